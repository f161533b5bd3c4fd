import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { NAME, singleSelect } from '../domain/testing/fixtures.ts'
import { appUrl, publishedSite, screenshots } from './helpers.ts'

// The couple's guest list, end to end: 30 households imported from an xlsx (one bad row shown and
// left out), one household's personal link opened on a phone and answered, the list updated, and
// a reminder to those who have not answered read in the outbox.

const RSVP_MODULE = {
  id: 'rsvp',
  siteModuleType: 'Rsvp',
  title: { en: 'RSVP' },
  form: {
    formElements: [
      NAME,
      singleSelect('attend', { en: 'Are you coming?' }, { yes: { en: 'Yes' }, no: { en: 'No' } }),
    ],
  },
}

async function guestListFile(path: string, stamp: string): Promise<void> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Gäster')
  sheet.addRow(['Hushåll', 'Namn', 'E-post', 'Telefon', 'Extra gäster'])
  for (let i = 1; i <= 30; i++) {
    const household = `Familjen ${String(i).padStart(2, '0')}`
    sheet.addRow([household, `Anna ${i}`, `anna${i}-${stamp}@example.se`, `070-00${i}`, i % 5 === 0 ? 1 : 0])
    if (i % 3 === 0) sheet.addRow([household, `Bo ${i}`, '', '', ''])
  }
  sheet.addRow(['Familjen Utan Namn', '', 'x@example.se', '', ''])
  await workbook.xlsx.writeFile(path)
}

test('the couple imports 30 households, a household answers by its link, and a reminder reaches the rest', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const { siteId } = await publishedSite(page, 'gastlista', {
    availableLanguages: [{ languageCode: 'en' }],
    siteModules: [{ id: 'h', siteModuleType: 'Header', title: { en: 'Anna & Bo' } }, RSVP_MODULE],
  })
  const stamp = String(Date.now())
  mkdirSync('test-results', { recursive: true })
  const file = `test-results/gaster-${stamp}.xlsx`
  await guestListFile(file, stamp)

  await page.goto(appUrl(`/redigera/${siteId}/gaster`))
  await expect(page.getByRole('heading', { name: 'Gäster', level: 1 })).toBeVisible()
  await expect(page.getByText('Inga hushåll ännu.')).toBeVisible()
  await page.getByRole('button', { name: 'Importera', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Importera gäster' })
  await dialog.getByLabel('Fil').setInputFiles(file)
  await expect(dialog.getByText('30 hushåll med 40 personer läggs till:')).toBeVisible()
  await expect(dialog.getByText('Rad 42: namn saknas')).toBeVisible()
  await dialog.getByRole('button', { name: 'Importera 30 hushåll' }).click()
  await expect(dialog.getByText('30 hushåll har lagts till.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Stäng' }).click()

  const counts = page.getByLabel('Sammanställning')
  await expect(counts.getByText('Inbjudna').locator('xpath=following-sibling::dd')).toHaveText('40')
  await expect(counts.getByText('Inte svarat').locator('xpath=following-sibling::dd')).toHaveText('30')
  await expect(page.getByText('Visar 30 av 30 hushåll')).toBeVisible()
  await screenshots(page, 'guest-list')
  await page.setViewportSize({ width: 1440, height: 900 })

  // Keyboard: the household opens in place with its personal link and QR code.
  const row = page.getByRole('button', { name: /^Familjen 06/ })
  await row.focus()
  await page.keyboard.press('Enter')
  await expect(row).toHaveAttribute('aria-expanded', 'true')
  const link = await page.getByRole('link', { name: /inbjudan=/ }).getAttribute('href')
  expect(link).toMatch(/\?inbjudan=[A-Za-z0-9_-]{22}$/)
  await expect(page.getByRole('img', { name: 'QR-kod med Familjen 06s personliga länk' })).toBeVisible()
  await screenshots(page, 'guest-list-household')
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )

  // The household's guest on a phone.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const guestPage = await phone.newPage()
  await guestPage.goto(link ?? '')
  const rsvp = guestPage.locator('#rsvp')
  // The household may bring two: its members, no extra guests.
  await expect(rsvp.getByRole('button', { name: '2', exact: true })).toBeVisible()
  await expect(rsvp.getByRole('button', { name: '3', exact: true })).toHaveCount(0)
  await rsvp.getByRole('button', { name: '2', exact: true }).click()
  // The early form opens until the form's code has come and taken it over; this sends by the code.
  await expect(rsvp.locator('[data-early-form]')).toHaveCount(0)
  await expect(rsvp.getByText('Welcome, Familjen 06!')).toBeVisible()
  await expect(rsvp.getByText('Your invitation is for Anna 6, Bo 6')).toBeVisible()
  // The household's members are filled in.
  const guest = (n: number) => rsvp.getByRole('group', { name: `Guest ${n}` })
  await expect(guest(1).getByRole('textbox', { name: 'Name' })).toHaveValue('Anna 6')
  await expect(guest(2).getByRole('textbox', { name: 'Name' })).toHaveValue('Bo 6')
  await guest(1).getByText('Yes', { exact: true }).click()
  await guest(2).getByText('No', { exact: true }).click()
  mkdirSync('test-results/screenshots', { recursive: true })
  await rsvp.scrollIntoViewIfNeeded()
  await guestPage.screenshot({ path: 'test-results/screenshots/guest-list-invitation-form-390.png' })
  await rsvp.getByRole('button', { name: 'Send' }).click()
  await expect(guestPage.getByRole('dialog', { name: 'Thank you!' })).toBeVisible({ timeout: 15_000 })
  mkdirSync('test-results/screenshots', { recursive: true })
  await guestPage.screenshot({
    path: 'test-results/screenshots/guest-list-invitation-390.png',
    fullPage: true,
  })
  await phone.close()

  // The list shows who answered what; a reload is what the page's own polling would bring.
  await page.reload()
  await expect(counts.getByText('Svarat ja').locator('xpath=following-sibling::dd')).toHaveText('1')
  await expect(counts.getByText('Inte svarat').locator('xpath=following-sibling::dd')).toHaveText('29')
  await page.getByRole('button', { name: /^Familjen 06/ }).click()
  await expect(page.getByText(/Anna 6: kommer/)).toBeVisible()
  await expect(page.getByText(/Bo 6: kommer inte/)).toBeVisible()

  // A reminder to the 29 who have not answered.
  await page.getByRole('button', { name: 'Skicka påminnelse' }).click()
  const composer = page.getByRole('dialog', { name: 'Skicka påminnelse' })
  await expect(composer.getByLabel('Till')).toHaveValue('notAnswered')
  await composer.getByRole('button', { name: 'Skicka till 29 hushåll' }).click()
  await expect(composer.getByText('Skickat till 29 hushåll.')).toBeVisible()
  await expect(composer.getByText(/29 hushåll med e-post/).last()).toBeVisible()
  await screenshots(page, 'guest-list-reminder')

  await page.goto(appUrl('/dev/outbox'))
  const mail = page.locator('article').filter({ hasText: `anna8-${stamp}@example.se` })
  await expect(mail).toHaveCount(1)
  await expect(mail.getByRole('heading')).toHaveText('Påminnelse: svara på vår inbjudan')
  await expect(mail).toContainText('Hej Familjen 08!')
  await expect(mail.getByRole('link', { name: /inbjudan=/ })).toBeVisible()
  await expect(mail.getByRole('link', { name: /unsubscribe/ })).toBeVisible()
  await expect(page.locator('article').filter({ hasText: `anna6-${stamp}@example.se` })).toHaveCount(0)

  // The household follows the unsubscribe link and is marked in the list.
  await mail.getByRole('link', { name: /unsubscribe/ }).click()
  await page.getByRole('button', { name: 'Avregistrera' }).click()
  await expect(page.getByRole('status')).toHaveText('Klart. Ni får inga fler mejl om inbjudan.')
  await page.goto(appUrl(`/redigera/${siteId}/gaster`))
  await page.getByRole('button', { name: /^Familjen 08/ }).click()
  await expect(page.getByText('Har avregistrerat sig från mejl.')).toBeVisible()
})
