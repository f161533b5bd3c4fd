import type { FastifyInstance } from 'fastify'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { Text } from '#domain/site/lookup-text.ts'
import { type SiteContent, siteContentSchema } from '#domain/site/schema.ts'
import { APP_HOST, cookieFrom } from './test-app.ts'

let counter = 0

export interface TestAccount {
  mail: string
  password: string
  cookie: string
}

/** Registers an account through the API and returns its session cookie. */
export async function makeAccount(
  app: FastifyInstance,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  counter += 1
  const mail = overrides.mail ?? `owner${counter}-${Date.now()}@example.se`
  const password = overrides.password ?? 'hemligt123'
  const res = await app.inject({
    method: 'POST',
    url: '/api/accounts/register/',
    headers: { host: APP_HOST },
    payload: { mail, password },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  return { mail: mail.toLowerCase(), password, cookie: cookieFrom(res) }
}

export function makeModules(): SiteModule[] {
  return [
    {
      id: 'm-header',
      siteModuleType: 'Header',
      hide: false,
      hideInMenu: true,
      verticalAlignment: 0,
      title: { sv: 'Lisa & Johan', en: 'Lisa & Johan' },
      secondLine: { sv: 'Vi gifter oss', en: 'We are getting married' },
    },
    textModule(
      'm-text',
      { sv: 'Välkomna', en: 'Welcome' },
      { sv: '<p>Hjärtligt välkomna</p>', en: '<p>A warm welcome</p>' },
    ),
    textModule('m-hidden', { sv: 'HEMLIG MODUL' }, { sv: '<p>Syns inte för gäster</p>' }, true),
  ]
}

function textModule(id: string, title: Text, text: Text, hide = false): SiteModule {
  return { id, siteModuleType: 'Text', hide, hideInMenu: false, title, text }
}

export function makeSiteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  return siteContentSchema.parse({
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: makeModules(),
    ...overrides,
  })
}

/** Creates a site through the API as the given account. */
export async function makeSite(
  app: FastifyInstance,
  owner: TestAccount,
  overrides: Partial<SiteContent> = {},
): Promise<{ _id: string; revision: number }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/sites/V2',
    headers: { host: APP_HOST, cookie: owner.cookie },
    payload: { site: makeSiteContent(overrides), wizardData: null },
  })
  if (res.statusCode !== 201) throw new Error(`create site failed: ${res.statusCode} ${res.body}`)
  return res.json().site
}
