import { mkdirSync, writeFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { NAME, singleSelect } from '../domain/testing/fixtures.ts'
import { appUrl, expectAccessible, publishedSite, screenshots } from './helpers.ts'

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

  // Then more guests from Swedish Excel's "CSV (semikolonavgränsad)": Windows-1252, with a household
  // that the first file already brought, which is named and left out instead of added twice.
  const csv = `test-results/gaster-${stamp}.csv`
  writeFileSync(
    csv,
    Buffer.from('Hushåll;Namn\r\nFamiljen 01;Anna 1\r\nFamiljen Öberg;Märta Öberg\r\n', 'latin1'),
  )
  await page.getByRole('button', { name: 'Importera', exact: true }).click()
  await dialog.getByLabel('Fil').setInputFiles(csv)
  await expect(dialog.getByText('Familjen Öberg · Märta Öberg')).toBeVisible()
  await expect(dialog.getByText('1 hushåll finns redan i gästlistan och läggs inte till igen:')).toBeVisible()
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Familjen 01$/ })).toBeVisible()
  await screenshots(page, 'guest-list-import-duplicates')
  await page.setViewportSize({ width: 1440, height: 900 })
  await dialog.getByRole('button', { name: 'Importera 1 hushåll' }).click()
  await expect(dialog.getByText('1 hushåll har lagts till.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Stäng' }).click()

  const counts = page.getByLabel('Sammanställning')
  await expect(counts.getByText('Inbjudna').locator('xpath=following-sibling::dd')).toHaveText(
    '31 hushåll, 41 personer',
  )
  await expect(counts.getByText('Inte svarat').locator('xpath=following-sibling::dd')).toHaveText(
    '31 hushåll, 41 personer',
  )
  await expect(page.getByText('Visar 31 av 31 hushåll')).toBeVisible()
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
  await expectAccessible(page)

  // The household's guests on two phones, both with the link open before either answers.
  const phones = await Promise.all(
    [1, 2].map(() =>
      browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
    ),
  )
  const [guestPage, otherPage] = await Promise.all(phones.map((phone) => phone.newPage()))
  if (!guestPage || !otherPage) throw new Error('two phones')
  await otherPage.goto(link ?? '')
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
  const guest = (n: number, on = rsvp) => on.getByRole('group', { name: `Guest ${n}` })
  await expect(guest(1).getByRole('textbox', { name: 'Name' })).toHaveValue('Anna 6')
  await expect(guest(2).getByRole('textbox', { name: 'Name' })).toHaveValue('Bo 6')
  const answer = async (on: typeof rsvp, anna: 'Yes' | 'No', bo: 'Yes' | 'No') => {
    await guest(1, on).getByText(anna, { exact: true }).click()
    await guest(2, on).getByText(bo, { exact: true }).click()
  }
  await answer(rsvp, 'No', 'No')
  mkdirSync('test-results/screenshots', { recursive: true })
  await rsvp.scrollIntoViewIfNeeded()
  await guestPage.screenshot({ path: 'test-results/screenshots/guest-list-invitation-form-390.png' })
  await rsvp.getByRole('button', { name: 'Send' }).click()
  const thanked = (on: typeof guestPage) =>
    expect(on.getByRole('dialog', { name: 'Thank you!' })).toBeVisible({ timeout: 15_000 })
  await thanked(guestPage)
  await guestPage.screenshot({
    path: 'test-results/screenshots/guest-list-invitation-390.png',
    fullPage: true,
  })

  // The other phone, its page from before that answer, answers otherwise: the household has one
  // answer, the later one, and the first phone shows it after a reload.
  const other = otherPage.locator('#rsvp')
  await other.getByRole('button', { name: '2', exact: true }).click()
  await answer(other, 'Yes', 'Yes')
  await other.getByRole('button', { name: 'Send' }).click()
  await thanked(otherPage)
  const householdAnswer = (on: typeof guestPage) =>
    on.locator('#rsvp').getByRole('region', { name: 'Your household has answered' }).locator('dd')
  await guestPage.reload()
  await expect(householdAnswer(guestPage)).toHaveText(['Anna 6', 'Yes', 'Bo 6', 'Yes'])

  // Both change it at once: the first phone's send is held on its way until the other's is stored,
  // so the first phone's arrives last and is the household's answer.
  await rsvp.getByRole('button', { name: 'Change my answer' }).click()
  await answer(rsvp, 'Yes', 'No')
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const firstOnItsWay = new Promise<void>((resolve) =>
    guestPage.route('**/api/rsvps/*/v4/', async (route) => {
      resolve()
      await held
      await route.continue()
    }),
  )
  await rsvp.getByRole('button', { name: 'Send' }).click()
  await firstOnItsWay
  await otherPage.reload()
  await expect(householdAnswer(otherPage)).toHaveText(['Anna 6', 'Yes', 'Bo 6', 'Yes'])
  await other.getByRole('button', { name: 'Change my answer' }).click()
  await answer(other, 'No', 'Yes')
  await other.getByRole('button', { name: 'Send' }).click()
  await thanked(otherPage)
  release()
  await thanked(guestPage)
  await otherPage.reload()
  await expect(householdAnswer(otherPage)).toHaveText(['Anna 6', 'Yes', 'Bo 6', 'No'])
  await Promise.all(phones.map((phone) => phone.close()))

  // The list shows the household's one answer; a reload is what the page's own polling would bring.
  await page.reload()
  await expect(counts.getByText('Svarat ja').locator('xpath=following-sibling::dd')).toHaveText(
    '1 hushåll, 2 personer',
  )
  await expect(counts.getByText('Inte svarat').locator('xpath=following-sibling::dd')).toHaveText(
    '30 hushåll, 39 personer',
  )
  await page.getByRole('button', { name: /^Familjen 06/ }).click()
  await expect(page.getByText(/Anna 6: kommer/)).toBeVisible()
  await expect(page.getByText(/Bo 6: kommer inte/)).toBeVisible()
  await expect(page.getByText(/ 6: kommer/)).toHaveCount(2)

  // A reminder to the 29 who have not answered.
  await page.getByRole('button', { name: 'Skicka påminnelse' }).click()
  const composer = page.getByRole('dialog', { name: 'Skicka påminnelse' })
  await expect(composer.getByLabel('Till')).toHaveValue('notAnswered')
  // The site is in English only: the reminder is offered in English, not in the owner's Swedish.
  await expect(composer.getByLabel('Språk')).toHaveValue('en')
  await expect(composer.getByLabel('Språk').getByRole('option')).toHaveText(['Engelska'])
  await composer.getByRole('button', { name: 'Skicka till 29 hushåll' }).click()
  await expect(composer.getByText('Skickat till 29 hushåll.')).toBeVisible()
  await expect(composer.getByText(/29 hushåll med e-post/).last()).toBeVisible()
  await screenshots(page, 'guest-list-reminder')

  await page.goto(appUrl('/dev/outbox'))
  const mail = page.locator('article').filter({ hasText: `anna8-${stamp}@example.se` })
  await expect(mail).toHaveCount(1)
  // From the couple as the site's header names them, and a reply reaches the owner (issue 31).
  await expect(mail.getByRole('heading')).toHaveText('Reminder: please answer the invitation from Anna & Bo')
  await expect(mail).toContainText('Hi Familjen 08!')
  await expect(mail).toContainText('Warm regards\nAnna & Bo')
  await expect(mail.locator('.from')).toHaveText('Anna & Bo via Bröllopssida')
  await expect(mail.locator('.reply-to')).toHaveText(/@/)
  await expect(mail.getByRole('link', { name: /inbjudan=/ })).toBeVisible()
  await expect(mail.getByRole('link', { name: /unsubscribe/ })).toBeVisible()
  await expect(page.locator('article').filter({ hasText: `anna6-${stamp}@example.se` })).toHaveCount(0)

  // The household follows the unsubscribe link and is marked in the list.
  await mail.getByRole('link', { name: /unsubscribe/ }).click()
  // In the mail's language, English.
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(page.getByRole('status')).toHaveText('Done. You will get no more mails about the invitation.')
  await page.goto(appUrl(`/redigera/${siteId}/gaster`))
  await page.getByRole('button', { name: /^Familjen 08/ }).click()
  await expect(page.getByText('Har avregistrerat sig från mejl.')).toBeVisible()
})
