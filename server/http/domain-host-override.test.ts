import { describe, expect, it } from 'vitest'
import { makeSite } from '../test/factories.ts'
import { withAccount } from '../test/owned-site.ts'
import { SELLER_ENV } from '../test/seller-env.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/**
 * ?domainHost= picks the site a request is for in local development. In production it would put a
 * customer's page on a brand's own origin (the owner app's), under the guest page's policy.
 */
describe.each(testDialects())('?domainHost= on %s', (dialect) => {
  for (const production of [true, false]) {
    describe(production ? 'in production' : 'outside production', () => {
      let t: TestApp
      const host = `oversatt-${dialect}-${production}.brollopssida.se`

      withAccount(
        dialect,
        async (fixture) => {
          t = fixture.t
          const site = await makeSite(t.app, fixture.owner)
          await t.services.sites.activate(site._id, host, 12)
        },
        {},
        production ? { NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true', ...SELLER_ENV } : {},
      )

      it(production ? 'is ignored: the brand domain stays the owner app' : 'shows the site', async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/sv?domainHost=${host}`,
          headers: { host: 'brollopssida.se' },
        })
        if (production) {
          // The owner app's shell (or, with no client built, the note saying so): never the site.
          expect(res.body).not.toContain('Lisa &amp; Johan')
          expect(res.body).not.toContain('page-input')
          expect(String(res.headers['content-security-policy'])).not.toContain("frame-ancestors 'self'")
        } else {
          expect(res.statusCode).toBe(200)
          expect(res.body).toContain('Lisa &amp; Johan')
        }
        // The site's own host serves it either way.
        const own = await t.app.inject({ method: 'GET', url: '/sv', headers: { host } })
        expect(own.statusCode).toBe(200)
        expect(own.body).toContain('Lisa &amp; Johan')
      })
    })
  }
})
