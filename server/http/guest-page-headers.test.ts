import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { EARLY_TAP_SCRIPT } from '#domain/site/early-tap-script.ts'
import { makeSite } from '../test/factories.ts'
import { withAccount } from '../test/owned-site.ts'
import { APP_HOST } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const ANALYTICS_URL = 'https://plausible.example.se'
const DSN = 'https://publickey@glitchtip.example.se/3'

describe.each(testDialects())(
  'a guest page with analytics and error reporting configured, on %s',
  (dialect) => {
    let app: FastifyInstance
    const host = `anna-bo-${dialect}.brollopssida.localhost:3000`
    const gatedHost = `stangd-${dialect}.brollopssida.localhost:3000`

    withAccount(
      dialect,
      async ({ t, owner }) => {
        app = t.app
        const site = await makeSite(app, owner)
        await t.services.sites.activate(site._id, host.replace(':3000', ''), 12)
        const gated = await makeSite(app, owner)
        await t.services.sites.activate(gated._id, gatedHost.replace(':3000', ''), 12)
        const locked = await app.inject({
          method: 'PUT',
          url: `/api/sites/${gated._id}/password`,
          headers: { host: APP_HOST, cookie: owner.cookie },
          payload: { password: 'tårta' },
        })
        expect(locked.statusCode).toBe(200)
      },
      {},
      { ANALYTICS_URL, ERROR_REPORTING_DSN: DSN },
    )

    it('never loads analytics or error reporting, in the HTML or the policy', async () => {
      const res = await app.inject({ url: '/sv', headers: { host } })
      expect(res.statusCode).toBe(200)
      for (const text of [res.body, String(res.headers['content-security-policy'])]) {
        expect(text).not.toContain('plausible')
        expect(text).not.toContain('glitchtip')
        expect(text).not.toContain('publickey')
      }
      expect(res.body).not.toMatch(/analyticsUrl|errorReportingDsn/)
    })

    it('may be framed by its own host only, the page and the password gate alike', async () => {
      const page = await app.inject({ url: '/sv', headers: { host } })
      const gate = await app.inject({ url: '/sv', headers: { host: gatedHost } })
      expect(gate.body).toContain('"kind":"gate"')
      expect([page.statusCode, gate.statusCode]).toEqual([200, 401])
      for (const res of [page, gate]) {
        expect(String(res.headers['content-security-policy']).split(/;\s*/)).toContain(
          "frame-ancestors 'self'",
        )
      }
    })

    it('allows exactly its own inline styles by hash, and no inline script but its own constant one', async () => {
      const res = await app.inject({ url: '/sv', headers: { host } })
      const csp = String(res.headers['content-security-policy'])
      const styles = [...res.body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '')
      expect(styles.length).toBeGreaterThan(0)
      for (const css of styles) {
        expect(csp).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
      }
      const earlyTap = `'sha256-${createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')}'`
      expect(csp.split(/;\s*/)).toContain(`script-src 'self' ${earlyTap}`)
      // Every other script the page runs is an external file of our own; the page input is a JSON
      // data block.
      const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1])
      expect(inline).toEqual([EARLY_TAP_SCRIPT])
      for (const tag of res.body.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag).toMatch(/^<script>$| src="\/|type="application\/json"/)
      }
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    })
  },
)
