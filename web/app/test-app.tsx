import { cleanup, render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import type { MeResponse } from '#domain/accounts.ts'
import { brandInfo } from '#domain/brands.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { App } from './App.tsx'
import type { Boot } from './boot.ts'
import { resetLogLimit } from './log.ts'
import { createQueryClient } from './query-client.ts'
import { routes } from './routes.tsx'

export const testBoot: Boot = {
  mode: 'EDIT',
  brand: brandInfo('wedding', 'se'),
  landingOrigin: 'http://brollopssida.localhost:3000',
  production: false,
}

/** The account of the tests' logged-in owner, with site s1. */
export const testMe: MeResponse = {
  mail: 'anna@example.se',
  name: null,
  registered: { date: '2026-01-02T10:00:00.000Z' },
  site: { _id: 's1' },
}

/** The same owner before she has a site: a quick start's visitor who has an account already. */
export const testMeWithoutSite: MeResponse = { ...testMe, site: null }

/** The owner's site s1 as GET /api/sites/s1 answers it: unpublished, Swedish, no modules unless told. */
export function testSite(overrides: Partial<SiteV2> = {}): Partial<SiteV2> {
  return {
    _id: 's1',
    host: null,
    active: false,
    quickStart: false,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    giftRegistryReservations: [],
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [],
    ...overrides,
  }
}

/** Registers what every owner-app test needs around it: a fresh log limit, quiet info logs, no leftovers. */
export function resetAppBetweenTests(): void {
  beforeEach(() => {
    resetLogLimit()
    vi.spyOn(console, 'info').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
}

/** Renders the whole owner app at a path, with the real routes, in a memory router. */
export function renderApp(
  path: string,
  options: { language?: InterfaceLanguage; boot?: Partial<Boot> } = {},
) {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const queryClient = createQueryClient()
  const view = render(
    <App
      boot={{ ...testBoot, ...options.boot }}
      i18n={createI18n(options.language ?? 'sv')}
      queryClient={queryClient}
      router={router}
    />,
  )
  return { ...view, router, queryClient }
}

type Handler = (body: unknown) => { status: number; body?: unknown }

export interface ApiCall {
  method: string
  path: string
  body: unknown
}

/**
 * Stubs fetch with handlers keyed "METHOD /path". Unknown calls answer 404, so a test sees
 * a request it did not expect. Returns the list of calls made.
 */
export function stubApi(handlers: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET'
      const path = String(input)
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
      calls.push({ method, path, body })
      const handler = handlers[`${method} ${path}`]
      const answer = handler ? handler(body) : { status: 404, body: errorResponse('Finns inte', 'Not found') }
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  return calls
}

/** The owner app's calls around a page of site s1 (the account, the site, the log sink), plus the test's own. */
export function stubOwnerApi(site: Partial<SiteV2>, handlers: Record<string, Handler> = {}): ApiCall[] {
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1': () => ({ status: 200, body: site }),
    'GET /api/accounts/me/sites': () => ({
      status: 200,
      body: { sites: [{ siteId: 's1', title: 'Lisa & Johan', role: 'owner' }] },
    }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    ...handlers,
  })
}

export function errorResponse(sv: string, message: string) {
  return { isErrorResponse: true, errorDescription: { sv, en: message }, message }
}
