import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_COLOR_SCHEME } from '#domain/design/hsla-css.ts'
import { defaultPrint } from '#domain/prints/defaults.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { multipartFile, noiseJpeg } from '../test/images.ts'
import { missingPdfTools, pngPages, qrText } from '../test/pdf-tools.ts'
import { call, makePrint, makePrintContent, orderBody } from '../test/prints-kit.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { renderPrintPdf } from './pdf.ts'

const HOST = 'lisa-johan.brollopssida.se'
const DOMAIN = 'lisaochjohan.se'

/** The site's own domain, proven and connected (as the domains job leaves it). */
async function connectOwnDomain(t: TestApp, siteId: string, domain: string): Promise<void> {
  const at = new Date().toISOString()
  await t.testDb.db.kysely
    .insertInto('site_domains')
    .values({
      domain,
      site_id: siteId,
      kind: 'other_registrar',
      payment_reference: `ref-${siteId}`,
      active: 1,
      active_date: at,
      expires_at: null,
      registration_claimed_at: null,
      registered_at: null,
      dns_status: 'connected',
      dns_checked_at: at,
      connected_at: at,
      connected_mail_at: at,
      proof_token: 'f'.repeat(32),
      proven_at: at,
      created_at: at,
      updated_at: at,
    })
    .execute()
}
const TOOLS = ['pdfinfo', 'pdftoppm', 'pdffonts', 'pdfimages', 'pdftotext', 'zbarimg'] as const

const missing = missingPdfTools('PDF tests', TOOLS)

const pt = (mm: number) => (mm / 25.4) * 72

describe.skipIf(missing.length > 0).each(testDialects())('print PDF on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let stranger: TestAccount
  let siteId: string
  let printId: string
  let dir: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    owner = await makeAccount(t.app)
    stranger = await makeAccount(t.app)
    const site = await makeSite(t.app, owner, {
      theme: 'theme9',
      fonts: { heading: 'Great Vibes', text: 'Lato' },
    })
    siteId = site._id
    await t.testDb.db.kysely.updateTable('sites').set({ host: HOST }).where('id', '=', siteId).execute()
    // The card a theme9 site starts with: the gradient layout, a photo, and the site's address in the QR.
    let n = 0
    const card = defaultPrint({
      site: {
        host: HOST,
        theme: 'theme9',
        fonts: { heading: 'Great Vibes', text: 'Lato' },
        colorScheme: DEFAULT_COLOR_SCHEME,
        siteGraphic: 'eucalyptus',
        eventLogo: null,
        wizardData: { name1: 'Lisa', name2: 'Johan', dateStart: '2027-06-12T15:00', location: 'Skansen' },
        availableLanguages: [{ languageCode: 'sv' }],
        siteModules: [],
      },
      newId: () => `item-${++n}`,
    })
    printId = await makePrint(t, owner.cookie, siteId, card)
    dir = mkdtempSync(join(tmpdir(), 'print-pdf-'))
  }, 60_000)

  afterAll(async () => {
    await t?.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('serves the print page only with the print secret key', async () => {
    const path = await t.services.prints.printPdfPath(printId)
    expect(path).toMatch(/^\/print-pdf\//)
    const page = await t.app.inject({ method: 'GET', url: path as string })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    if (process.env.PRINT_HTML_OUT) writeFileSync(process.env.PRINT_HTML_OUT, page.body)
    expect(page.body).toContain('@page{size:111mm 154mm;margin:0}')
    expect(page.body).toContain('Vi gifter oss!')
    expect(page.body).toContain('12 juni 2027 · Skansen')
    expect(page.body).toContain('data:image/svg+xml;base64,')
    const wrong = await t.app.inject({ method: 'GET', url: `/print-pdf/${printId}/not-the-key` })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.body).toContain('Misslyckades att hämta tryck vid utskrift')
    expect(wrong.body).not.toContain('Lisa')
  })

  it('lets only the owner download the proof', async () => {
    const anonymous = await call(t, 'GET', `/api/prints/${printId}/pdf`)
    expect(anonymous.statusCode).toBe(401)
    const other = await call(t, 'GET', `/api/prints/${printId}/pdf`, stranger.cookie)
    expect(other.statusCode).toBe(403)
    const unknown = await call(t, 'GET', '/api/prints/aaaaaaaaaaaaaaaaaaaaaaaa/pdf', owner.cookie)
    expect(unknown.statusCode).toBe(404)
  })

  // Rendering and reading back a stored card is the same work on either database (the database part,
  // the proof route's owner check, runs on both above): on SQLite only, the run's slowest check.
  it.runIf(dialect === 'sqlite')(
    'renders two A6 pages with 3 mm bleed, fonts embedded, the photo at print resolution and a QR code of the site address',
    async () => {
      const res = await call(t, 'GET', `/api/prints/${printId}/pdf`, owner.cookie)
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.headers['content-disposition']).toContain(`inbjudningskort-${printId}.pdf`)
      const file = join(dir, 'card.pdf')
      writeFileSync(file, res.rawPayload)
      if (process.env.PRINT_PDF_OUT) writeFileSync(process.env.PRINT_PDF_OUT, res.rawPayload)

      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
      expect(info).toMatch(/^Pages:\s+2$/m)
      const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info)
      // Chromium sizes pages in whole CSS pixels: within a point of 111 × 154 mm.
      expect(Math.abs(Number(size?.[1]) - pt(111))).toBeLessThan(1)
      expect(Math.abs(Number(size?.[2]) - pt(154))).toBeLessThan(1)

      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      expect(fonts).toMatch(/GreatVibes/)
      expect(fonts).toMatch(/Lato/)
      for (const line of fonts.split('\n').slice(2).filter(Boolean)) expect(line).toMatch(/\byes\s+yes\b/)

      // The photo: its largest file (1600 px) fills 111 mm, over 300 dpi.
      const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      const widths = images
        .split('\n')
        .slice(2)
        .map((line) => Number(line.trim().split(/\s+/)[3]))
        .filter((w) => w > 0)
      expect(Math.max(...widths)).toBeGreaterThanOrEqual(1200)

      const pages = pngPages(file, dir, 'page', 300)
      expect(pages).toHaveLength(2)
      expect(qrText(pages[1] as string)).toBe(`https://${HOST}/`)
    },
    90_000,
  )
  it("prints one card per household of an order, each with the household's name and its personal QR code", async () => {
    const names = ['Familjen Berg', 'Familjen Ek', 'Åsa & Örjan Lund']
    for (const name of names) {
      const res = await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, {
        name,
        members: [{ name: `${name} ett` }],
      })
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    const listed = (await call(t, 'GET', `/api/sites/${siteId}/households`, owner.cookie)).json()
      .households as { name: string; code: string }[]
    // Ordered before the couple's own domain is proven: the cards lead to the subdomain.
    const before = await call(
      t,
      'POST',
      '/api/orders/',
      owner.cookie,
      orderBody(siteId, printId, { perHousehold: true }),
    )
    const beforeCards = (await t.services.orders.findById(before.json().id))?.households
    expect(beforeCards?.map((c) => c.link)).toEqual(listed.map((h) => `https://${HOST}/?inbjudan=${h.code}`))
    await connectOwnDomain(t, siteId, DOMAIN)
    const created = await call(
      t,
      'POST',
      '/api/orders/',
      owner.cookie,
      orderBody(siteId, printId, { perHousehold: true }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const orderId = created.json().id as string
    // Households added after the order are not on its cards: the order printed what was paid for.
    await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, { name: 'Efteråt' })

    // The print's key admits only orders of that print.
    const path = (await t.services.prints.printPdfPath(printId, orderId)) as string
    const otherPrint = await makePrint(t, owner.cookie, siteId)
    const foreign = (await t.services.prints.printPdfPath(otherPrint, orderId)) as string
    expect((await t.app.inject({ method: 'GET', url: foreign })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200)

    const file = join(dir, 'households.pdf')
    writeFileSync(file, await renderPrintPdf(t.services, printId, orderId))
    if (process.env.PRINT_HOUSEHOLDS_PDF_OUT)
      writeFileSync(process.env.PRINT_HOUSEHOLDS_PDF_OUT, readFileSync(file))
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' })
    expect(info).toMatch(new RegExp(`^Pages:\\s+${names.length * 2}$`, 'm'))

    const pages = pngPages(file, dir, 'household', 200)
    expect(pages).toHaveLength(names.length * 2)
    // The cards follow the guest list's order as it was when the order was made.
    for (const [i, household] of listed.entries()) {
      const back = i * 2 + 2
      const text = execFileSync('pdftotext', ['-f', `${back}`, '-l', `${back}`, file, '-'], {
        encoding: 'utf8',
      })
      expect(text).toContain(household.name)
      for (const other of listed.filter((h) => h !== household)) expect(text).not.toContain(other.name)
      // Once the own domain is proven and connected, the cards lead there (issue 31 item 6).
      expect(qrText(pages[back - 1] as string)).toBe(`https://${DOMAIN}/?inbjudan=${household.code}`)
      // The front is the card as designed, without a code.
      const front = execFileSync('pdftotext', ['-f', `${back - 1}`, '-l', `${back - 1}`, file, '-'], {
        encoding: 'utf8',
      })
      expect(front).not.toContain(household.name)
    }
  }, 90_000)

  it("prints a password-protected site's own photo, which no anonymous browser may fetch", async () => {
    const site = (await makeSite(t.app, owner, { theme: 'theme7' }))._id
    const id = await makePrint(t, owner.cookie, site, { layout: 'PHOTO_CLEAN' })
    const file = multipartFile(await noiseJpeg(1600, 1450))
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/prints/${id}/image-upload`,
      headers: { host: APP_HOST, cookie: owner.cookie, ...file.headers },
      payload: file.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const photo = uploaded.json()
    const card = makePrintContent({ layout: 'PHOTO_CLEAN' })
    card.content = [
      { id: 'img', page: 1, position: 'primaryImage', contentType: 'image', properties: photo },
      ...(card.content ?? []).filter((item) => item.page === 2),
    ]
    expect((await call(t, 'PUT', `/api/prints/${id}`, owner.cookie, card)).statusCode).toBe(200)
    const locked = await call(t, 'PUT', `/api/sites/${site}/password`, owner.cookie, { password: 'hemligt' })
    expect(locked.statusCode).toBeLessThan(300)
    const stored = await t.app.inject({ method: 'GET', url: `${photo.path}/${photo.fileName}` })
    expect(stored.statusCode).toBe(404)

    const page = await t.app.inject({
      method: 'GET',
      url: (await t.services.prints.printPdfPath(id)) as string,
    })
    expect(page.body).toContain('src="data:image/jpeg;base64,')
    const res = await call(t, 'GET', `/api/prints/${id}/pdf`, owner.cookie)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const pdf = join(dir, 'protected.pdf')
    writeFileSync(pdf, res.rawPayload)
    const images = execFileSync('pdfimages', ['-list', pdf], { encoding: 'utf8' })
    expect(images).toMatch(/\b1600\s+1450\b/)
  }, 90_000)
})
