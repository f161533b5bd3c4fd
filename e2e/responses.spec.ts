import { expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { NAME, singleSelect } from '../domain/testing/fixtures.ts'
import { answerAsGuests, appUrl, expectAccessible, publishedSite, screenshots, siteUrl } from './helpers.ts'

// The owner's responses viewer, end to end: guests answer the RSVP on the published site, the
// owner reads the statistics, sorts, filters, sums up per question, deletes one and exports osa.xlsx.

// The usual RSVP questions without allergies, and a shorter no.
const RSVP_MODULE = {
  id: 'rsvp',
  siteModuleType: 'Rsvp',
  title: { sv: 'OSA', en: 'RSVP' },
  form: {
    formElements: [
      NAME,
      singleSelect(
        'attend',
        { sv: 'Kommer du?', en: 'Are you coming?' },
        { yes: { sv: 'Ja', en: 'Yes' }, no: { sv: 'Nej', en: 'No' } },
      ),
    ],
  },
}

function createOwnerWithRsvpSite(page: Page): Promise<{ siteId: string; sub: string }> {
  return publishedSite(page, 'svar', {
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo', en: 'Anna & Bo' } },
      RSVP_MODULE,
    ],
  })
}

/** The guests' names down the list, as the row headers read. */
async function namesInList(page: Page): Promise<string[]> {
  return page.getByRole('table').getByRole('rowheader').allTextContents()
}

function columnHeader(page: Page, name: string) {
  return page.getByRole('columnheader').filter({ has: page.getByRole('button', { name, exact: true }) })
}

test('the owner reads, sorts, filters, sums up, deletes and exports the guests’ RSVPs', async ({ page }) => {
  test.setTimeout(120_000)
  const { siteId, sub } = await createOwnerWithRsvpSite(page)
  const list = appUrl(`/redigera/${siteId}/visa-osa`)

  // Before anyone has answered: sample answers, clearly marked, nothing to delete or export.
  await page.goto(list)
  await expect(page.getByText('Exempel – så här ser det ut när gästerna har svarat')).toBeVisible()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(7)
  await expect(page.getByRole('button', { name: 'Ladda ner Excel-fil' })).toBeDisabled()
  await expect(page.getByRole('button', { name: /^Ta bort anmälan från/ }).first()).toBeDisabled()
  await screenshots(page, 'responses-demo')

  // Three guests answer on the published site, one party in Swedish and one guest in English.
  await page.goto(siteUrl(sub, '/sv'))
  await answerAsGuests(page, siteId, 'sv', [
    { name: 'Anna Svensson', attend: 'yes' },
    { name: 'Bo Ek', attend: 'no' },
  ])
  await answerAsGuests(page, siteId, 'en', [{ name: 'Cilla Berg', attend: 'yes' }])

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(list)
  await expect(page.getByRole('heading', { level: 1, name: 'Svar från gästerna' })).toBeVisible()
  await expect(page.getByText('Exempel – så här ser det ut')).toHaveCount(0)
  const menu = page.getByRole('navigation', { name: 'Redigera sidan' })
  await expect(menu.getByRole('link', { name: 'Svar' })).toHaveAttribute('aria-current', 'page')

  // Statistics: two parties, three guests, and how each answered 'Kommer du?'.
  const stats = page.getByRole('region', { name: 'Sammanställning' })
  await expect(stats.locator('[data-stat="responses"]')).toHaveText('Anmälningar2')
  await expect(stats.locator('[data-stat="guests"]')).toHaveText('Gäster3')
  await expect(stats.locator('[data-stat="q:attend"]')).toHaveText('Kommer du?Ja2Nej1')
  // The English guest's answer shows in the site's language, coloured as a yes.
  const cilla = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Cilla Berg' }) })
  await expect(cilla.locator('[data-yes-no="yes"]')).toHaveText('Ja')
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Bo Ek' }) })
      .locator('[data-yes-no="no"]'),
  ).toHaveText('Nej')

  // Newest first, then by name both ways, then by date both ways.
  await expect(columnHeader(page, 'Datum')).toHaveAttribute('aria-sort', 'descending')
  expect((await namesInList(page))[0]).toBe('Cilla Berg')
  await page.getByRole('button', { name: 'Namn', exact: true }).click()
  await expect(columnHeader(page, 'Namn')).toHaveAttribute('aria-sort', 'ascending')
  expect(await namesInList(page)).toEqual(['Anna Svensson', 'Bo Ek', 'Cilla Berg'])
  await page.getByRole('button', { name: 'Namn', exact: true }).click()
  await expect(columnHeader(page, 'Namn')).toHaveAttribute('aria-sort', 'descending')
  expect(await namesInList(page)).toEqual(['Cilla Berg', 'Bo Ek', 'Anna Svensson'])
  await page.getByRole('button', { name: 'Datum', exact: true }).click()
  await expect(columnHeader(page, 'Datum')).toHaveAttribute('aria-sort', 'ascending')
  const oldestFirst = await namesInList(page)
  expect(oldestFirst[2]).toBe('Cilla Berg')
  await page.getByRole('button', { name: 'Datum', exact: true }).click()
  await expect(columnHeader(page, 'Datum')).toHaveAttribute('aria-sort', 'descending')
  expect(await namesInList(page)).toEqual([...oldestFirst].reverse())

  // Filters: by text, then by an answer.
  await page.getByLabel('Sök bland svaren').fill('cilla')
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['Cilla Berg'])
  await expect(page.getByText('Visar 1 av 3 gäster')).toBeVisible()
  await page.getByLabel('Sök bland svaren').fill('')
  await page.getByLabel('Visa bara').selectOption({ label: 'Nej (1)' })
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveText(['Bo Ek'])
  await page.getByRole('button', { name: 'Rensa filter' }).click()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(3)

  await expectAccessible(page)
  await screenshots(page, 'responses-list')

  // The phone's menu opens over the page.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Meny' }).click()
  await expect(menu.getByRole('link', { name: 'Min sida' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screenshots/responses-menu-390.png' })
  await page.keyboard.press('Escape')
  await expect(menu.getByRole('link', { name: 'Min sida' })).toBeHidden()
  await page.setViewportSize({ width: 1440, height: 900 })

  // Per question.
  await page.getByRole('link', { name: 'Per fråga' }).click()
  await expect(page).toHaveURL(appUrl(`/redigera/${siteId}/visa-osa/fragor/`))
  const attend = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Kommer du?' }) })
  await expect(attend.getByRole('listitem')).toHaveText(['Ja267 %', 'Nej133 %'])
  const names = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Namn' }) })
  await expect(names.getByRole('listitem')).toHaveCount(3)
  await screenshots(page, 'responses-questions')
  await page.getByRole('link', { name: 'Lista', exact: true }).click()
  await expect(page.getByRole('table')).toBeVisible()

  // Delete Bo after the confirmation; he stays gone after a reload.
  await page.getByRole('button', { name: 'Ta bort anmälan från Bo Ek' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ta bort anmälan?' })
  await expect(dialog).toContainText(
    'Är du säker på att du vill ta bort anmälan från Bo Ek? Åtgärden går inte att ångra och innehållet försvinner permanent.',
  )
  await screenshots(page, 'responses-delete')
  await dialog.getByRole('button', { name: 'Ta bort' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(2)
  await page.reload()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(2)
  await expect(page.getByRole('rowheader', { name: 'Bo Ek' })).toHaveCount(0)
  await expect(stats.locator('[data-stat="guests"]')).toHaveText('Gäster2')

  // osa.xlsx: headings in Swedish, one row per remaining guest.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Ladda ner Excel-fil/ }).click(),
  ])
  expect(download.suggestedFilename()).toBe('osa.xlsx')
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await download.path())
  const sheet = book.getWorksheet('Svar')
  if (!sheet) throw new Error('osa.xlsx has no sheet Svar')
  const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1)
  expect(values(1)).toEqual(['Datum (Europe/Stockholm)', 'Grupp', 'Formulär', 'Namn', 'Kommer du?'])
  expect(sheet.rowCount).toBe(3)
  const rows = [values(2), values(3)].map((r) => [r[1], r[2], r[3], r[4]])
  expect(rows).toEqual(
    expect.arrayContaining([
      [1, 'OSA', 'Anna Svensson', 'Ja'],
      [2, 'OSA', 'Cilla Berg', 'Ja'],
    ]),
  )
  expect(values(2)[0]).toBeInstanceOf(Date)

  // The Formulär tab: this site has no form module and no answers, so it shows a sample form.
  await page.getByRole('tab', { name: 'Formulär' }).click()
  await expect(page).toHaveURL(/[?&]flik=formular/)
  const formPanel = page.getByRole('tabpanel', { name: 'Formulär' })
  await expect(formPanel.getByText('Exempel – så här ser det ut när gästerna har svarat')).toBeVisible()
  await expect(formPanel.getByRole('button', { name: 'Vad vill du bidra med?' })).toBeVisible()
  await screenshots(page, 'responses-forms')
  await page.getByRole('tab', { name: 'OSA' }).click()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(2)

  // The other pages share the menu: home is current there; feedback and help open dialogs.
  await page
    .getByRole('navigation', { name: 'Redigera sidan' })
    .getByRole('link', { name: 'Min sida' })
    .click()
  await expect(page).toHaveURL(appUrl(`/redigera/${siteId}/`))
  await expect(menu.getByRole('link', { name: 'Min sida' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('toolbar', { name: 'Redigera sidan' })).toBeVisible()
  await screenshots(page, 'responses-home')

  await page.setViewportSize({ width: 1440, height: 900 })
  await page.getByRole('button', { name: 'Hjälp' }).click()
  const help = page.getByRole('dialog', { name: 'Hjälp' })
  await expect(help.getByRole('link', { name: 'hej@brollopssida.se' })).toHaveAttribute(
    'href',
    'mailto:hej@brollopssida.se',
  )
  await help.getByRole('button', { name: 'Stäng' }).click()

  await page.getByRole('button', { name: 'Tyck till' }).click()
  const feedback = page.getByRole('dialog', { name: 'Tyck till' })
  await feedback.getByLabel('Din feedback').fill('Svarslistan är tydlig!')
  await feedback.getByRole('checkbox', { name: 'Jag vill ha svar' }).check()
  await expect(feedback.getByLabel('Din e-postadress')).not.toHaveValue('')
  await screenshots(page, 'responses-feedback')
  await feedback.getByRole('button', { name: 'Skicka' }).click()
  await expect(feedback.getByText('Tack för din feedback!')).toBeVisible()
})

test('the responses viewer keeps group numbers after a delete and its yes/no chips keep their shape on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const { siteId, sub } = await publishedSite(page, 'chips', {
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { sv: 'OSA' },
        form: {
          formElements: [
            NAME,
            // A long question: on a phone its label takes several lines beside the answer.
            singleSelect(
              'attend',
              { sv: 'Kommer du till både vigseln i kyrkan och middagen på kvällen?' },
              { yes: { sv: 'Ja' }, no: { sv: 'Nej' } },
            ),
          ],
        },
      },
    ],
  })
  await page.goto(siteUrl(sub, '/sv'))
  await answerAsGuests(page, siteId, 'sv', [{ name: 'Anna Svensson', attend: 'yes' }])
  await answerAsGuests(page, siteId, 'sv', [{ name: 'Bo Ek', attend: 'no' }])
  await answerAsGuests(page, siteId, 'sv', [{ name: 'Cilla Berg', attend: 'yes' }])

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(appUrl(`/redigera/${siteId}/visa-osa`))
  const row = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
  await expect(row('Cilla Berg')).toContainText('Grupp 3')

  // The chips are one line high, however many lines the question beside them takes.
  for (const chip of await page.getByRole('table').locator('[data-yes-no]').all()) {
    const box = await chip.boundingBox()
    expect(box?.height).toBeLessThan(32)
  }
  await screenshots(page, 'responses-chips')

  // Deleting Bo's party moves no other number.
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole('button', { name: 'Ta bort anmälan från Bo Ek' }).click()
  await page
    .getByRole('dialog', { name: 'Ta bort anmälan?' })
    .getByRole('button', { name: 'Ta bort' })
    .click()
  await expect(page.getByRole('table').getByRole('rowheader')).toHaveCount(2)
  await page.reload()
  await expect(row('Anna Svensson')).toContainText('Grupp 1')
  await expect(row('Cilla Berg')).toContainText('Grupp 3')
})
