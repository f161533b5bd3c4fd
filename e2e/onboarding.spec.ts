import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { api, appUrl, expectAccessible, PORT, screenshots, uniqueMail } from './helpers.ts'

const partyUrl = (path = '/') => `http://festhemsida.localhost:${PORT}${path}`
const danishUrl = (path = '/') => `http://voresbryllupsside.localhost:${PORT}${path}`

/** Replaces the whole text of an in-place field, as a person would: click, select all, type. */
async function retype(page: Page, field: Locator, text: string) {
  await field.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

async function photo(name: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'eventsite-onboarding-')), name)
  await sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .jpeg()
    .toFile(path)
  return path
}

/** Texts of a failed or refused save: a normal sign-up must never show them, not even for a moment. */
const NEVER_DURING_SIGN_UP = ['Försök spara igen', 'Du är inloggad och har redan en sida']

/** Records, from now on, every one of NEVER_DURING_SIGN_UP that appears anywhere in the page. */
async function watchForFlashes(page: Page) {
  await page.evaluate((texts) => {
    const seen = new Set<string>()
    const look = () => {
      const shown = document.body.innerText
      for (const text of texts) if (shown.includes(text)) seen.add(text)
    }
    look()
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true })
    ;(window as unknown as { flashesSeen: Set<string> }).flashesSeen = seen
  }, NEVER_DURING_SIGN_UP)
}

async function flashesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { flashesSeen: Set<string> }).flashesSeen])
}

/** Fills the sign-up dialog and sends it. */
async function signUp(page: Page, mail: string) {
  const dialog = page.getByRole('dialog', { name: 'Skapa ett konto och spara' })
  await expect(dialog).toBeVisible()
  await dialog.getByLabel('E-postadress').fill(mail)
  await dialog.getByLabel('Lösenord').fill('hemligt123')
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Skapa konto och spara' }).click()
}

async function expectSavedConfirmation(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/redigera\/[0-9a-f]{24}\?sparad=1$/, { timeout: 15_000 })
  const siteId = new URL(page.url()).pathname.split('/')[2] as string
  const confirmation = page.getByRole('dialog', { name: 'Din sida är sparad!' })
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByRole('link', { name: 'Välj adress' })).toHaveAttribute(
    'href',
    `/redigera/${siteId}/valj-adress`,
  )
  return siteId
}

test('a wedding newcomer goes from the landing page through the wizard and quick start to their own saved site', async ({
  page,
}) => {
  // Long: every step is looked at in two widths, and the editor page is tall.
  test.setTimeout(480_000)
  await page.goto(appUrl('/'))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Er egen bröllopssida, klar på några minuter' }),
  ).toBeVisible()
  await expect(page.getByText('599:-')).toBeVisible()
  await screenshots(page, 'onboarding-landing-wedding')

  // Step 1: a template, shown as the couple's header would look in it.
  await page.getByRole('link', { name: 'Kom igång – det är gratis' }).first().click()
  await expect(page).toHaveURL(appUrl('/kom-igang'))
  await expect(page.getByRole('heading', { name: 'Välj en design' })).toBeVisible()
  await expect(page.getByText('Steg 1 av 4')).toBeVisible()
  await page.getByRole('radio', { name: /Romantisk/ }).check()
  await screenshots(page, 'onboarding-wizard-1-design')
  await page.getByRole('button', { name: 'Nästa' }).click()

  // Step 2, with a reload in the middle: the answers stay.
  await expect(page).toHaveURL(appUrl('/kom-igang/information'))
  await page.getByLabel('Ditt namn').fill('Lisa')
  await page.getByLabel('Din partners namn').fill('Omar')
  await page.getByLabel('Plats').fill('Göteborg')
  await page.getByLabel('Datum och tid').fill('2027-06-12T14:30')
  await page.getByLabel('Vi har inte bestämt datum än').check()
  await expect(page.getByLabel('Datum och tid')).toBeDisabled()
  await expect(page.getByLabel('Datum och tid')).toHaveValue('')
  await page.getByLabel('Vi har inte bestämt datum än').uncheck()
  await page.getByLabel('Datum och tid').fill('2027-06-12T14:30')
  await page.reload()
  await expect(page.getByLabel('Ditt namn')).toHaveValue('Lisa')
  await expect(page.getByLabel('Datum och tid')).toHaveValue('2027-06-12T14:30')
  await screenshots(page, 'onboarding-wizard-2-information')
  await page.getByRole('button', { name: 'Nästa' }).click()

  // Step 3: Swedish and English.
  await expect(page).toHaveURL(appUrl('/kom-igang/sprak'))
  await page.getByRole('radio', { name: 'Välj språk' }).check()
  await expect(page.getByText('Engelska').first()).toBeVisible()
  await screenshots(page, 'onboarding-wizard-3-languages')
  // Back and forward keep the answers.
  await page.getByRole('link', { name: 'Tillbaka' }).click()
  await expect(page.getByLabel('Plats')).toHaveValue('Göteborg')
  await page.getByRole('button', { name: 'Nästa' }).click()
  await expect(page.getByRole('radio', { name: 'Välj språk' })).toBeChecked()
  await page.getByRole('button', { name: 'Nästa' }).click()

  // Step 4: dress code, children, gifts.
  await expect(page).toHaveURL(appUrl('/kom-igang/innehall'))
  await page.getByRole('radio', { name: /^Smoking/ }).check()
  await page.getByRole('radio', { name: /^Barn välkomna Barn är/ }).check()
  await page.getByRole('radio', { name: /^Önskelista/ }).check()
  await screenshots(page, 'onboarding-wizard-4-content')
  await page.getByRole('button', { name: 'Skapa min sida' }).click()

  // The quick-start editor on the generated site.
  await expect(page).toHaveURL(appUrl('/kom-igang/redigera'))
  const header = page.locator('[data-module-type="Header"]')
  // The romantic template's event logo carries the names.
  await expect(header.getByText('Lisa & Omar', { exact: true }).first()).toBeAttached({ timeout: 15_000 })
  // Modules off screen skip rendering (content-visibility: auto) until scrolled to.
  const dressCode = page.getByText('Klädkoden är smoking', { exact: false }).first()
  await dressCode.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(dressCode).toBeVisible()
  // The wizard's place is drawn as the map of the place module, right after the countdown.
  const place = page.locator('[data-module-type="Location"]')
  await place.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(place.locator('a[data-part="map"] img')).toBeVisible({ timeout: 15_000 })
  await expect(place.locator('a[data-part="map"]')).toHaveAttribute('href', /query=G%C3%B6teborg$/)
  expect(
    await page
      .locator('[data-module-type]')
      .evaluateAll((modules) => modules.map((m) => m.getAttribute('data-module-type')).slice(0, 4)),
  ).toEqual(['Header', 'Text', 'Countdown', 'Location'])
  await place.screenshot({ path: 'test-results/screenshots/onboarding-wizard-place-map.png' })
  const gifts = page.locator('[data-module-type="GiftRegistry"]')
  await gifts.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(gifts).toBeVisible()
  const welcome = page.locator('[data-module-type="Text"]').first()
  await retype(page, welcome.getByRole('textbox', { name: 'Titel' }), 'Välkomna till vårt bröllop')

  // An image, uploaded in the quick-start context.
  const chooser = page.waitForEvent('filechooser')
  await header.getByRole('button', { name: 'Byt bild' }).click()
  await (await chooser).setFiles(await photo('vi-tva.jpg'))
  const headerImg = header.locator('img[data-part="header-image"]')
  await expect(headerImg).toHaveAttribute('src', /\/media\/u\/qs\//, { timeout: 30_000 })
  const uploadedSrc = await headerImg.getAttribute('src')

  // The site lives in local storage: a reload keeps the edits and the image.
  page.once('dialog', (dialog) => void dialog.accept())
  await page.reload()
  await expect(welcome.getByRole('textbox', { name: 'Titel' })).toHaveText('Välkomna till vårt bröllop', {
    timeout: 15_000,
  })
  await expect(headerImg).toHaveAttribute('src', uploadedSrc ?? '')
  await screenshots(page, 'onboarding-quick-start-wedding')

  // Spara asks for an account; then the site is the owner's.
  await page.getByRole('button', { name: 'Spara' }).click()
  await screenshots(page, 'onboarding-sign-up')
  await watchForFlashes(page)
  await signUp(page, uniqueMail('wizard'))
  const siteId = await expectSavedConfirmation(page)
  expect(await flashesSeen(page)).toEqual([])
  await screenshots(page, 'onboarding-saved')
  await page.getByRole('button', { name: 'Fortsätt redigera' }).click()
  await expect(page.getByRole('dialog', { name: 'Din sida är sparad!' })).toBeHidden()

  // After a reload everything is there, the image included, and the wizard's answers are kept.
  await page.reload()
  await expect(
    page.locator('[data-module-type="Text"]').first().getByRole('textbox', { name: 'Titel' }),
  ).toHaveText('Välkomna till vårt bröllop', { timeout: 15_000 })
  await expect(page.locator('[data-module-type="Header"] img[data-part="header-image"]')).toHaveAttribute(
    'src',
    uploadedSrc ?? '',
  )
  const saved = await api(page, 'GET', `/api/sites/${siteId}`)
  const site = saved.json as {
    quickStart: boolean
    wizardData: Record<string, unknown>
    availableLanguages: unknown
    siteModules: { siteModuleType: string; map?: { location: string; map: { fileName: string } | null } }[]
  }
  // The saved site keeps the place's map, taken over from quick start.
  const placeMap = site.siteModules.find((m) => m.siteModuleType === 'Location')?.map
  expect(placeMap?.location).toBe('Göteborg')
  expect(placeMap?.map?.fileName).toMatch(/\.jpg$/)
  expect(site.quickStart).toBe(false)
  expect(site.wizardData).toMatchObject({
    name1: 'Lisa',
    name2: 'Omar',
    dressCode: 'BLACK_TIE',
    gifts: 'GIFTS',
  })
  expect(site.availableLanguages).toEqual([{ languageCode: 'sv' }, { languageCode: 'en' }])
  // The quick-start copy and the wizard answers are gone from the browser.
  const stored = await page.evaluate(() => [
    localStorage.getItem('eventsite.quickStart.kom-igang'),
    sessionStorage.getItem('eventsite.startWizard'),
  ])
  expect(stored).toEqual([null, null])
})

test('a party newcomer goes from the landing page to quick start and signs up', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto(partyUrl('/'))
  await expect(
    page.getByRole('heading', { level: 1, name: 'En festsida som gästerna faktiskt läser' }),
  ).toBeVisible()
  await expect(page.getByText('499:-')).toBeVisible()
  await screenshots(page, 'onboarding-landing-party')
  await page.getByRole('link', { name: 'Prova gratis' }).first().click()
  await expect(page).toHaveURL(partyUrl('/snabbstart'))
  const header = page.locator('[data-module-type="Header"]')
  await expect(header.getByText('Välkommen på fest!')).toBeVisible({ timeout: 15_000 })
  await screenshots(page, 'onboarding-quick-start-party')
  await page.getByRole('button', { name: 'Spara' }).click()
  await watchForFlashes(page)
  await signUp(page, uniqueMail('party'))
  await expect(page).toHaveURL(/\/redigera\/[0-9a-f]{24}\?sparad=1$/, { timeout: 15_000 })
  await expect(page.getByRole('dialog', { name: 'Din sida är sparad!' })).toBeVisible()
  expect(await flashesSeen(page)).toEqual([])
  await expect(page.locator('[data-module-type="Header"]').getByText('Välkommen på fest!')).toBeVisible()
})

test('a taken mail is told so with a way to log in, and the quick-start site stays', async ({ page }) => {
  test.setTimeout(120_000)
  const mail = uniqueMail('taken')
  await api(page, 'POST', '/api/accounts/register/', { mail, password: 'hemligt123' })
  await api(page, 'POST', '/api/accounts/logout/')

  await page.goto(appUrl('/snabbstart?registerAccount=true'))
  const dialog = page.getByRole('dialog', { name: 'Skapa ett konto och spara' })
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  // Native validation, each message in its field's feedback element.
  await dialog.getByRole('button', { name: 'Skapa konto och spara' }).click()
  await expect(dialog.locator('[data-feedback-for="mail"]')).not.toBeEmpty()
  await expect(dialog.locator('[data-feedback-for="terms"]')).not.toBeEmpty()
  await dialog.getByLabel('Lösenord').fill('kort')
  await dialog.getByRole('button', { name: 'Skapa konto och spara' }).click()
  await expect(dialog.locator('[data-feedback-for="password"]')).not.toBeEmpty()

  // The terms open in a new tab, whole without script, naming the company; the sign-up stays.
  const termsTab = page.waitForEvent('popup')
  await dialog.getByRole('link', { name: /^användarvillkoren/ }).click()
  const terms = await termsTab
  await expect(terms).toHaveURL(/\/villkor\?lang=sv$/)
  await expect(terms.getByRole('heading', { level: 1, name: 'Villkor för Bröllopssida' })).toBeVisible()
  await expect(terms.locator('main')).toContainText('Organisationsnummer')
  await expect(terms.getByRole('table', { name: /Priser just nu/ })).toContainText('599:-')
  await expectAccessible(terms)
  await screenshots(terms, 'legal-terms-sv')
  await terms.getByRole('contentinfo').getByRole('link', { name: 'Integritetspolicy' }).click()
  await expect(
    terms.getByRole('heading', { level: 1, name: 'Integritetspolicy för Bröllopssida' }),
  ).toBeVisible()
  await expectAccessible(terms)
  await screenshots(terms, 'legal-privacy-sv')
  await terms.close()
  await expect(dialog.getByLabel('Lösenord')).toHaveValue('kort')

  await signUp(page, mail)
  await expect(
    dialog.getByText('Det finns redan ett konto med den e-postadressen', { exact: true }),
  ).toBeVisible()
  const logIn = dialog.getByRole('link', { name: 'Logga in i stället, din sida här finns kvar' })
  await expect(logIn).toHaveAttribute('href', /^\/logga-in\?tillbaka=/)
  await screenshots(page, 'onboarding-mail-taken')
  const stored = await page.evaluate(() => localStorage.getItem('eventsite.quickStart.snabbstart'))
  expect(stored).toContain('"quickStart":true')

  // Logging in instead comes back to quick start, which asks before the site becomes the account's.
  await logIn.click()
  await expect(page).toHaveURL(/\/logga-in\?tillbaka=/)
  await page.getByLabel('E-postadress').fill(mail)
  await page.getByLabel('Lösenord').fill('hemligt123')
  await page.getByRole('button', { name: 'Logga in' }).click()
  const offer = page.getByRole('dialog', { name: 'Spara sidan på ditt konto?' })
  await expect(offer).toBeVisible({ timeout: 15_000 })
  await expect(offer).toContainText(mail)
  await screenshots(page, 'onboarding-save-after-login')
  await offer.getByRole('button', { name: 'Spara som min sida' }).click()
  const siteId = await expectSavedConfirmation(page)
  expect(await page.evaluate(() => localStorage.getItem('eventsite.quickStart.snabbstart'))).toBeNull()

  // Back in quick start, the owner is shown their site and Spara makes no second one.
  await page.goto(appUrl('/snabbstart'))
  await expect(page.getByText('Du är inloggad och har redan en sida.')).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Spara', exact: true }).click()
  const refusal = page.getByRole('dialog', { name: 'Ditt konto har redan en sida' })
  await expect(refusal.getByRole('link', { name: 'Gå till din sida' })).toHaveAttribute(
    'href',
    `/redigera/${siteId}`,
  )
  await expect(refusal).toBeVisible()
  await expect(refusal).toContainText('Ett konto har en sida')
  await screenshots(page, 'onboarding-has-site')
})

test('quick-start responses show sample answers under the quick-start path', async ({ page }) => {
  await page.goto(appUrl('/snabbstart'))
  const menu = page.getByRole('navigation', { name: 'Redigera sidan' })
  const answers = menu.getByRole('link', { name: 'Svar' })
  await expect(answers).toHaveAttribute('href', '/snabbstart/visa-osa/', { timeout: 15_000 })
  if (!(await answers.isVisible())) await page.getByRole('button', { name: 'Meny' }).click()
  await answers.click()
  await expect(page).toHaveURL(/\/snabbstart\/visa-osa\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Svar från gästerna' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Skapa ett konto och publicera sidan')
  await expect(page.getByRole('table')).toBeVisible()
  await screenshots(page, 'onboarding-quick-start-responses')
  await page.getByRole('link', { name: 'Per fråga' }).click()
  await expect(page).toHaveURL(/\/snabbstart\/visa-osa\/fragor\/$/)
  await expect(page.getByRole('link', { name: 'Per fråga' })).toHaveAttribute('aria-current', 'page')
  await screenshots(page, 'onboarding-quick-start-questions')
})

test('the Danish landing page on voresbryllupsside', async ({ page }) => {
  await page.goto(danishUrl('/'))
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jeres egen bryllupsside, klar på få minutter' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'da')
  await expect(page.getByRole('link', { name: 'Kom i gang – det er gratis' }).first()).toHaveAttribute(
    'href',
    '/kom-igang',
  )
  await screenshots(page, 'onboarding-landing-danish')
})

test('the demo opens the sample site in preview with a way to start', async ({ page }) => {
  await page.goto(appUrl('/demo'))
  await expect(page.getByText('Det här är en exempelsida.')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('link', { name: 'Skapa din egen sida' })).toHaveAttribute('href', '/kom-igang')
  await expect(page.locator('[data-module-type="Header"]')).toBeVisible()
  // The demo host's own site (server/demo/wedding.json), not a generated one.
  await expect(page.locator('[data-module-type="Header"]')).toContainText('Anna & Erik')
  await screenshots(page, 'onboarding-demo')
})
