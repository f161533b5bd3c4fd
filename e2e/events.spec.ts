import { expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { NAME, singleSelect } from '../domain/testing/fixtures.ts'
import {
  addHousehold,
  api,
  appUrl,
  expectAccessible,
  publishedSite,
  screenshots,
  siteUrl,
} from './helpers.ts'

// Several events in one celebration (issue 32): three events, two households invited to different
// ones; each personal link asks and answers only its events, one guest with the script and one
// without; the couple's viewer and osa.xlsx count per event.

/** Invites households to exactly these events by the owner's call, as the guest list's bulk action does. */
async function invite(page: Page, siteId: string, householdIds: string[], eventIds: string[]): Promise<void> {
  const res = await api(page, 'PUT', `/api/sites/${siteId}/events/invitations`, { householdIds, eventIds })
  expect(res.status).toBe(200)
}

const event = (sv: string, start: string) => ({
  title: { sv },
  start,
  place: { name: 'Ulriksdals slott', mapLocation: '' },
  dressCode: '',
  note: '',
})

/** An event added by the owner's call; answers its id. */
async function addEvent(page: Page, siteId: string, title: string, start: string): Promise<string> {
  const res = await api(page, 'POST', `/api/sites/${siteId}/events`, event(title, start))
  expect(res.status).toBe(201)
  return (res.json as { id: string }).id
}

test('each household answers for its own events, with and without JavaScript, and the couple counts per event', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const meal = singleSelect('meal', { sv: 'Matval' }, { fish: { sv: 'Fisk' }, veg: { sv: 'Vegetariskt' } })
  const { siteId, sub } = await publishedSite(page, 'handelser', {
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { sv: 'OSA' },
        oneGuestRsvpButton: { sv: 'Svara' },
        form: { formElements: [NAME, meal] },
      },
    ],
  })
  // Two events beside the wedding (the site's default event, stored by the first change).
  const added = (title: string, start: string) => addEvent(page, siteId, title, start)
  const dinner = await added('Välkomstmiddag', '2027-06-11T19:00')
  const brunch = await added('Brunch', '2027-06-13T11:00')
  // The meal is asked for the dinner only ("Fråga per händelse"), saved as the editor saves.
  const site = (await api(page, 'GET', `/api/sites/${siteId}`)).json as {
    siteModules: { id: string; form?: { formElements: { id: string }[] } }[]
  }
  for (const module of site.siteModules) {
    if (module.id !== 'rsvp' || !module.form) continue
    module.form.formElements = module.form.formElements.map((e) =>
      e.id === 'meal' ? { ...e, eventId: dinner } : e,
    )
  }
  expect((await api(page, 'PUT', `/api/sites/V2/${siteId}`, { site })).status).toBe(200)
  const household = (name: string, member: string) =>
    addHousehold(page, siteId, { name, members: [{ name: member }] })
  const berg = await household('Familjen Berg', 'Anna Berg')
  const ek = await household('Vännerna Ek', 'Erik Ek')
  // Who is invited to what: Berg to the wedding and the dinner, Ek to the wedding and the brunch.
  await invite(page, siteId, [berg._id], ['main', dinner])
  await invite(page, siteId, [ek._id], ['main', brunch])

  // Anna Berg on her phone, with the script: the wedding and the dinner, the meal once she comes.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const guest = await phone.newPage()
  await guest.goto(siteUrl(sub, `/sv?inbjudan=${berg.code}`))
  const rsvp = guest.locator('#osa')
  await rsvp.getByRole('button', { name: 'Svara' }).click()
  await expect(rsvp.getByRole('textbox', { name: 'Namn' })).toHaveValue('Anna Berg')
  const eventGroup = (title: string) => rsvp.getByRole('group', { name: title, exact: true })
  await expect(eventGroup('Bröllopet')).toBeVisible()
  await expect(eventGroup('Välkomstmiddag')).toBeVisible()
  await expect(eventGroup('Brunch')).toHaveCount(0)
  await expect(rsvp.getByRole('group', { name: 'Matval' })).toHaveCount(0)
  await eventGroup('Bröllopet').getByText('Ja, jag kommer').click()
  await eventGroup('Välkomstmiddag').getByText('Ja, jag kommer').click()
  await rsvp.getByRole('group', { name: 'Matval' }).getByText('Fisk').click()
  await expectAccessible(guest, { include: '#osa', wcag22: true })
  await screenshots(guest, 'events-js-form')
  await rsvp.getByRole('button', { name: 'Skicka' }).click()
  await expect(guest.getByRole('dialog', { name: 'Tack!' })).toBeVisible({ timeout: 15_000 })
  await guest.goto(siteUrl(sub, `/sv?inbjudan=${berg.code}`))
  await expect(rsvp.getByRole('heading', { name: 'Ni har svarat' })).toBeVisible()
  await expect(rsvp.locator('dd')).toHaveText(['Anna Berg', 'Ja, jag kommer', 'Ja, jag kommer', 'Fisk'])
  await screenshots(guest, 'events-js-answered')
  // "Ändra mitt svar" opens the form filled in with the answers per event.
  await rsvp.getByRole('button', { name: 'Ändra mitt svar' }).click()
  await expect(eventGroup('Välkomstmiddag').getByRole('radio', { name: 'Ja, jag kommer' })).toBeChecked()
  await phone.close()

  // Erik Ek without the script: the wedding and the brunch, never the dinner or its meal.
  const plain = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })
  const noJs = await plain.newPage()
  await noJs.goto(siteUrl(sub, `/sv?inbjudan=${ek.code}`))
  const form = noJs.locator('#osa')
  await form.getByRole('button', { name: 'Svara' }).click()
  const plainGroup = (title: string) => form.getByRole('group', { name: title, exact: true })
  await expect(plainGroup('Bröllopet')).toBeVisible()
  await expect(plainGroup('Brunch')).toBeVisible()
  await expect(plainGroup('Välkomstmiddag')).toHaveCount(0)
  await expect(form.getByText('Matval')).toHaveCount(0)
  await plainGroup('Bröllopet').getByText('Nej, tyvärr').click()
  await plainGroup('Brunch').getByText('Ja, jag kommer').click()
  await screenshots(noJs, 'events-no-js-form')
  await form.getByRole('button', { name: 'Skicka' }).click()
  await expect(noJs.getByText('Tack för att du OSA')).toBeVisible()
  await noJs.goto(siteUrl(sub, `/sv?inbjudan=${ek.code}`))
  await expect(form.getByRole('heading', { name: 'Ni har svarat' })).toBeVisible()
  await expect(form.locator('dd')).toHaveText(['Erik Ek', 'Nej, tyvärr', 'Ja, jag kommer'])
  await screenshots(noJs, 'events-no-js-answered')
  await plain.close()

  // The couple's viewer: per event, who comes, who does not, who has not said.
  await page.goto(appUrl(`/redigera/${siteId}/visa-osa/`))
  const byEvent = page.getByRole('region', { name: 'Per händelse' })
  await expect(byEvent).toBeVisible()
  const figures = async (eventId: string) =>
    byEvent.locator(`[data-event-stat="${eventId}"] [data-count]`).allTextContents()
  await expect.poll(() => figures('main')).toEqual(['1', '1', '0'])
  expect(await figures(dinner)).toEqual(['1', '0', '0'])
  expect(await figures(brunch)).toEqual(['1', '0', '0'])
  // And per guest: a column per event after the name; an event not invited to is left blank.
  const table = page.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText([
    'Namn',
    'Bröllopet',
    'Välkomstmiddag',
    'Brunch',
    'Välkomstmiddag: Matval',
    'Datum',
    'Ta bort',
  ])
  const cells = async (name: string) =>
    (
      await table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name }) })
        .getByRole('cell')
        .allTextContents()
    ).slice(0, 4)
  const blank = '–Inget svar'
  expect(await cells('Anna Berg')).toEqual(['Kommer', 'Kommer', blank, 'Fisk'])
  expect(await cells('Erik Ek')).toEqual(['Kommer inte', blank, 'Kommer', blank])
  // "Visa bara" offers each event's answers: those coming to the brunch.
  await page.getByLabel('Visa bara').selectOption(`event:${brunch}\u001fyes`)
  await expect(table.getByRole('rowheader')).toHaveText(['Erik Ek'])
  await page.getByRole('button', { name: 'Rensa filter' }).click()
  await expect(table.getByRole('rowheader')).toHaveCount(2)
  await expectAccessible(page, { include: 'main' })
  await screenshots(page, 'events-viewer')
  // Per question: each event counted among the guests invited to it.
  await page.getByRole('link', { name: 'Per fråga' }).click()
  const brunchCard = page.locator(`[data-question="event:${brunch}"]`)
  await expect(brunchCard.getByRole('heading', { name: 'Brunch' })).toBeVisible()
  await expect(brunchCard).toContainText('1 svar av 1 gäst som fick frågan')
  await expect(page.locator(`[data-question="event:main"]`)).toContainText(
    '2 svar av 2 gäster som fick frågan',
  )
  await screenshots(page, 'events-per-question')

  // The guest list: each household with the events it is invited to.
  await page.goto(appUrl(`/redigera/${siteId}/gaster`))
  await expect(page.getByRole('heading', { level: 1, name: 'Gäster' })).toBeVisible()
  await expect(page.getByText('Familjen Berg')).toBeVisible()
  await expectAccessible(page, { include: 'main' })
  await screenshots(page, 'events-guest-list')

  // osa.xlsx: a column per event and the counts in its summary.
  const bytes = await page.evaluate(async (path) => {
    const res = await fetch(path)
    return Array.from(new Uint8Array(await res.arrayBuffer()))
  }, `/api/rsvps/${siteId}/v4/export?lang=sv`)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('Svar')
  if (!sheet) throw new Error('no answers sheet')
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
    expect.arrayContaining(['Bröllopet', 'Välkomstmiddag', 'Brunch', 'Välkomstmiddag: Matval']),
  )
  const summary: unknown[][] = []
  book.getWorksheet('Sammanställning')?.eachRow((row) => {
    summary.push((row.values as unknown[]).slice(1))
  })
  expect(summary).toEqual(
    expect.arrayContaining([
      ['Bröllopet', 'Kommer', 1],
      ['Bröllopet', 'Kommer inte', 1],
      ['Välkomstmiddag', 'Kommer', 1],
      ['Brunch', 'Kommer', 1],
      ['Brunch', 'Inte svarat', 0],
    ]),
  )
})

test('the early form of a household invited to two of three events answers exactly those two', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const { siteId, sub } = await publishedSite(page, 'tidigt', {
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        title: { sv: 'OSA' },
        oneGuestRsvpButton: { sv: 'Svara' },
        form: { formElements: [NAME] },
      },
    ],
  })
  const added = (title: string, start: string) => addEvent(page, siteId, title, start)
  const dinner = await added('Välkomstmiddag', '2027-06-11T19:00')
  const brunch = await added('Brunch', '2027-06-13T11:00')
  const household = (name: string, member: string) =>
    addHousehold(page, siteId, { name, members: [{ name: member }] })
  // Both households are invited to the wedding and the dinner, not to the brunch.
  const lind = await household('Familjen Lind', 'Lisa Lind')
  const holm = await household('Familjen Holm', 'Hugo Holm')
  await invite(page, siteId, [lind._id, holm._id], ['main', dinner])

  const phone = () =>
    browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const eventGroup = (form: ReturnType<Page['locator']>, title: string) =>
    form.getByRole('group', { name: title, exact: true })

  // Lisa: the page's script has run; the form's own code is held back, as on a slow phone, while
  // she answers in the early form the page carries. It takes her answers over when it comes.
  const lisa = await (await phone()).newPage()
  let holding = false
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await lisa.route('**/assets/*.js', async (route) => {
    if (holding) await held
    await route.continue().catch(() => {})
  })
  await lisa.goto(siteUrl(sub, `/sv?inbjudan=${lind.code}`), { waitUntil: 'networkidle' })
  holding = true
  const early = lisa.locator('#osa [data-early-form]')
  await lisa.locator('#osa').getByRole('button', { name: 'Svara' }).click()
  await expect(early.getByRole('textbox', { name: 'Namn' })).toBeVisible()
  await expect(eventGroup(early, 'Bröllopet')).toBeVisible()
  await expect(eventGroup(early, 'Välkomstmiddag')).toBeVisible()
  await expect(eventGroup(early, 'Brunch')).toHaveCount(0)
  await early.getByRole('textbox', { name: 'Namn' }).fill('Lisa Lind')
  await eventGroup(early, 'Bröllopet').getByText('Ja, jag kommer').click()
  await eventGroup(early, 'Välkomstmiddag').getByText('Nej, tyvärr').click()
  release()
  const rsvp = lisa.locator('#osa')
  await expect(early).toHaveCount(0)
  await expect(eventGroup(rsvp, 'Bröllopet').getByRole('radio', { name: 'Ja, jag kommer' })).toBeChecked()
  await expect(eventGroup(rsvp, 'Välkomstmiddag').getByRole('radio', { name: 'Nej, tyvärr' })).toBeChecked()
  await rsvp.getByRole('button', { name: 'Skicka' }).click()
  await expect(lisa.getByRole('dialog', { name: 'Tack!' })).toBeVisible({ timeout: 15_000 })

  // Hugo: no script comes at all; the early form posts itself.
  const hugo = await (await phone()).newPage()
  await hugo.route('**/assets/*.js', () => {})
  await hugo.goto(siteUrl(sub, `/sv?inbjudan=${holm.code}`), { waitUntil: 'commit' })
  const plain = hugo.locator('#osa')
  await plain.getByRole('button', { name: 'Svara' }).click()
  await expect(eventGroup(plain, 'Brunch')).toHaveCount(0)
  await plain.getByRole('textbox', { name: 'Namn' }).fill('Hugo Holm')
  await eventGroup(plain, 'Bröllopet').getByText('Nej, tyvärr').click()
  await eventGroup(plain, 'Välkomstmiddag').getByText('Ja, jag kommer').click()
  await plain.getByRole('button', { name: 'Skicka' }).click()
  await expect(hugo.locator('#osa [role="status"]').filter({ hasText: 'Tack!' })).toBeVisible({
    timeout: 15_000,
  })

  // Stored: each guest's yes or no for the wedding and the dinner, and nothing for the brunch.
  const answers = (await api(page, 'GET', `/api/rsvps/${siteId}/v4`)).json as {
    data: { formElements: { value?: string }[]; events?: Record<string, string | null> }[]
  }
  const byName = Object.fromEntries(answers.data.map((a) => [a.formElements[0]?.value, a.events]))
  expect(byName).toEqual({
    'Lisa Lind': { main: 'yes', [dinner]: 'no' },
    'Hugo Holm': { main: 'no', [dinner]: 'yes' },
  })
  for (const events of Object.values(byName)) expect(Object.keys(events ?? {})).not.toContain(brunch)
})
