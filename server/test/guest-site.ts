import type { SiteModule } from '#domain/modules/registry.ts'
import { type SiteContent, siteContentSchema } from '#domain/site/schema.ts'
import { ALLERGIES, ATTEND, makeForm, makeRsvp, NAME, shortText } from '#domain/testing/fixtures.ts'
import type { TestAccount } from './factories.ts'
import { APP_HOST, type TestApp } from './test-app.ts'

/** A site with an RSVP (conditional question), a form and a gift registry, for guest tests. */
export function guestSiteContent(overrides: Partial<SiteContent> = {}): SiteContent {
  const modules: SiteModule[] = [
    makeRsvp({
      id: 'rsvp',
      text: undefined,
      title: { sv: 'OSA', en: 'RSVP' },
      form: { formElements: [NAME, ATTEND, { ...ALLERGIES, required: true }] },
    }),
    makeForm({
      id: 'speech',
      text: undefined,
      form: {
        formElements: [
          shortText('who', { sv: 'Vem' }),
          shortText('about', { sv: 'Om vad' }, { required: false }),
        ],
      },
    }),
    { id: 'hidden-form', siteModuleType: 'Form', hide: true, hideInMenu: false, form: { formElements: [] } },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      hide: false,
      hideInMenu: false,
      giftRegistry: [
        { id: 'plates', title: { sv: 'Tallrikar' }, reservable: true, quantity: 3 },
        { id: 'vase', title: { sv: 'Vas' }, reservable: true, quantity: 1 },
        { id: 'love', title: { sv: 'Kärlek' }, reservable: false, quantity: 1 },
      ],
    },
  ]
  return siteContentSchema.parse({
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: modules,
    formRecipients: [
      { formId: 'rsvp', recipients: ['brud@example.se', 'brudgum@example.se'] },
      { formId: 'speech', recipients: ['toastmaster@example.se'] },
    ],
    ...overrides,
  })
}

/**
 * Creates a site with guest content as the owner and, given a host (a port is dropped), publishes
 * it there for a year.
 */
export async function makeGuestSite(
  t: TestApp,
  owner: TestAccount,
  host?: string,
  content: SiteContent = guestSiteContent(),
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sites/V2',
    headers: { host: APP_HOST, cookie: owner.cookie },
    payload: { site: content },
  })
  if (res.statusCode !== 201) throw new Error(`create site failed: ${res.statusCode} ${res.body}`)
  const id = res.json().site._id as string
  if (host) await t.services.sites.activate(id, host.replace(/:\d+$/, ''), 12)
  return id
}
