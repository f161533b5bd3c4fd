import { expect, test } from '@playwright/test'
import {
  createOwnerAndSite,
  moduleById,
  openEditor,
  retype,
  save,
  screenshots,
  uniqueMail,
} from './helpers.ts'

// Two saves of one site from two tabs (issue 21, item 12): changes to different modules merge
// without asking, and changes to the same module are chosen per module.

const HEADER_AND_TEXT = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    { id: 'h', siteModuleType: 'Header', title: { sv: 'Lisa & Omar' } },
    { id: 't', siteModuleType: 'Text', title: { sv: 'Välkomna' }, text: { sv: '<p>Hej alla</p>' } },
  ],
}

test('two saves of one site: different modules merge without asking, the same module asks per module', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const siteId = await createOwnerAndSite(
    page,
    { mail: uniqueMail('merge'), password: 'hemligt123' },
    HEADER_AND_TEXT,
  )
  await openEditor(page, siteId)
  const other = await context.newPage()
  await openEditor(other, siteId)

  // The other tab changes the text module's title and saves first.
  await retype(other, moduleById(other, 't').getByRole('textbox', { name: 'Titel' }), 'Hjärtligt välkomna')
  await save(other)

  // This tab changed the header: the saves merge, and the dialog says what came in.
  await retype(page, moduleById(page, 'h').getByRole('textbox', { name: 'Titel' }), 'Lisa och Omar')
  await page.getByRole('button', { name: 'Spara' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sidan har ändrats på annat håll' })
  await expect(dialog).toContainText('båda sparningarnas ändringar har slagits ihop och sparats')
  await expect(dialog.getByRole('listitem')).toHaveText(['Text ”Hjärtligt välkomna”: ändrad'])
  await screenshots(page, 'editor-conflict-merged')
  await page.setViewportSize({ width: 1280, height: 900 })
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()
  await expect(moduleById(page, 't').getByRole('textbox', { name: 'Titel' })).toHaveText('Hjärtligt välkomna')
  await other.reload()
  await expect(moduleById(other, 'h').getByRole('textbox', { name: 'Titel' })).toHaveText('Lisa och Omar')
  await expect(moduleById(other, 't').getByRole('textbox', { name: 'Titel' })).toHaveText(
    'Hjärtligt välkomna',
  )

  // Both change the header: the owner chooses, and Keep mine says what it overwrites.
  await retype(
    other,
    moduleById(other, 'h').getByRole('textbox', { name: 'Titel' }),
    'Lisa & Omar gifter sig',
  )
  await save(other)
  await retype(page, moduleById(page, 'h').getByRole('textbox', { name: 'Andra raden' }), '1 maj 2027')
  await page.getByRole('button', { name: 'Spara' }).click()
  await expect(dialog).toContainText('Dina ändringar finns kvar här.')
  const header = dialog.getByRole('group', { name: 'Sidhuvud ”Lisa & Omar gifter sig”' })
  await expect(header).toContainText('Den andra sparningen ändrade den.')
  await expect(header).toContainText(
    'Den andra sparningens ändringar i Sidhuvud ”Lisa & Omar gifter sig” skrivs över.',
  )
  await expect(header).toContainText('Dina ändringar i Sidhuvud ”Lisa & Omar gifter sig” försvinner.')
  const saveChoices = dialog.getByRole('button', { name: 'Spara med mina val' })
  await expect(saveChoices).toBeDisabled()
  await screenshots(page, 'editor-conflict-choose')
  await page.setViewportSize({ width: 1280, height: 900 })
  await header.getByRole('radio', { name: /Behåll min version/ }).check()
  await saveChoices.click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()
  await other.reload()
  await expect(moduleById(other, 'h').getByRole('textbox', { name: 'Andra raden' })).toHaveText('1 maj 2027')
  await expect(moduleById(other, 'h').getByRole('textbox', { name: 'Titel' })).toHaveText('Lisa och Omar')
})
