import { expect, type Page, test } from '@playwright/test'
import { api, appUrl, createOwnerWithSite, openEditor, retype, screenshots, uniqueMail } from './helpers.ts'

const textTitle = (page: Page) => page.locator('[data-module-id="t"]').getByRole('textbox', { name: 'Titel' })

/** Saves the site as it is now with `change` applied, as the editor's save call does. */
async function saveThroughApi(page: Page, siteId: string, change: (site: Record<string, unknown>) => void) {
  const { json } = await api(page, 'GET', `/api/sites/${siteId}`)
  const site = json as Record<string, unknown>
  change(site)
  const res = await api(page, 'PUT', `/api/sites/V2/${siteId}`, { site })
  expect(res.status).toBe(200)
}

test('an owner sees what each save changed, previews an older version and restores it', async ({
  page,
  context,
}) => {
  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail('versions'),
    password: 'hemligt123',
    languages: ['sv'],
    title: { sv: 'Lisa & Johan' },
    text: { sv: '<p>Hjärtligt välkomna</p>' },
  })

  // Save 1 in the editor: a text. Saves 2 and 3 through the same call from the page: the theme,
  // then a module added.
  await openEditor(page, siteId)
  await retype(page, textTitle(page), 'Välkomna hit')
  await page.getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()
  await saveThroughApi(page, siteId, (site) => {
    site.theme = 'theme9'
  })
  await saveThroughApi(page, siteId, (site) => {
    const modules = site.siteModules as Record<string, unknown>[]
    modules.push({
      id: 'extra',
      siteModuleType: 'Text',
      title: { sv: 'Extra avsnitt' },
      text: { sv: '<p>Mer</p>' },
    })
  })

  // A second tab has the editor open on the latest version before the restore.
  const other = await context.newPage()
  await openEditor(other, siteId)

  // Each save names who made it (issue 33), by the name the account has now.
  expect((await api(page, 'PUT', '/api/accounts/me/name', { name: 'Lisa' })).status).toBe(200)
  await page.goto(appUrl(`/redigera/${siteId}/versioner`))
  const list = page.getByRole('list', { name: 'Sparade versioner' })
  const entries = list.getByRole('button')
  await expect(entries).toHaveCount(4)
  await expect(entries.nth(0)).toContainText('Senaste')
  await expect(entries.nth(0)).toContainText('Lisa lade till Text')
  await expect(entries.nth(1)).toContainText('Lisa ändrade designen: tema')
  await expect(entries.nth(2)).toContainText('Lisa ändrade texten i Text (sv)')
  await expect(entries.nth(3)).toContainText('skapade sidan')
  await expect(entries.nth(0)).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d/)
  await screenshots(page, 'versions-list')

  // Chosen with the keyboard; the preview is the public page as it was then.
  await page.setViewportSize({ width: 1440, height: 900 })
  await entries.nth(2).focus()
  await page.keyboard.press('Enter')
  await expect(entries.nth(2)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: /^Versionen från / })).toBeVisible()
  const preview = page.locator('[inert]')
  await expect(preview.locator('h2', { hasText: 'Välkomna hit' })).toBeVisible()
  await expect(preview.getByText('Extra avsnitt')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Återställ den här versionen' })).toBeVisible()
  await screenshots(page, 'versions-preview')

  // The latest version has nothing to restore.
  await page.setViewportSize({ width: 1440, height: 900 })
  await entries.nth(0).click()
  await expect(page.getByText('Det här är sidans senaste version.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Återställ den här versionen' })).toHaveCount(0)

  await entries.nth(2).click()
  await page.getByRole('button', { name: 'Återställ den här versionen' }).click()
  await expect(page).toHaveURL(appUrl(`/redigera/${siteId}`))
  await expect(page.getByRole('status').filter({ hasText: 'är återställd' })).toBeVisible()
  await expect(textTitle(page)).toHaveText('Välkomna hit')
  await expect(page.locator('[data-module-id="extra"]')).toHaveCount(0)
  await screenshots(page, 'versions-restored-editor')

  await page.goto(appUrl(`/redigera/${siteId}/versioner`))
  await expect(entries).toHaveCount(5)
  await expect(entries.nth(0)).toContainText('Senaste')
  await expect(entries.nth(0)).toContainText('Lisa återställde versionen från')
  await expect(entries.nth(0)).toContainText('Lisa tog bort Text')

  // The other tab's unsaved change is not written over the restore without asking.
  await retype(other, textTitle(other), 'Ändrat i den andra fliken')
  await other.getByRole('button', { name: 'Spara' }).click()
  await expect(other.getByText('Sidan har ändrats på annat håll')).toBeVisible()
})
