import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { admin, api, appUrl, createOwnerAndSite, screenshots, siteUrl, uniqueMail } from './helpers.ts'

// A site of the original product, imported with the operator command line, answered by guests on
// its legacy page (the RSVP with its conditional lower questions, a speech sign-up), then read and
// upgraded by its owner. The page's forms hold a send until its post key is 3.1 s old.

const KEY_SENT_MS = 15_000

test('a guest answers the legacy RSVP and signs up for a speech; the owner reads the answers and upgrades', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const owner = { mail: uniqueMail('legacy'), password: 'hemligt123' }
  // The owner's account (a V2 site comes with it; the legacy site is a second one).
  await createOwnerAndSite(page, owner, { siteModules: [] })
  const sub = `legacy-${Date.now()}`
  const site = JSON.parse(readFileSync('domain/legacy/fixtures/wedding-site.json', 'utf8'))
  site.host = `${sub}.brollopssida.se`
  // The owner had changed the countdown's word for days: it must come along to V2.
  const countdownModule = site.modules.find((m: { module: string }) => m.module === 'countDown')
  countdownModule.properties.find((p: { key: string }) => p.key === 'textDays').value = 'dygn'
  const file = join(tmpdir(), `${sub}.json`)
  writeFileSync(file, JSON.stringify(site))
  const siteId = admin(
    'import-legacy-site',
    '--file',
    file,
    '--mail',
    owner.mail,
    '--rsvps',
    'domain/legacy/fixtures/wedding-rsvps.json',
  ).trim()
  expect(siteId).toMatch(/^[A-Za-z0-9_-]+$/)

  // No language in the path: /sv is the same page at /.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(siteUrl(sub, '/sv'))
  await expect(page).toHaveURL(siteUrl(sub, '/'))
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Johan' })).toBeVisible()
  await expect(page.getByText('Hemlig text')).toHaveCount(0)
  await expect(page.locator('#nedrakning')).toContainText('dygn')
  await screenshots(page, 'legacy-page')

  // The RSVP: two persons; the lower questions show only for the one who answers Ja.
  const rsvp = page.locator('#osa')
  await rsvp.scrollIntoViewIfNeeded()
  await rsvp.getByRole('button', { name: '2', exact: true }).click()
  const first = rsvp.getByRole('group', { name: 'Gäst 1' })
  const second = rsvp.getByRole('group', { name: 'Gäst 2' })
  await expect(first).toBeVisible()
  await first.getByLabel('Namn').fill('Lisa Berg')
  await expect(first.getByText('Vill du ha vegetarisk mat?')).toHaveCount(0)
  await first.getByRole('radio', { name: 'Ja' }).check()
  await expect(first.getByText('Vill du ha vegetarisk mat?')).toBeVisible()
  await first
    .getByRole('group', { name: /Vill du ha vegetarisk mat/ })
    .getByRole('radio', { name: 'Ja' })
    .check()
  await first.getByLabel('Allergier').fill('Nötter')
  await second.getByLabel('Namn').fill('Nils Berg')
  await second
    .getByRole('group', { name: /Kommer du/ })
    .getByRole('radio', { name: 'Nej' })
    .check()
  await expect(second.getByLabel('Allergier')).toHaveCount(0)
  // Going to three persons and back keeps what was typed.
  await rsvp.getByRole('button', { name: '3', exact: true }).click()
  await expect(rsvp.getByRole('group', { name: 'Gäst 3' })).toBeVisible()
  await rsvp.getByRole('button', { name: '2', exact: true }).click()
  await expect(first.getByLabel('Namn')).toHaveValue('Lisa Berg')
  await expect(rsvp.getByRole('group', { name: 'Gäst 3' })).toHaveCount(0)
  await rsvp.scrollIntoViewIfNeeded()
  await screenshots(page, 'legacy-rsvp-form')
  await rsvp.getByRole('button', { name: 'Skicka OSA' }).click()
  await expect(rsvp.getByText('Tack för att du OSA, vi har tagit emot dina uppgifter.')).toBeVisible({
    timeout: KEY_SENT_MS,
  })
  await screenshots(page, 'legacy-rsvp-confirmation')
  await rsvp.getByRole('button', { name: 'Stäng' }).click()
  await expect(rsvp.getByRole('button', { name: '2', exact: true })).toBeVisible()

  // The speech sign-up.
  const speech = page.locator('#tal')
  await speech.getByRole('button', { name: 'Anmäl tal' }).click()
  await speech.getByLabel('Ditt namn').fill('Greta')
  await speech.getByLabel('Vad handlar talet om?').fill('Skolåren')
  await speech.getByRole('button', { name: 'Skicka anmälan' }).click()
  await expect(speech.getByText('Tack för att du anmält dig att tala')).toBeVisible({ timeout: KEY_SENT_MS })

  // The owner reads the answers in the legacy shape, the imported ones too.
  await page.goto(appUrl('/logga-in'))
  const answers = await api(page, 'GET', `/api/rsvps/${siteId}`)
  expect(answers.status).toBe(200)
  const data = JSON.stringify(answers.json)
  for (const text of ['Lisa Berg', 'Nötter', 'Nils Berg', 'Per Ek', 'Eva']) expect(data).toContain(text)

  // The owner's legacy pages: the editor page with the upgrade preview, the legacy answers.
  await page.goto(appUrl(`/redigera/${siteId}`))
  await expect(page.getByRole('heading', { name: 'Sidan är gjord i den äldre redigeraren' })).toBeVisible()
  await expect(page.getByRole('row', { name: /Anmälan av tal Tal Formulär Tal/ })).toBeVisible()
  await expect(page.getByLabel('E-postadress 1').first()).toHaveValue('anna@example.se')
  await screenshots(page, 'legacy-editor')
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.goto(appUrl(`/redigera/${siteId}/visa-osa`))
  await expect(page.getByRole('cell', { name: 'Lisa Berg' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Per Ek' })).toBeVisible()
  await screenshots(page, 'legacy-responses')
  // The wide table scrolls inside the page; the page itself is no wider than a phone.
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.getByRole('row', { name: /Eva/ }).getByRole('button', { name: 'Ta bort' }).click()
  const dialog = page.getByRole('dialog')
  await expect(
    dialog.getByText(
      'Är du säker på att du vill ta bort anmälan från Eva Lind? Åtgärden går inte att ångra och innehållet försvinner permanent.',
    ),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Ta bort' }).click()
  await expect(page.getByRole('row', { name: /Eva/ })).toHaveCount(0)

  // The upgrade's result before it is done: the V2 page in an inert frame the keyboard scrolls.
  await page.goto(appUrl(`/redigera/${siteId}`))
  const preview = page.getByRole('region', { name: 'Så här ser sidan ut efter uppgraderingen' })
  await expect(preview.getByRole('heading', { level: 1, name: 'Anna & Johan' })).toBeVisible()
  await expect(preview.getByText('Välkomna på bröllop!')).toBeVisible()
  await expect(preview.locator('#osa')).toHaveCount(1)
  await expect(preview.getByText('Hemlig text')).toHaveCount(0)
  // The map as the legacy page draws it (the upgrade stores its own picture only when it is done).
  const map = preview.locator('[data-module-type="Location"] img').first()
  await map.scrollIntoViewIfNeeded()
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await preview.screenshot({
    path: 'test-results/screenshots/legacy-upgrade-preview-map.png',
  })
  await preview.evaluate((frame) => frame.scrollTo(0, 0))
  await preview.focus()
  await page.keyboard.press('PageDown')
  await expect.poll(() => preview.evaluate((frame) => frame.scrollTop)).toBeGreaterThan(0)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await preview.screenshot({ path: `test-results/screenshots/legacy-upgrade-preview-${width}.png` })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  }

  // The upgrade: the V2 editor opens with the site's modules, the answers are in the V2 responses.
  await page.getByRole('button', { name: 'Uppgradera sidan' }).click()
  await expect(page.getByRole('toolbar', { name: 'Redigera sidan' })).toBeVisible()
  await expect(page.getByText('Välkomna på bröllop!')).toBeVisible()
  await screenshots(page, 'legacy-upgraded-editor')
  // The countdown's own word is in its V2 settings.
  await page.getByRole('button', { name: 'Inställningar för Nedräkning', exact: true }).click()
  const countdown = page.getByRole('dialog', { name: 'Nedräkning' })
  await expect(countdown.getByLabel('Dagar')).toHaveValue('dygn')
  await expect(countdown.getByLabel('Timmar')).toHaveValue('')
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({
      path: `test-results/screenshots/legacy-upgraded-countdown-settings-${width}.png`,
    })
  }
  await countdown.getByRole('button', { name: 'Avbryt' }).click()
  const v4 = JSON.stringify((await api(page, 'GET', `/api/rsvps/${siteId}/v4`)).json)
  expect(v4).toContain('Lisa Berg')
  expect(v4).not.toContain('Eva')
  const speeches = JSON.stringify((await api(page, 'GET', `/api/form-submissions/${siteId}`)).json)
  expect(speeches).toContain('Skolåren')
  await page.goto(siteUrl(sub, '/'))
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Johan' })).toBeVisible()
  await expect(page.getByText('Välkomna på bröllop!')).toBeVisible()
  await expect(page.locator('#nedrakning')).toContainText('dygn')
  await screenshots(page, 'legacy-page-upgraded')
})
