import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  admin,
  appUrl,
  createOwnerWithSite,
  moduleById,
  openEditor,
  retype,
  save,
  screenshots,
  siteUrl,
  uniqueMail,
} from './helpers.ts'

// Every Välj modul label of a wedding site (spec 001 section 2), plus the image gallery.
const ADD_LABELS = [
  'Plats/tidpunkt',
  'Text och bild i lista',
  'Bild och text',
  'Text',
  'OSA',
  'Anmälan av tal',
  'Nedräkning',
  'Sidhuvud',
  'Önskelista',
  'Personer',
  'YouTube-klipp',
  'Bildgalleri',
  'Program',
]
const ALL_TYPES = [
  'Header',
  'ImageAndText',
  'Text',
  'Video',
  'PeopleList',
  'TextAndImageList',
  'GiftRegistry',
  'Location',
  'Rsvp',
  'Countdown',
  'Form',
  'ImageGallery',
  'Programme',
]

const moduleOfType = (page: Page, type: string) => page.locator(`[data-module-type="${type}"]`)
const toolbarOf = (module: Locator) => module.getByRole('toolbar').first()
const order = (page: Page) =>
  page
    .locator('section[data-module-type]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-module-type')))

/** Replaces the whole text of an in-place field, as a person would: click, select all, type. */
test('an owner builds the page in the editor in two languages, saves, and guests see it', async ({
  page,
}) => {
  // 69 s with two workers at a load average of 4 to 15; 127 s at 10 once.
  test.setTimeout(180_000)
  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail('editor'),
    password: 'hemligt123',
    languages: ['sv', 'en'],
    title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
    text: { sv: '<p>Vi gifter oss.</p>', en: '<p>We are getting married.</p>' },
  })
  await openEditor(page, siteId)
  await expect(page).toHaveTitle('Prova gratis utan registrering - Bröllopssida')
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()

  // One module of every type, each added at the end through Välj modul.
  for (const label of ADD_LABELS) {
    await page.getByRole('button', { name: 'Lägg till modul', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Välj modul' })
    await dialog.getByRole('button', { name: label, exact: true }).click()
    await expect(dialog).toBeHidden()
  }
  await expect(page.locator('[data-module-id]')).toHaveCount(2 + ADD_LABELS.length)
  for (const type of ALL_TYPES) await expect(moduleOfType(page, type).first()).toBeVisible()
  await expect(page.getByText('Osparade ändringar')).toBeVisible()
  await screenshots(page, 'editor-all-modules')
  await page.setViewportSize({ width: 1280, height: 900 })

  // Texts in Swedish, then the same texts in English.
  const text = moduleById(page, 't')
  await retype(page, text.getByRole('textbox', { name: 'Titel' }), 'Välkomna till vår dag')
  await text.locator('[data-part="rich-text"]').click()
  await expect(text.locator('.ProseMirror')).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' Vi ses i kyrkan!')
  const people = moduleOfType(page, 'PeopleList')
  await retype(page, people.getByRole('textbox', { name: 'Namn' }).first(), 'Maja Berg')

  await page.getByRole('radio', { name: 'Engelska' }).check()
  await expect(text.getByRole('textbox', { name: 'Titel' })).toHaveText('Welcome')
  await retype(page, text.getByRole('textbox', { name: 'Titel' }), 'Welcome to our day')
  await page.getByRole('radio', { name: 'Svenska' }).check()
  await expect(text.getByRole('textbox', { name: 'Titel' })).toHaveText('Välkomna till vår dag')

  // People list: a third person added, the first one moved down.
  await people.getByRole('button', { name: 'Lägg till person' }).click()
  await expect(people.getByRole('textbox', { name: 'Namn' })).toHaveCount(3)
  await people
    .getByRole('group', { name: 'Åtgärder för rad 1' })
    .getByRole('button', { name: 'Flytta ner' })
    .click()
  await expect(people.getByRole('textbox', { name: 'Namn' }).nth(1)).toHaveText('Maja Berg')

  // Move the text module above the header, hide the countdown, delete the video.
  await toolbarOf(text).getByRole('button', { name: 'Flytta upp' }).click()
  expect((await order(page)).slice(0, 2)).toEqual(['Text', 'Header'])
  await expect(toolbarOf(text).getByRole('button', { name: 'Flytta upp' })).toHaveCount(0)
  const countdown = moduleOfType(page, 'Countdown')
  await toolbarOf(countdown).getByRole('button', { name: 'Dölj' }).click()
  await expect(countdown.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeVisible()
  await toolbarOf(moduleOfType(page, 'Video')).getByRole('button', { name: 'Ta bort' }).click()
  const confirm = page.getByRole('dialog', { name: 'Ta bort modulen?' })
  await expect(confirm).toContainText('Borttagningen går inte att ångra.')
  await confirm.getByRole('button', { name: 'Ta bort permanent' }).click()
  await expect(moduleOfType(page, 'Video')).toHaveCount(0)

  // The site's header sticks below the editor's action bar, never under it: the Ändra meny button
  // is what a click at its centre reaches at every width, at the top and scrolled far down.
  const editMenu = page.getByRole('button', { name: 'Ändra meny' })
  const reachable = () =>
    editMenu.evaluate((button) => {
      const box = button.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && button.contains(hit)
    })
  for (const width of [390, 768, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    for (const top of [0, 2000]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
      if (top > 0) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
      await expect.poll(reachable, { message: `Ändra meny at ${width} px, scrolled ${top}` }).toBe(true)
    }
    if (width === 390 || width === 1440)
      await page.screenshot({ path: `test-results/screenshots/editor-scrolled-header-${width}.png` })
  }

  // Rename the first module's menu entry in Swedish, from where the page was left scrolled.
  await page.setViewportSize({ width: 1280, height: 900 })
  await editMenu.click()
  const menuDialog = page.getByRole('dialog', { name: 'Ändra meny' })
  await menuDialog.getByLabel('Menytitel (Svenska)').first().fill('Hem')
  await expect(menuDialog.getByText('#hem')).toBeVisible()
  await screenshots(page, 'editor-menu-dialog')
  await page.setViewportSize({ width: 1280, height: 900 })
  await menuDialog.getByRole('button', { name: 'Klar' }).click()
  // Thirteen entries do not fit one row: the menu folds behind its toggle, the link is there.
  await expect(page.locator('nav a[href="#hem"]').first()).toHaveText('Hem')

  await save(page)
  await screenshots(page, 'editor-saved')
  await page.setViewportSize({ width: 1280, height: 900 })

  // Everything is there after a reload.
  await page.reload()
  await expect(page.locator('[data-module-id]')).toHaveCount(1 + ADD_LABELS.length)
  expect((await order(page)).slice(0, 2)).toEqual(['Text', 'Header'])
  await expect(text.getByRole('textbox', { name: 'Titel' })).toHaveText('Välkomna till vår dag')
  await expect(text.locator('[data-part="rich-text"]')).toContainText('Vi ses i kyrkan!')
  await expect(people.getByRole('textbox', { name: 'Namn' }).nth(1)).toHaveText('Maja Berg')
  await expect(countdown.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeVisible()
  await expect(moduleOfType(page, 'Video')).toHaveCount(0)
  await page.getByRole('radio', { name: 'Engelska' }).check()
  await expect(text.getByRole('textbox', { name: 'Titel' })).toHaveText('Welcome to our day')

  // Preview shows the page as guests will see it.
  await page.getByRole('button', { name: 'Granska' }).click()
  await expect(page.locator('[data-module-type="Countdown"]')).toHaveCount(0)
  await expect(page.getByRole('toolbar', { name: /^Åtgärder för/ })).toHaveCount(0)

  // Published: guests get the same content.
  const sub = `redigerad-${Date.now()}`
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  await page.goto(siteUrl(sub, '/sv'))
  await expect(page.getByRole('heading', { name: 'Välkomna till vår dag' })).toBeVisible()
  await expect(page.getByText('Vi ses i kyrkan!')).toBeVisible()
  await expect(page.locator('nav a[href="#hem"]').first()).toHaveText('Hem')
  await expect(page.getByText('Maja Berg')).toBeVisible()
  await expect(page.locator('[data-module-type="Countdown"]')).toHaveCount(0)
  await expect(page.locator('[data-module-type="Video"]')).toHaveCount(0)
  expect((await order(page)).slice(0, 2)).toEqual(['Text', 'Header'])
  await page.goto(siteUrl(sub, '/en'))
  await expect(page.getByRole('heading', { name: 'Welcome to our day' })).toBeVisible()
})

test('unsaved changes: the leave warning, and a stale save from a second tab refused without losing edits', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail('stale'),
    password: 'hemligt123',
    languages: ['sv'],
    title: { sv: 'Lisa & Omar' },
    text: { sv: '<p>Välkomna!</p>' },
  })
  await openEditor(page, siteId)

  // In-app navigation with unsaved changes asks first.
  await toolbarOf(moduleById(page, 't')).getByRole('button', { name: 'Dölj' }).click()
  await page.getByRole('link', { name: 'Svar' }).first().click()
  const leave = page.getByRole('dialog', { name: 'Osparade ändringar' })
  await expect(leave).toContainText(
    'Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?',
  )
  await screenshots(page, 'editor-leave-warning')
  await page.setViewportSize({ width: 1280, height: 900 })
  await leave.getByRole('button', { name: 'Stanna kvar' }).click()
  await expect(page).toHaveURL(appUrl(`/redigera/${siteId}`))

  // A second tab saves first.
  const other = await context.newPage()
  await openEditor(other, siteId)
  await retype(other, moduleById(other, 'h').getByRole('textbox', { name: 'Titel' }), 'Lisa och Omar')
  await save(other)

  // The first tab's save is stale and changed the same module: its change stays in the editor
  // until the owner chooses (issue 21; e2e/editor-experience.spec.ts covers the merge).
  await retype(page, moduleById(page, 'h').getByRole('textbox', { name: 'Andra raden' }), '1 maj 2027')
  await page.getByRole('button', { name: 'Spara' }).click()
  const conflict = page.getByRole('dialog', { name: 'Sidan har ändrats på annat håll' })
  await expect(conflict).toContainText('Dina ändringar finns kvar här.')
  await screenshots(page, 'editor-stale-save')
  await page.setViewportSize({ width: 1280, height: 900 })
  await conflict.getByRole('button', { name: 'Avbryt' }).click()
  await expect(page.getByText('Osparade ändringar')).toBeVisible()
  await expect(moduleById(page, 'h').getByRole('textbox', { name: 'Andra raden' })).toHaveText('1 maj 2027')
  await expect(page.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeVisible()

  // The owner chooses to keep their version of the header over the other one.
  await page.getByRole('button', { name: 'Spara' }).click()
  await conflict.getByRole('radio', { name: /Behåll min version/ }).check()
  await conflict.getByRole('button', { name: 'Spara med mina val' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()
  await other.reload()
  await expect(moduleById(other, 'h').getByRole('textbox', { name: 'Andra raden' })).toHaveText('1 maj 2027')

  // Closing the tab with unsaved changes asks through the browser.
  await retype(other, moduleById(other, 'h').getByRole('textbox', { name: 'Titel' }), 'Lisa & Omar')
  const asked = new Promise<string>((resolve) =>
    other.once('dialog', (dialog) => {
      resolve(dialog.type())
      void dialog.dismiss()
    }),
  )
  await other.close({ runBeforeUnload: true })
  expect(await asked).toBe('beforeunload')
})
