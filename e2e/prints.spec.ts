import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  admin,
  api,
  appUrl,
  expectAccessible,
  reachFastForwarding,
  screenshots,
  uniqueMail,
} from './helpers.ts'
import { fillShippingAddress } from './shipping.ts'

const PHOTO = join(import.meta.dirname, '../server/demo/media/cake-1200.jpg')

/** A theme9 wedding site from the wizard's answers, published on its own subdomain. */
async function theme9Site(page: Page): Promise<{ siteId: string; host: string }> {
  const reg = await api(page, 'POST', '/api/accounts/register/', {
    mail: uniqueMail('kort'),
    password: 'hemligt123',
  })
  expect(reg.status).toBe(201)
  const created = await api(page, 'POST', '/api/sites/V2', {
    wizardData: {
      name1: 'Anna',
      name2: 'Erik',
      dateStart: '2027-06-12T15:00',
      location: 'Ulriksdals slott, Solna',
    },
    site: {
      theme: 'theme9',
      fonts: { heading: 'Great Vibes', text: 'Lato' },
      siteGraphic: 'eucalyptus',
      availableLanguages: [{ languageCode: 'sv' }],
      siteModules: [
        {
          id: 'h',
          siteModuleType: 'Header',
          hide: false,
          hideInMenu: true,
          title: { sv: 'Anna & Erik' },
          secondLine: { sv: 'Lördag 12 juni 2027' },
        },
      ],
    },
  })
  expect(created.status).toBe(201)
  const siteId = (created.json as { site: { _id: string } }).site._id
  const host = `kort-${Date.now()}.brollopssida.se`
  admin('activate-site', '--site', siteId, '--host', host, '--months', '12')
  return { siteId, host }
}

/** Replaces a card text by typing, Enter making a new line. */
async function typeCardText(page: Page, field: Locator, lines: string[]): Promise<void> {
  await field.click()
  await page.keyboard.press('ControlOrMeta+A')
  for (const [i, line] of lines.entries()) {
    if (i > 0) await page.keyboard.press('Enter')
    await page.keyboard.type(line)
  }
}

/** The proof PDF, fetched by the page (Node cannot resolve *.localhost), its pages as PNG files. */
async function proofPages(page: Page, printId: string): Promise<string> {
  const base64 = await page.evaluate(async (id) => {
    const res = await fetch(`/api/prints/${id}/pdf`)
    if (!res.ok) throw new Error(`proof: ${res.status}`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  }, printId)
  mkdirSync('test-results/screenshots', { recursive: true })
  const pdf = 'test-results/screenshots/prints-proof.pdf'
  writeFileSync(pdf, Buffer.from(base64, 'base64'))
  execFileSync('pdftoppm', ['-r', '100', '-png', pdf, 'test-results/screenshots/prints-pdf-page'])
  return execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })
}

/**
 * The card journey of spec 002: a new card from a theme9 site starts on the gradient layout; the
 * owner changes a text and the photo, switches the layout, matches the fonts with the site, saves,
 * orders 30 cards with premium envelopes, pays with Swish (simulator) and sees the confirmation.
 */
test('an invitation card from a theme9 site, designed, ordered and paid with Swish', async ({ page }) => {
  test.setTimeout(180_000)
  // The Swish payment's 5 s poll is moved on by the page's clock.
  await page.clock.install()
  const { siteId, host } = await theme9Site(page)

  await page.goto(appUrl(`/redigera/${siteId}/inbjudningar`))
  await page.getByRole('link', { name: 'Skapa ett nytt kort' }).click()
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/nytt$`))
  const toolbar = page.getByRole('toolbar', { name: 'Åtgärder för inbjudningskortet' })
  await expect(toolbar).toBeVisible()
  const front = page.getByRole('region', { name: 'Framsida av inbjudningskortet' })
  await expect(front).toHaveAttribute('data-layout', 'TEXT_ON_PHOTO_GRADIENT')
  const title = front.getByRole('textbox', { name: 'Rubrik' })
  await expect(title).toHaveText('Anna & Erik')
  await expect(front.getByRole('textbox', { name: 'Datum och plats' })).toHaveText(
    '12 juni 2027 · Ulriksdals slott, Solna',
  )
  await expect(page.getByText('Inte sparat än')).toBeVisible()

  // A text with a line break, then the first save creates the card and opens its own page.
  await typeCardText(page, title, ['Välkomna på', 'vårt bröllop'])
  await toolbar.getByRole('button', { name: 'Spara' }).click()
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/[0-9a-f]{24}$`))
  const printId = page.url().split('/').pop() as string
  await expect(page.getByText('Allt är sparat')).toBeVisible()
  await expect(title).toHaveText('Välkomna på\nvårt bröllop')

  // A new photo: uploaded for the card, then cropped at the layout's aspect.
  await front.locator('input[type="file"]').setInputFiles(PHOTO)
  const crop = page.getByRole('dialog', { name: 'Beskär bilden' })
  await expect(crop).toBeVisible()
  await expect(crop.getByRole('radiogroup', { name: 'Format' })).toBeHidden()
  await crop.getByRole('button', { name: 'Spara beskärning' }).click()
  await expect(crop).toBeHidden()
  await expect(page.getByText('Osparade ändringar')).toBeVisible()
  const photo = front.locator('img').first()
  await expect(photo).toHaveAttribute('src', /\/media\/u\//)
  const photoSrc = await photo.getAttribute('src')

  await page.getByRole('button', { name: 'Baksida' }).click()
  const back = page.getByRole('region', { name: 'Baksida av inbjudningskortet' })
  const qrImage = back.getByRole('img', { name: 'QR-kod till bröllopssidan' })
  await expect(qrImage).toBeVisible()
  // The code in the card's colours from GET /api/qr, loaded before it is looked at.
  await expect
    .poll(() => qrImage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  await screenshots(page, 'prints-editor-back')
  await page.getByRole('button', { name: 'Framsida' }).click()
  await screenshots(page, 'prints-editor-front')
  await expectAccessible(page, { include: 'main' })

  // Design: every tab looked at; the layout switched (text and photo kept), the fonts matched.
  await toolbar.getByRole('button', { name: 'Design' }).click()
  const drawer = page.getByRole('dialog', { name: 'Design' })
  await expect(drawer.getByRole('tab')).toHaveText(['Layout', 'Grafik', 'Typsnitt', 'Färger', 'Logga'])
  await expectAccessible(page, { include: '[role="dialog"]' })
  await screenshots(page, 'prints-design-layout')
  await drawer.getByRole('radio', { name: 'Foto', exact: true }).check()
  await drawer.getByRole('tab', { name: 'Grafik' }).click()
  await expect(drawer.getByText('Som på bröllopssidan.')).toBeVisible()
  await screenshots(page, 'prints-design-graphics')
  await drawer.getByRole('tab', { name: 'Färger' }).click()
  await screenshots(page, 'prints-design-colors')
  await drawer.getByRole('tab', { name: 'Logga' }).click()
  await screenshots(page, 'prints-design-logo')
  await drawer.getByRole('tab', { name: 'Typsnitt' }).click()
  await drawer.getByRole('radio', { name: 'Cinzel' }).check()
  await expect(front.getByRole('textbox', { name: 'Namn' })).toHaveCSS('font-family', /^"?Cinzel/)
  await screenshots(page, 'prints-design-fonts')
  await drawer.getByRole('button', { name: 'Matcha med bröllopssida' }).click()
  await expect(drawer.getByText('Som på bröllopssidan.')).toBeVisible()
  await expect(drawer.getByRole('radio', { name: 'Great Vibes' })).toBeChecked()
  await drawer.getByRole('button', { name: 'Stäng' }).click()
  await expect(drawer).toBeHidden()

  await expect(front).toHaveAttribute('data-layout', 'PHOTO_CLEAN')
  await expect(title).toHaveText('Välkomna på\nvårt bröllop')
  await expect(front.getByRole('textbox', { name: 'Namn' })).toHaveText('Anna & Erik')
  await expect(front.getByRole('textbox', { name: 'Namn' })).toHaveCSS('font-family', /^"?Great Vibes/)
  await expect(front.locator('img').first()).toHaveAttribute('src', photoSrc as string)
  await toolbar.getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByText('Allt är sparat')).toBeVisible()

  // The saved card reads back as it was left; the proof is two A6 pages with bleed.
  await page.reload()
  await expect(page.getByRole('region', { name: 'Framsida av inbjudningskortet' })).toHaveAttribute(
    'data-layout',
    'PHOTO_CLEAN',
  )
  await expect(page.getByRole('textbox', { name: 'Rubrik' })).toHaveText('Välkomna på\nvårt bröllop')
  await expect(page.getByRole('link', { name: 'Provtryck (PDF)' })).toHaveAttribute(
    'href',
    `/api/prints/${printId}/pdf`,
  )
  const info = await proofPages(page, printId)
  expect(info).toMatch(/^Pages:\s+2$/m)
  const qr = execFileSync('zbarimg', ['--quiet', '--raw', 'test-results/screenshots/prints-pdf-page-2.png'], {
    encoding: 'utf8',
  }).trim()
  expect(qr).toBe(`https://${host}/`)

  // Beställ: saved and the QR code leads to the site, so straight on to Kassa.
  await page
    .getByRole('toolbar', { name: 'Åtgärder för inbjudningskortet' })
    .getByRole('button', { name: 'Beställ' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/${printId}/bestall$`))
  await expect(page.getByRole('heading', { name: 'Kassa' })).toBeVisible()
  await page.getByLabel('Antal kort').selectOption('30')
  await page.getByLabel('Premiumkuvert, +5 kr/st').check()
  const totals = page.getByTestId('order-totals')
  // 30 × (15 + 5) kr + 95 kr shipping.
  await expect(totals).toContainText('695:-')
  await fillShippingAddress(page)
  await page.getByRole('button', { name: 'Nästa' }).click()
  await expect(page.getByRole('radio', { name: /PostNord/ })).toBeChecked()
  await screenshots(page, 'prints-kassa')

  await page.getByRole('button', { name: 'Beställ' }).click()
  const pay = page.getByRole('dialog')
  await expect(pay).toContainText('695:-')
  await pay.getByRole('button', { name: 'Swish' }).click()
  await pay.getByLabel('Ditt swish-nummer').fill('070-123 45 67')
  await pay.getByRole('button', { name: 'Betala med Swish' }).click()
  await reachFastForwarding(page, new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]{24}$`))
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible()
  await expect(page.getByText('30 kort à 15 kr')).toBeVisible()
  await expect(page.getByText('Betald – skickas till tryck')).toBeVisible()
  await screenshots(page, 'prints-order-confirmation-swish')
})
