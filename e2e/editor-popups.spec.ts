import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test'
import { DESIGN_TEMPLATES, templateColorScheme } from '../domain/design/design-templates.ts'
import { hexToHsla } from '../domain/design/hex-hsl.ts'
import { hslaCss } from '../domain/design/hsla-css.ts'
import { admin, api, appUrl, screenshots, siteUrl, uniqueMail } from './helpers.ts'

// The header gets a demo image (served at /media/demo/), so theme9's title alignment tools show.
const MEDIA = join(import.meta.dirname, '..', 'server', 'demo', 'media')
const meadow = (JSON.parse(readFileSync(join(MEDIA, 'index.json'), 'utf8')) as Record<string, unknown>).meadow
// No internet in tests: YouTube's thumbnails are answered with a local picture, the rest refused.
const THUMBNAIL = readFileSync(join(MEDIA, 'meadow-1200.jpg'))
const YOUTUBE_URL = 'https://youtu.be/dQw4w9WgXcQ'

const PASSWORD = 'tårta2027'
const CUSTOM_PRIMARY = '#e8a87c'

function template(name: string) {
  const found = DESIGN_TEMPLATES.find((t) => t.name === name)
  if (!found) throw new Error(`no design template ${name}`)
  return found
}
const VINTAGE = template('vintage')
const MIDNIGHT = template('midnight')

async function fakeYouTube(target: Page | BrowserContext) {
  await target.route(/youtube|ytimg/, (route) =>
    /^https:\/\/i\.ytimg\.com\/vi\/[\w-]{11}\/(maxres|sd)default\.jpg$/.test(route.request().url())
      ? route.fulfill({ contentType: 'image/jpeg', body: THUMBNAIL })
      : route.abort(),
  )
}

/** Registers an owner and creates a two-language wedding site whose header has an image. */
async function createSite(page: Page): Promise<string> {
  const reg = await api(page, 'POST', '/api/accounts/register/', {
    mail: uniqueMail('popups'),
    password: 'hemligt123',
  })
  expect(reg.status).toBe(201)
  const created = await api(page, 'POST', '/api/sites/V2', {
    wizardData: null,
    site: {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
      siteModules: [
        {
          id: 'h',
          siteModuleType: 'Header',
          title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
          secondLine: { sv: '12 juni 2027', en: '12 June 2027' },
          verticalAlignment: 0,
          image: { image: meadow, userSelectedImageSize: 'LARGE' },
        },
        {
          id: 't',
          siteModuleType: 'Text',
          title: { sv: 'Välkomna', en: 'Welcome' },
          text: { sv: '<p>Vi gifter oss.</p>', en: '<p>We are getting married.</p>' },
        },
      ],
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return (created.json as { site: { _id: string } }).site._id
}

const moduleOfType = (page: Page, type: string) => page.locator(`[data-module-type="${type}"]`)
const pageRoot = (page: Page) => page.locator('[data-part="page"]')
const cssVar = (page: Page, name: string) =>
  pageRoot(page).evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name)
const actionBar = (page: Page) => page.getByRole('toolbar', { name: 'Redigera sidan' })

/** Both widths, then back to the width the test works at (below the docked-drawer width). */
async function shoot(page: Page, name: string) {
  await screenshots(page, name)
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function openEditor(page: Page, siteId: string) {
  await page.goto(appUrl(`/redigera/${siteId}`))
  await expect(actionBar(page)).toBeVisible()
  await expect(page.locator('[data-module-id]').first()).toBeVisible()
}

async function addModule(page: Page, label: string, shot?: string) {
  await page.getByRole('button', { name: 'Lägg till modul', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Välj modul' })
  await expect(dialog).toBeVisible()
  if (shot) await shoot(page, shot)
  await dialog.getByRole('button', { name: label, exact: true }).click()
  await expect(dialog).toBeHidden()
}

async function openSettings(page: Page, type: string, title = `Inställningar för ${type}`): Promise<Locator> {
  await page.getByRole('button', { name: `Inställningar för ${type}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog).toBeVisible()
  return dialog
}

async function openDrawer(page: Page, name: 'Design' | 'Mer'): Promise<Locator> {
  await actionBar(page).getByRole('button', { name, exact: true }).click()
  const drawer = page.getByRole('dialog', { name })
  await expect(drawer).toBeVisible()
  return drawer
}

async function closeDrawer(drawer: Locator) {
  await drawer.getByRole('button', { name: 'Stäng' }).first().click()
  await expect(drawer).toBeHidden()
}

/** A datetime-local value some days ahead at 15:00, in this machine's (and the browser's) time. */
function localDateAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T15:00`
}

/** The badge logo's circle and initials colours: 'same' when the initials cannot be seen. */
async function badgeFills(logo: Locator): Promise<string> {
  return logo.locator('svg').evaluate((svg) => {
    const circle = svg.querySelector('circle')
    const initials = svg.querySelector('text')
    if (!circle || !initials) return 'missing'
    const a = getComputedStyle(circle).fill
    const b = getComputedStyle(initials).fill
    return a === b ? 'same' : `${a} / ${b}`
  })
}

async function daysLeft(scope: Locator): Promise<number> {
  return Number(await scope.locator('[data-unit="day"] > span').first().textContent())
}

test('editor popups and drawers: RSVP, form, gifts, countdown, video, design, password, mail; guests see it', async ({
  page,
  browser,
}) => {
  // A long journey with 20-odd pairs of full-page screenshots, the mail settings' among them; on a
  // busy shared machine it took 3.2 minutes.
  // Past 240 s once with two workers at a load average of 10 (each full-page screenshot 3 to 5 s).
  test.setTimeout(360_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await fakeYouTube(page)
  const siteId = await createSite(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await openEditor(page, siteId)
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()

  // --- 1. The RSVP: questions in both languages, a conditional question, max guests, a recipient.
  await addModule(page, 'OSA', 'popups-add-module')
  await expect(moduleOfType(page, 'Rsvp')).toHaveCount(1)
  const rsvp = await openSettings(page, 'OSA')
  await expect(rsvp.getByRole('tab', { name: 'Frågor' })).toHaveAttribute('aria-selected', 'true')
  const question = (n: number) => rsvp.getByRole('region', { name: new RegExp(`^Fråga ${n}\\b`) })
  const label = (n: number, language: 'Svenska' | 'Engelska') =>
    question(n).getByRole('group', { name: 'Frågan' }).getByRole('textbox', { name: language })
  const answer = (n: number, a: number, language: 'Svenska' | 'Engelska') =>
    question(n)
      .getByRole('group', { name: `Svar ${a}`, exact: true })
      .getByRole('textbox', { name: language })
  await expect(question(1)).toContainText('Kort svar')
  await expect(question(2)).toContainText('Flerval')
  await expect(label(2, 'Svenska')).toHaveValue('Kommer du?')
  await expect(answer(2, 1, 'Svenska')).toHaveValue('Ja')
  await expect(answer(2, 2, 'Svenska')).toHaveValue('Nej')

  await label(1, 'Svenska').fill('Ditt namn')
  await label(1, 'Engelska').fill('Your name')
  await answer(2, 1, 'Engelska').fill('Yes, gladly')
  await answer(2, 2, 'Engelska').fill('Sorry, no')
  // A question without its text in the site's first language keeps the popup open and points at
  // the empty field; another language may stay empty (guests read the Swedish text meanwhile).
  await label(2, 'Svenska').fill('')
  await expect(question(2).getByText('Skriv frågan.')).toBeVisible()
  await rsvp.getByRole('button', { name: 'Klar' }).click()
  await expect(rsvp.getByRole('alert')).toHaveText(
    'Några frågor eller svar saknar text. Fyll i det markerade innan du stänger.',
  )
  await expect(label(2, 'Svenska')).toBeFocused()
  await label(2, 'Svenska').fill('Kommer du?')
  await expect(question(2).getByText('Skriv frågan.')).toHaveCount(0)
  await label(2, 'Engelska').fill('Will you come?')

  // A short answer shown only to guests who answer Ja to "Kommer du?".
  await rsvp
    .getByRole('group', { name: 'Lägg till en fråga:' })
    .getByRole('button', { name: 'Kort svar' })
    .click()
  await expect(question(3)).toContainText('Kort svar')
  await expect(label(3, 'Svenska')).toBeFocused()
  await label(3, 'Svenska').fill('Har du någon allergi?')
  await label(3, 'Engelska').fill('Any food allergies?')
  await expect(question(3).getByRole('radio', { name: 'Visa alltid' })).toBeChecked()
  await question(3).getByRole('radio', { name: 'Visa bara om…' }).check()
  const conditionQuestion = question(3).getByRole('combobox', { name: 'Frågan' })
  const conditionAnswer = question(3).getByRole('combobox', { name: 'har svaret' })
  await expect(conditionQuestion.locator('option:checked')).toHaveText('Kommer du?')
  await conditionAnswer.selectOption({ label: 'Nej' })
  await expect(conditionAnswer.locator('option:checked')).toHaveText('Nej')
  await conditionAnswer.selectOption({ label: 'Ja' })
  await expect(conditionAnswer.locator('option:checked')).toHaveText('Ja')
  await shoot(page, 'popup-rsvp-questions')

  await rsvp.getByRole('tab', { name: 'Övrigt' }).click()
  await rsvp.getByRole('combobox', { name: 'Antal gäster i samma svar' }).selectOption('3')
  const recipient = rsvp.getByRole('textbox', { name: 'E-postadress 1' })
  await recipient.fill('anna@')
  await recipient.blur()
  await expect(rsvp.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toBeVisible()
  await recipient.fill('anna@example.se')
  await recipient.blur()
  await expect(rsvp.getByText('Skriv en giltig e-postadress, till exempel namn@exempel.se.')).toHaveCount(0)
  await shoot(page, 'popup-rsvp-other')
  await rsvp.getByRole('button', { name: 'Klar' }).click()
  await expect(rsvp).toBeHidden()
  // Max 3 guests: the page offers 1 to 3 (the group's label is an editable text in the editor).
  await expect(moduleOfType(page, 'Rsvp').getByRole('button', { name: /^[1-5]$/ })).toHaveText([
    '1',
    '2',
    '3',
  ])

  // The speech form: its show-form button in both languages, answers mailed to the toastmaster.
  await addModule(page, 'Anmälan av tal')
  const form = await openSettings(page, 'Anmälan av tal')
  await form.getByRole('tab', { name: 'Knappar' }).click()
  const showButton = form.getByRole('group', { name: 'Knapp som visar formuläret' })
  await showButton.getByRole('textbox', { name: 'Svenska' }).fill('Anmäl ditt tal')
  await showButton.getByRole('textbox', { name: 'Engelska' }).fill('Sign up to speak')
  await shoot(page, 'popup-form-buttons')
  await form.getByRole('tab', { name: 'Bekräftelse' }).click()
  await form.getByRole('textbox', { name: 'E-postadress 1' }).fill('toastmaster@example.se')
  await form.getByRole('button', { name: 'Klar' }).click()
  await expect(form).toBeHidden()
  await expect(moduleOfType(page, 'Form')).toContainText('Anmäl ditt tal')

  // --- 2. The gift registry: three wishes, one wanted twice, one not reservable.
  await addModule(page, 'Önskelista')
  const gifts = await openSettings(page, 'Önskelista', 'Önskelista')
  await expect(gifts.getByText('Önskelistan är tom än så länge.')).toBeVisible()
  const addGift = async (title: string, set: () => Promise<void> = async () => {}, shot?: string) => {
    await gifts.getByRole('button', { name: 'Lägg till önskning' }).click()
    await expect(gifts.getByRole('heading', { name: 'Redigera önskning' })).toBeFocused()
    await gifts.getByRole('group', { name: 'Titel' }).getByRole('textbox', { name: 'Svenska' }).fill(title)
    await set()
    if (shot) await shoot(page, shot)
    await gifts.getByRole('button', { name: 'Tillbaka till listan' }).click()
    await expect(gifts.getByRole('tab', { name: 'Lista' })).toBeVisible()
  }
  await addGift('Kaffekvarn', () =>
    gifts
      .getByRole('group', { name: 'Beskrivning' })
      .getByRole('textbox', { name: 'Svenska' })
      .fill('En handdriven kvarn i valnöt.'),
  )
  await addGift(
    'Vinglas',
    async () => {
      await gifts.getByRole('spinbutton', { name: 'Antal' }).fill('2')
      await expect(gifts.getByRole('spinbutton', { name: 'Antal' })).toHaveValue('2')
    },
    'popup-gift-item',
  )
  await addGift('Bidrag till bröllopsresan', () =>
    gifts.getByRole('checkbox', { name: 'Gästerna kan reservera presenten' }).uncheck(),
  )
  const rows = gifts.getByRole('list', { name: 'Önskningar' }).locator(':scope > li')
  await expect(rows).toHaveCount(3)
  await expect(rows.nth(0)).toContainText('Kaffekvarn')
  await expect(rows.nth(0)).toContainText('Kan reserveras')
  await expect(rows.nth(0)).toContainText('Antal: 1')
  await expect(rows.nth(1)).toContainText('Vinglas')
  await expect(rows.nth(1)).toContainText('Antal: 2')
  await expect(rows.nth(2)).toContainText('Bidrag till bröllopsresan')
  await expect(rows.nth(2)).toContainText('Kan inte reserveras')
  await shoot(page, 'popup-gift-list')
  await gifts.getByRole('tab', { name: 'Knappar' }).click()
  await expect(gifts.getByRole('group', { name: 'Knappen som visar önskelistan' })).toBeVisible()
  await shoot(page, 'popup-gift-buttons')
  await gifts.getByRole('button', { name: 'Klar' }).click()
  await expect(gifts).toBeHidden()

  // A countdown to a chosen date.
  await addModule(page, 'Nedräkning')
  const countdown = await openSettings(page, 'Nedräkning', 'Nedräkning')
  await countdown.getByLabel('Datum och tid').fill(localDateAhead(100))
  await shoot(page, 'popup-countdown')
  await countdown.getByRole('button', { name: 'Spara' }).click()
  await expect(countdown).toBeHidden()
  expect([99, 100]).toContain(await daysLeft(moduleOfType(page, 'Countdown')))

  // A video: an address without a video is refused, a YouTube one shows its thumbnail.
  await addModule(page, 'YouTube-klipp')
  const video = await openSettings(page, 'YouTube-klipp', 'YouTube-klipp')
  const videoUrl = video.getByRole('textbox', { name: 'Länk till klippet på YouTube' })
  await videoUrl.fill('https://example.se/film')
  await expect(video.getByText('Vi hittar inget YouTube-klipp i länken.', { exact: false })).toBeVisible()
  await expect(video.getByText('Ingen förhandsvisning')).toBeVisible()
  await videoUrl.fill(YOUTUBE_URL)
  const preview = video.getByRole('img', { name: 'Miniatyrbild för YouTube-klippet' })
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(400)
  await shoot(page, 'popup-video')
  await video.getByRole('button', { name: 'Spara' }).click()
  await expect(video).toBeHidden()
  await expect(moduleOfType(page, 'Video').getByRole('button', { name: /^Spela upp video/ })).toBeVisible()

  // --- 3. Design: two templates in turn, a colour of its own, the event logo.
  let design = await openDrawer(page, 'Design')
  await expect(design.getByRole('tab', { name: 'Mallar' })).toHaveAttribute('aria-selected', 'true')
  await design.getByRole('button', { name: /Vintage/ }).click()
  await expect(design.getByRole('button', { name: /Vintage/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(pageRoot(page)).toHaveAttribute('data-theme', VINTAGE.theme)
  expect(await cssVar(page, '--color-background')).toBe(hslaCss(templateColorScheme(VINTAGE).background))
  expect(await cssVar(page, '--font-heading')).toContain(VINTAGE.fonts.heading)
  await shoot(page, 'drawer-design-templates')
  await closeDrawer(design)

  // theme9 lays the title over the header image, with alignment buttons in the header's bar.
  const header = page.locator('[data-part="header"]')
  const alignment = moduleOfType(page, 'Header').getByRole('group', { name: 'Titelns placering' })
  await expect(header).toHaveAttribute('data-align', 'middle')
  await alignment.getByRole('button', { name: 'Flytta titeln uppåt' }).click()
  await expect(header).toHaveAttribute('data-align', 'top')
  await expect(alignment.getByRole('button', { name: 'Flytta titeln uppåt' })).toBeDisabled()
  await alignment.getByRole('button', { name: 'Flytta titeln nedåt' }).click()
  await alignment.getByRole('button', { name: 'Flytta titeln nedåt' }).click()
  await expect(header).toHaveAttribute('data-align', 'bottom')

  design = await openDrawer(page, 'Design')
  await expect(design.getByRole('tab', { name: 'Mallar' })).toHaveAttribute('aria-selected', 'true')
  await design.getByRole('button', { name: /Midnatt/ }).click()
  await expect(design.getByRole('button', { name: /Midnatt/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(design.getByRole('button', { name: /Vintage/ })).toHaveAttribute('aria-pressed', 'false')
  await expect(pageRoot(page)).toHaveAttribute('data-theme', MIDNIGHT.theme)
  const midnight = templateColorScheme(MIDNIGHT)
  expect(await cssVar(page, '--color-background')).toBe(hslaCss(midnight.background))
  expect(await cssVar(page, '--font-heading')).toContain(MIDNIGHT.fonts.heading)
  await expect(alignment).toHaveCount(0)

  await design.getByRole('tab', { name: 'Layout' }).click()
  await expect(design.getByRole('radio', { name: 'Band' })).toBeChecked()
  await shoot(page, 'drawer-design-layout')
  await design.getByRole('tab', { name: 'Typsnitt' }).click()
  await expect(
    design.getByRole('group', { name: 'Rubriker' }).getByRole('radio', { name: MIDNIGHT.fonts.heading }),
  ).toBeChecked()
  await shoot(page, 'drawer-design-fonts')

  await design.getByRole('tab', { name: 'Färger' }).click()
  const primary = design.getByRole('textbox', { name: 'Huvudfärg', exact: true })
  await expect(primary).toHaveValue(/^#[0-9a-f]{6}$/)
  await primary.fill('#12')
  await primary.blur()
  await expect(design.getByText('Skriv färgen som # och sex tecken', { exact: false })).toBeVisible()
  await primary.fill(CUSTOM_PRIMARY)
  await expect(design.getByText('Skriv färgen som # och sex tecken', { exact: false })).toHaveCount(0)
  const customPrimary = hslaCss(hexToHsla(CUSTOM_PRIMARY, midnight.primary.a))
  await expect.poll(() => cssVar(page, '--color-primary')).toBe(customPrimary)
  // The background stays the template's.
  expect(await cssVar(page, '--color-background')).toBe(hslaCss(midnight.background))
  await design.getByRole('button', { name: 'Färgväljare: Huvudfärg' }).click()
  await expect(
    design.getByRole('group', { name: 'Färgväljare: Huvudfärg' }).locator('.react-colorful'),
  ).toBeVisible()
  await shoot(page, 'drawer-design-colors')

  await design.getByRole('tab', { name: 'Grafik' }).click()
  await expect(design.getByRole('radio', { name: 'Rörliga prickar' })).toBeChecked()
  await shoot(page, 'drawer-design-graphics')

  await design.getByRole('tab', { name: 'Eventlogga' }).click()
  await expect(design.getByRole('radio', { name: 'Ingen eventlogga' })).toBeChecked()
  await design.getByRole('radio', { name: 'Monogram i cirkel' }).check()
  const logo = page.locator('[data-part="page"] [data-part="event-logo"]')
  await expect(logo).toHaveAttribute('data-logo', 'ModernMonogramBadge')
  await design.getByRole('button', { name: 'Redigera eventloggan' }).click()
  const logoDialog = page.getByRole('dialog', { name: 'Eventlogga' })
  await expect(logoDialog.getByRole('combobox', { name: 'Utseende' }).locator('option:checked')).toHaveText(
    'Monogram i cirkel',
  )
  await logoDialog.getByRole('textbox', { name: 'Första namnet' }).fill('Anna')
  await logoDialog.getByRole('textbox', { name: 'Andra namnet' }).fill('Erik')
  await logoDialog.getByRole('textbox', { name: 'Extra text (valfri)' }).fill('12 juni 2027')
  await expect(logoDialog.getByRole('img', { name: 'Anna & Erik' })).toBeVisible()
  // No screenshot here: at 1440 px the drawer docks, and its content (with this dialog) starts over.
  await logoDialog.getByRole('button', { name: 'Klar' }).click()
  await expect(logoDialog).toBeHidden()
  await shoot(page, 'drawer-design-event-logo')
  await closeDrawer(design)
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()
  await expect(logo).toContainText('12 juni 2027')
  const editorLogoWidth = await logo.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width)
  expect(editorLogoWidth).toBeGreaterThan(200)
  expect.soft(await badgeFills(logo), 'badge fill and initials fill differ in the editor').not.toBe('same')

  // The header's own settings open the same event logo editor, showing the logo just made.
  const headerPopup = await openSettings(page, 'Sidhuvud', 'Eventlogga')
  await expect(headerPopup.getByRole('combobox', { name: 'Utseende' }).locator('option:checked')).toHaveText(
    'Monogram i cirkel',
  )
  await expect(headerPopup.getByRole('textbox', { name: 'Andra namnet' })).toHaveValue('Erik')
  await shoot(page, 'popup-header')
  await headerPopup.getByRole('button', { name: 'Klar' }).click()
  await expect(headerPopup).toBeHidden()

  // --- 4. Save, publish, and protect the page with a password from the Mer drawer.
  await expect(page.getByText('Osparade ändringar')).toBeVisible()
  await actionBar(page).getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()

  let more = await openDrawer(page, 'Mer')
  await expect(more.getByText('Publicera sidan först för att kunna sätta ett lösenord.')).toBeVisible()
  await shoot(page, 'drawer-more-unpublished')
  await closeDrawer(more)

  const sub = `popups-${Date.now()}`
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  await page.reload()
  await expect(actionBar(page)).toBeVisible()
  more = await openDrawer(page, 'Mer')
  await expect(more.getByText(`${sub}.brollopssida.se`).first()).toBeVisible()
  const qr = more.getByRole('img', { name: /^QR-kod till / })
  await expect(qr).toBeVisible()
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  const requirePassword = more.getByRole('checkbox', { name: 'Kräv lösenord för att se sidan' })
  await expect(requirePassword).not.toBeChecked()
  await requirePassword.check()
  await more.getByRole('textbox', { name: 'Lösenord' }).fill(PASSWORD)
  await more.getByRole('button', { name: 'Spara lösenord' }).click()
  await expect(more.getByText('Lösenordet är sparat')).toBeVisible()
  await shoot(page, 'drawer-more')

  // Where guests' replies and new RSVPs go (issue 31): the account's address unless the owner
  // writes another; the browser refuses what is not an address before the server is asked.
  const mail = more.getByRole('region', { name: 'Mejl till och från gästerna' })
  const replyTo = mail.getByRole('textbox', { name: 'Gästernas svar går till' })
  await replyTo.scrollIntoViewIfNeeded()
  await expect(mail.getByText(/^Tomt: ditt kontos adress, \S+@\S+\.$/).first()).toBeVisible()
  await expect(mail.getByRole('checkbox', { name: 'Mejla mig när någon svarar på OSA:n' })).toBeChecked()
  await replyTo.fill('inte-en-adress')
  await mail.getByRole('button', { name: 'Spara mejlinställningar' }).click()
  expect(await replyTo.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await replyTo.fill('anna.och.erik@exempel.se')
  await mail.getByRole('textbox', { name: 'OSA-mejlen går till' }).fill('osa@exempel.se')
  await mail.getByRole('button', { name: 'Spara mejlinställningar' }).click()
  await expect(mail.getByText('Mejlinställningarna är sparade')).toBeVisible()
  await shoot(page, 'drawer-more-mail')
  await closeDrawer(more)

  // A guest meets the password gate, then the page with everything built above.
  const guestContext = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await fakeYouTube(guestContext)
  const guest = await guestContext.newPage()
  guest.on('pageerror', (error) => errors.push(`guest: ${error.message}`))
  const gate = await guest.goto(siteUrl(sub, '/sv'))
  expect(gate?.status()).toBe(401)
  expect(await guest.content()).not.toContain('Kaffekvarn')
  await guest.locator('input[type="password"]').fill(PASSWORD)
  await guest.locator('input[type="password"]').press('Enter')

  const guestRsvp = moduleOfType(guest, 'Rsvp')
  const guestCount = guestRsvp.getByRole('group', { name: 'Hur många gäster vill du anmäla?' })
  await expect(guestCount.getByRole('button')).toHaveCount(3)
  // The second template's design, the custom colour and the event logo.
  await expect(pageRoot(guest)).toHaveAttribute('data-theme', MIDNIGHT.theme)
  expect(await cssVar(guest, '--color-background')).toBe(hslaCss(midnight.background))
  expect(await cssVar(guest, '--font-heading')).toContain(MIDNIGHT.fonts.heading)
  expect(await cssVar(guest, '--color-primary')).toBe(customPrimary)
  const showGifts = guest.getByRole('button', { name: 'Visa önskelista' })
  await expect(showGifts).toHaveCSS('background-color', 'rgb(232, 168, 124)')
  const guestLogo = guest.locator('[data-part="event-logo"]')
  await expect(guestLogo).toHaveAttribute('data-logo', 'ModernMonogramBadge')
  await expect(guest.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()
  await expect(guestLogo).toContainText('12 juni 2027')
  // Guests see the logo as the owner saw it in the editor: drawn at the same size, initials visible.
  expect
    .soft(await guestLogo.locator('svg').evaluate((svg) => svg.getBoundingClientRect().width), 'logo width')
    .toBeCloseTo(editorLogoWidth, 0)
  expect.soft(await badgeFills(guestLogo), 'badge fill and initials fill differ').not.toBe('same')

  // The RSVP: one guest; the allergy question only after Ja.
  await guestCount.getByRole('button', { name: '1', exact: true }).click()
  await expect(guestRsvp.getByRole('textbox', { name: 'Ditt namn' })).toBeVisible()
  const coming = guestRsvp.getByRole('group', { name: 'Kommer du?' })
  await expect(coming.getByRole('radio')).toHaveCount(2)
  const allergy = guestRsvp.getByRole('textbox', { name: /^Har du någon allergi\?/ })
  await expect(allergy).toHaveCount(0)
  await coming.getByRole('radio', { name: 'Ja' }).check()
  await expect(allergy).toBeVisible()
  await coming.getByRole('radio', { name: 'Nej' }).check()
  await expect(allergy).toHaveCount(0)
  await coming.getByRole('radio', { name: 'Ja' }).check()
  await expect(allergy).toBeVisible()

  // The speech form's button, the gifts, the countdown, the video.
  await expect(moduleOfType(guest, 'Form').getByRole('button', { name: 'Anmäl ditt tal' })).toBeVisible()
  await showGifts.click()
  const guestGifts = moduleOfType(guest, 'GiftRegistry')
  await expect(guestGifts.getByRole('heading', { level: 3 })).toHaveText([
    'Kaffekvarn',
    'Vinglas',
    'Bidrag till bröllopsresan',
  ])
  await expect(guestGifts.getByText('En handdriven kvarn i valnöt.')).toBeVisible()
  await expect(guestGifts.getByText('Antal: 2')).toBeVisible()
  await expect(guestGifts.getByRole('button', { name: 'Reservera' })).toHaveCount(2)
  expect([99, 100]).toContain(await daysLeft(moduleOfType(guest, 'Countdown')))
  const play = moduleOfType(guest, 'Video').getByRole('button', { name: /^Spela upp video/ })
  await play.scrollIntoViewIfNeeded()
  await expect(play).toBeVisible()
  await expect
    .poll(() => play.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(400)
  await screenshots(guest, 'popups-public-sv')

  // The English page has the English questions and answers.
  await guest.setViewportSize({ width: 1280, height: 900 })
  await guest.goto(siteUrl(sub, '/en'))
  const enRsvp = moduleOfType(guest, 'Rsvp')
  await enRsvp
    .getByRole('group', { name: 'How many guests do you want to register?' })
    .getByRole('button', { name: '1', exact: true })
    .click()
  await expect(enRsvp.getByRole('textbox', { name: 'Your name' })).toBeVisible()
  const enComing = enRsvp.getByRole('group', { name: 'Will you come?' })
  await expect(enComing.getByRole('radio', { name: 'Sorry, no' })).toBeVisible()
  await enComing.getByRole('radio', { name: 'Yes, gladly' }).check()
  await expect(enRsvp.getByRole('textbox', { name: /^Any food allergies\?/ })).toBeVisible()
  await expect(moduleOfType(guest, 'Form').getByRole('button', { name: 'Sign up to speak' })).toBeVisible()
  await guestContext.close()

  // The owner removes the password: a new guest gets the page at once.
  more = await openDrawer(page, 'Mer')
  await expect(more.getByRole('textbox', { name: 'Lösenord' })).toHaveValue(PASSWORD)
  await expect(more.getByRole('textbox', { name: 'Gästernas svar går till' })).toHaveValue(
    'anna.och.erik@exempel.se',
  )
  await more.getByRole('checkbox', { name: 'Kräv lösenord för att se sidan' }).uncheck()
  await more.getByRole('button', { name: 'Spara lösenord' }).click()
  await expect(more.getByText('Lösenordet är borttaget')).toBeVisible()
  await closeDrawer(more)

  const freshContext = await browser.newContext()
  await fakeYouTube(freshContext)
  const fresh = await freshContext.newPage()
  const open = await fresh.goto(siteUrl(sub, '/sv'))
  expect(open?.status()).toBe(200)
  await expect(fresh.locator('input[type="password"]')).toHaveCount(0)
  await expect(fresh.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()
  await expect(
    moduleOfType(fresh, 'Rsvp').getByRole('group', { name: 'Hur många gäster vill du anmäla?' }),
  ).toBeVisible()
  await freshContext.close()

  expect(errors).toEqual([])
})
