import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { appUrl, expectAccessible, publishedSite, screenshots, siteUrl } from './helpers.ts'

// The programme (issue 32): the couple writes the events on the programme page, orders and deletes
// them, adds the Programme module, and guests see it with and without a script, with calendar files.

test('the programme: events written on their page, shown by the module with and without a script, in a calendar', async ({
  page,
  browser,
}) => {
  const { siteId, sub } = await publishedSite(page, 'program', {
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } },
      { id: 't', siteModuleType: 'Text', title: { sv: 'Välkomna' }, text: { sv: '<p>Vi gifter oss.</p>' } },
    ],
  })

  // The programme page: the site's default event, then three of the couple's own.
  await page.goto(appUrl(`/redigera/${siteId}/`))
  await page
    .getByRole('navigation', { name: 'Redigera sidan' })
    .getByRole('link', { name: 'Program' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Bröllopet' })).toBeVisible()
  const add = async (event: {
    title: string
    date: string
    start: string
    end?: string
    place?: string
    map?: string
    dress?: string
  }) => {
    await page.getByRole('button', { name: 'Lägg till händelse' }).click()
    const form = page.getByRole('form', { name: 'Ny händelse' })
    await form.getByLabel('Rubrik (svenska)').fill(event.title)
    await form.getByLabel('Datum', { exact: true }).fill(event.date)
    await form.getByLabel('Starttid').fill(event.start)
    if (event.end) await form.getByLabel('Sluttid').fill(event.end)
    if (event.place) await form.getByLabel('Plats', { exact: true }).fill(event.place)
    if (event.map) await form.getByLabel('Adress för kartan').fill(event.map)
    if (event.dress) await form.getByLabel('Klädkod').fill(event.dress)
    await form.getByRole('button', { name: 'Spara' }).click()
    await expect(form).toBeHidden()
    await expect(page.getByRole('heading', { level: 2, name: event.title })).toBeVisible()
  }
  await add({
    title: 'Middag och fest',
    date: '2027-03-27',
    start: '18:00',
    end: '02:00',
    place: 'Grand Hôtel',
    map: 'Södra Blasieholmshamnen 8, Stockholm',
    dress: 'Mörk kostym',
  })
  await add({
    title: 'Vigsel',
    date: '2027-03-27',
    start: '15:00',
    place: 'Storkyrkan',
    map: 'Storkyrkan, Stockholm',
  })
  await add({ title: 'Brunch', date: '2027-03-28', start: '11:00', place: 'Hotellet' })
  await expect(page.getByText('Du har 4 av högst 20 händelser.')).toBeVisible()

  // Vigsel moved up with the keyboard; the default event deleted after a question.
  const titles = () => page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
  await page.getByRole('button', { name: 'Flytta upp Vigsel' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Vigsel flyttades till plats 2.')).toBeAttached()
  await expect(page.getByRole('button', { name: 'Flytta upp Vigsel' })).toBeFocused()
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Bröllopet' })
    .getByRole('button', { name: 'Ta bort' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Ta bort Bröllopet?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Ta bort händelsen' }).click()
  await expect(dialog).toBeHidden()
  await expect.poll(titles).toEqual(['Vigsel', 'Middag och fest', 'Brunch'])
  await page.reload()
  await expect.poll(titles).toEqual(['Vigsel', 'Middag och fest', 'Brunch'])
  await expect(page.getByText('lör 27 mars 2027, 18:00–02:00')).toBeVisible()
  await expectAccessible(page, { include: 'main' })
  await screenshots(page, 'programme-page')
  // An event opened in place shows what was saved: its end the night after.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Middag och fest' })
    .getByRole('button', { name: 'Ändra' })
    .click()
  const editing = page.getByRole('form', { name: 'Ändra Middag och fest' })
  await expect(editing.getByLabel('Slutdatum')).toHaveValue('2027-03-28')
  await expect(editing.getByLabel('Klädkod')).toHaveValue('Mörk kostym')
  await screenshots(page, 'programme-edit')
  await page.keyboard.press('Escape')
  await expect(editing).toBeHidden()

  // The module, added from Välj modul like any other.
  await page.goto(appUrl(`/redigera/${siteId}`))
  await expect(page.getByRole('toolbar', { name: 'Redigera sidan' })).toBeVisible()
  await page.getByRole('button', { name: 'Lägg till modul', exact: true }).click()
  const choose = page.getByRole('dialog', { name: 'Välj modul' })
  await choose.getByRole('button', { name: 'Program', exact: true }).click()
  await expect(choose).toBeHidden()
  await expect(page.locator('[data-module-type="Programme"]')).toBeVisible()
  // The editor's canvas shows the owner's own events, as guests will see them.
  await expect(
    page.locator('[data-module-type="Programme"]').getByRole('heading', { level: 3, name: 'Vigsel' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()

  // The guest page lists the events in order, with their times, places, map and calendar links.
  const guestPage = async (target: Page) => {
    await target.goto(siteUrl(sub, '/sv'))
    await expect(target.getByRole('heading', { level: 2, name: 'Programmet' })).toBeVisible()
    await expect
      .poll(() => target.getByRole('heading', { level: 3 }).allTextContents())
      .toEqual(['Vigsel', 'Middag och fest', 'Brunch'])
    await expect(target.getByText('18:00–02:00')).toBeVisible()
    await expect(target.getByText('Mörk kostym')).toBeVisible()
    await expect(target.getByRole('link', { name: 'Lägg till i kalendern (Vigsel)' })).toBeVisible()
    await expect(target.getByRole('link', { name: /Visa på karta/ }).first()).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Storkyrkan%2C%20Stockholm',
    )
  }
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await guestPage(page)
  // The events' own chunk arrives after the first load and hydrates what the server drew, silently.
  await expect(page.getByRole('link', { name: 'Lägg till i kalendern (Brunch)' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Lägg till i kalendern (Middag och fest)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('middag-och-fest.ics')
  const ics = readFileSync((await file.path()) as string, 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR')
  expect(ics).toContain('SUMMARY:Middag och fest')
  // 18:00 in Stockholm before the spring change; 02:00 the next night is when the clocks jump to 03:00.
  expect(ics).toContain('DTSTART:20270327T170000Z')
  expect(ics).toContain('DTEND:20270328T010000Z')
  const all = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Lägg till hela programmet i kalendern' }).click()
  expect(readFileSync((await (await all).path()) as string, 'utf8').match(/BEGIN:VEVENT/g)).toHaveLength(3)
  await page.getByRole('heading', { level: 2, name: 'Programmet' }).scrollIntoViewIfNeeded()
  await screenshots(page, 'programme-module')

  // Without a script the page is the same: the server rendered it.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const noScript = await plain.newPage()
  await guestPage(noScript)
  await plain.close()
})
