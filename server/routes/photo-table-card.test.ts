import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pagePass } from '../policies/page-pass.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { missingPdfTools, pngPages, qrText } from '../test/pdf-tools.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const HOST = 'anna-erik.brollopssida.se'
/** The upload page as the owner app on the local brand host reaches the site (publicSiteUrl). */
const LOCAL_UPLOAD = 'http://anna-erik.brollopssida.localhost:3000/sv/bilder'
const missing = missingPdfTools('Table card tests', ['pdfinfo', 'pdftotext', 'pdftoppm', 'zbarimg'])
const pt = (mm: number) => (mm / 25.4) * 72

describe.skipIf(missing.length > 0).each(testDialects())(
  'the photos table card on %s (issue 34)',
  (dialect) => {
    let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string, dir: string
    beforeAll(async () => {
      t = await createTestApp(dialect)
      await t.app.listen({ port: 0, host: '127.0.0.1' })
      owner = await makeAccount(t.app)
      stranger = await makeAccount(t.app)
      siteId = (
        await makeSite(t.app, owner, {
          availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
          siteModules: [
            {
              id: 'h',
              siteModuleType: 'Header',
              title: { sv: 'Anna & Erik', en: 'Anna and Erik' },
            },
          ] as never,
        })
      )._id
      await t.testDb.db.kysely.updateTable('sites').set({ host: HOST }).where('id', '=', siteId).execute()
      dir = mkdtempSync(join(tmpdir(), 'table-card-'))
    })
    afterAll(async () => {
      await t?.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    })
    const card = (id: string, cookie = owner.cookie) =>
      t.app.inject({
        method: 'GET',
        url: `/api/sites/${id}/photos/table-card`,
        headers: { host: APP_HOST, cookie },
      })

    it('is an A6 PDF with the names, "Dela dina bilder", the instruction and the upload QR', async () => {
      const res = await card(siteId)
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.headers['content-disposition']).toBe('attachment; filename="bordskort-bilder.pdf"')
      const file = join(dir, `card-${dialect}.pdf`)
      writeFileSync(file, res.rawPayload)

      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      expect(info).toMatch(/Pages:\s+1\n/)
      const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? []
      expect(Number(w)).toBeCloseTo(pt(105), 0)
      expect(Number(h)).toBeCloseTo(pt(148), 0)

      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
      expect(text).toContain('Anna & Erik')
      expect(text).toContain('Dela dina bilder')
      expect(text).toContain('Skanna koden med mobilkameran och välj bilderna du tagit.')
      expect(text).toContain('anna-erik.brollopssida.localhost:3000/sv/bilder')

      const [png] = pngPages(file, dir, `card-${dialect}`, 150)
      if (!png) throw new Error('no page rendered')
      expect(qrText(png)).toBe(LOCAL_UPLOAD)
    })

    it("leads to the site's own address in its first language, as guests reach it in production", async () => {
      const row = await t.services.sites.findById(siteId)
      if (!row) throw new Error('no site')
      expect(await t.services.tableCard.uploadUrl(row, 'https://brollopssida.se')).toBe(
        'https://anna-erik.brollopssida.se/sv/bilder',
      )
    })

    it('is refused to a stranger, and to a site without an address with a message saying why', async () => {
      expect((await card(siteId, stranger.cookie)).statusCode).toBe(403)
      const bare = (await makeSite(t.app, owner))._id
      const res = await card(bare)
      expect(res.statusCode).toBe(409)
      expect(res.json().errorDescription.sv).toBe(
        'Sidan behöver en adress innan bordskortet kan skrivas ut: QR-koden leder dit.',
      )
    })

    it('opens its print page only with a pass signed for that site and that address', async () => {
      const page = (id: string, pass: string, url: string) =>
        t.app.inject({
          method: 'GET',
          url: `/photo-table-card-print/${id}/${pass}?url=${encodeURIComponent(url)}`,
          headers: { host: '127.0.0.1' },
        })
      const secret = 'x'.repeat(40)
      const pass = pagePass(`photo-table-card:${siteId}:${LOCAL_UPLOAD}`, new Date(), secret)
      expect((await page(siteId, pass, LOCAL_UPLOAD)).statusCode).toBe(200)
      expect((await page(siteId, pass, 'https://elsewhere.example/sv/bilder')).statusCode).toBe(404)
      expect((await page(siteId, `${Date.now() + 60_000}.forged`, LOCAL_UPLOAD)).statusCode).toBe(404)
      const old = pagePass(
        `photo-table-card:${siteId}:${LOCAL_UPLOAD}`,
        new Date(Date.now() - 10 * 60_000),
        secret,
      )
      expect((await page(siteId, old, LOCAL_UPLOAD)).statusCode).toBe(404)
    })
  },
)
