import { afterAll, beforeAll, beforeEach } from 'vitest'
import type { SiteContent } from '#domain/site/schema.ts'
import type { Dialect } from '../db/database.ts'
import { makeAccount, type TestAccount } from './factories.ts'
import { makeGuestSite } from './guest-site.ts'
import { createTestApp, type TestApp } from './test-app.ts'

/**
 * A rendered page without its RSVPs' early forms (hidden in every page for a tap before the script;
 * early-tap-script.ts), which are never the form a page opened.
 */
export const withoutEarlyForms = (html: string) =>
  html.replace(/<div hidden="" data-early-form="[^"]*"><form[\s\S]*?<\/form>/g, '')

/** The value of a hidden input in a rendered page, outside the early forms. */
export const hidden = (html: string, name: string) =>
  new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(withoutEarlyForms(html))?.[1] ?? ''

/**
 * Before a describe block's tests: a test app with the guest site published at `host`, requests as
 * a browser without JavaScript sends them (pages, same-origin form posts), closed after. The clock
 * moves a minute before each test, so post keys and rate limits of one test do not reach the next.
 */
export function withPlainGuestSite(dialect: Dialect, host: string, content?: SiteContent) {
  let now = new Date('2027-05-01T12:00:00Z')
  let t: TestApp | undefined
  let siteId = ''
  let owner: TestAccount | undefined
  const slept: number[] = []
  beforeAll(async () => {
    // The server's waits (a too-early post held for its key) pass on this clock, at once.
    const sleep = async (ms: number) => {
      slept.push(ms)
      now = new Date(now.getTime() + ms)
    }
    t = await createTestApp(dialect, { clock: () => now, sleep })
    owner = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner, host, content)
  })
  afterAll(async () => t?.close())
  beforeEach(() => {
    now = new Date(now.getTime() + 60_000)
    slept.length = 0
  })
  const app = () => {
    if (!t) throw new Error('withPlainGuestSite: the test app is made before the tests')
    return t
  }
  return {
    get t() {
      return app()
    },
    get siteId() {
      return siteId
    },
    /** The site's owner, signed in. */
    get owner(): TestAccount {
      if (!owner) throw new Error('withPlainGuestSite: the owner is made before the tests')
      return owner
    },
    /** How long the server waited, each time, since the test began. */
    slept,
    get: (url: string) => app().app.inject({ method: 'GET', url, headers: { host } }),
    post: (url: string, fields: Record<string, string>) =>
      app().app.inject({
        method: 'POST',
        url,
        headers: {
          host,
          origin: `http://${host}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      }),
    /** A guest taking their time (a post key must be some seconds old). */
    wait: (ms: number) => {
      now = new Date(now.getTime() + ms)
    },
  }
}
