import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import {
  admin,
  createOwnerWithSite,
  gradientJpeg,
  openEditor,
  save,
  screenshots,
  siteUrl,
  uniqueMail,
} from './helpers.ts'

const naturalRatio = (img: Locator) =>
  img.evaluate((el) => {
    const image = el as HTMLImageElement
    return image.complete && image.naturalHeight ? image.naturalWidth / image.naturalHeight : 0
  })

/** Opens the crop view on the header image and waits until the original is loaded. */
async function openCrop(page: Page, header: Locator): Promise<Locator> {
  await header.getByRole('button', { name: 'Beskär', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Beskär bilden' })
  // Spec 001 section 5: the first crop is 90 % of the width, centred (free aspect: 90 % of the height).
  await expect(dialog.getByText('Markering: 2160 × 1440 px av 2400 × 1600 px')).toBeVisible({
    timeout: 15_000,
  })
  return dialog
}

async function crop16by9(dialog: Locator) {
  await dialog.getByRole('radio', { name: '16:9' }).check()
  await expect(dialog.getByText('Markering: 2160 × 1215 px av 2400 × 1600 px')).toBeVisible()
}

test('an owner uploads and crops the header image, adds gallery images by drag and drop, and guests see them', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const dir = mkdtempSync(join(tmpdir(), 'eventsite-images-'))
  const headerFile = await gradientJpeg(join(dir, 'sidhuvud.jpg'), 2400, 1600, 96)
  const galleryFiles = await Promise.all(
    [0, 1, 2, 3, 4].map((n) => gradientJpeg(join(dir, `fest-${n + 1}.jpg`), 1200, 800, 40 + n * 40)),
  )

  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail('images'),
    password: 'hemligt123',
    languages: ['sv'],
    title: { sv: 'Sara & Jonas' },
    text: { sv: '<p>Välkomna!</p>' },
  })
  await openEditor(page, siteId)
  await page.setViewportSize({ width: 1280, height: 900 })
  const header = page.locator('[data-module-id="h"]')
  const headerImg = header.locator('img[data-part="header-image"]')

  // Upload through the file dialog of the header's empty image place.
  await expect(header.getByText('Ingen bild än. Dra en bild hit eller välj en fil.')).toBeVisible()
  const chooser = page.waitForEvent('filechooser')
  await header.getByRole('button', { name: 'Ladda upp bild' }).click()
  await (await chooser).setFiles(headerFile)
  await expect(headerImg).toBeVisible({ timeout: 30_000 })
  await expect(header.getByRole('button', { name: 'Byt bild' })).toBeVisible()
  await expect.poll(() => naturalRatio(headerImg)).toBeCloseTo(1.5, 2)
  const uploadedSrc = await headerImg.getAttribute('src')

  // Crop 16:9 from the original.
  let dialog = await openCrop(page, header)
  await crop16by9(dialog)
  await screenshots(page, 'image-crop-dialog')
  await page.setViewportSize({ width: 1280, height: 900 })
  await dialog.getByRole('button', { name: 'Spara beskärning' }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
  await expect(headerImg).not.toHaveAttribute('src', uploadedSrc ?? '')
  await expect.poll(() => naturalRatio(headerImg)).toBeCloseTo(16 / 9, 2)

  // Undo brings back the image before the crop.
  await header.getByRole('button', { name: 'Ångra beskärning' }).click()
  await expect(headerImg).toHaveAttribute('src', uploadedSrc ?? '')
  await expect(header.getByRole('button', { name: 'Ångra beskärning' })).toHaveCount(0)
  await expect.poll(() => naturalRatio(headerImg)).toBeCloseTo(1.5, 2)

  // Crop again, the selection moved up by keyboard (Ctrl: 100 px of the original).
  dialog = await openCrop(page, header)
  await crop16by9(dialog)
  await dialog.getByRole('group', { name: 'Markering, flytta med piltangenterna' }).focus()
  await page.keyboard.press('Control+ArrowUp')
  await expect(dialog.getByText('Markering: 2160 × 1215 px av 2400 × 1600 px')).toBeVisible()
  await dialog.getByRole('button', { name: 'Spara beskärning' }).click()
  await expect(dialog).toBeHidden({ timeout: 30_000 })
  await expect.poll(() => naturalRatio(headerImg)).toBeCloseTo(16 / 9, 2)
  const croppedSrc = await headerImg.getAttribute('src')
  expect(croppedSrc).not.toBe(uploadedSrc)
  await save(page)

  // A gallery, filled by dropping five images (and a text file, refused) on the upload popup.
  await page.getByRole('button', { name: 'Lägg till modul', exact: true }).click()
  const chooseModule = page.getByRole('dialog', { name: 'Välj modul' })
  await chooseModule.getByRole('button', { name: 'Bildgalleri', exact: true }).click()
  await expect(chooseModule).toBeHidden()
  const gallery = page.locator('[data-module-type="ImageGallery"]')
  await gallery.getByRole('button', { name: 'Lägg till bilder' }).click()
  const upload = page.getByRole('dialog', { name: 'Lägg till bilder' })
  await expect(upload.getByRole('button', { name: 'Välj bilder' })).toBeVisible()

  const files = [
    ...galleryFiles.map((path, i) => ({
      name: `fest-${i + 1}.jpg`,
      type: 'image/jpeg',
      base64: readFileSync(path).toString('base64'),
    })),
    { name: 'gastlista.txt', type: 'text/plain', base64: Buffer.from('Anna, Erik\n').toString('base64') },
  ]
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer()
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))
      transfer.items.add(new File([bytes], file.name, { type: file.type }))
    }
    return transfer
  }, files)
  const zone = upload.locator('[data-drop-zone]')
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })

  // The text file is refused before upload, so the popup stays open; the five go in one by one.
  await expect(upload.getByRole('alert')).toContainText('gastlista.txt är inte en bild.')
  await expect(upload.getByText('5 bilder har lagts till i galleriet.')).toBeVisible({ timeout: 60_000 })
  await expect(upload.getByRole('listitem').filter({ hasText: 'Klar' })).toHaveCount(5)
  await expect(gallery.locator('[data-part="gallery-item"] img')).toHaveCount(5)
  await screenshots(page, 'image-gallery-upload')
  await page.setViewportSize({ width: 1280, height: 900 })
  await upload.getByRole('button', { name: 'Stäng' }).click()
  await expect(upload).toBeHidden()
  await save(page)

  // A map: the Location module's popup, a live preview, saved on Spara karta.
  await page.getByRole('button', { name: 'Lägg till modul', exact: true }).click()
  await chooseModule.getByRole('button', { name: 'Plats/tidpunkt', exact: true }).click()
  await expect(chooseModule).toBeHidden()
  const location = page.locator('[data-module-type="Location"]')
  await location
    .getByRole('toolbar')
    .first()
    .getByRole('button', { name: 'Inställningar för Plats/tidpunkt' })
    .click()
  const mapDialog = page.getByRole('dialog', { name: 'Karta' })
  await mapDialog.getByLabel('Plats eller adress').fill('Storkyrkan, Stockholm')
  const preview = mapDialog.getByRole('img', { name: 'Förhandsvisning av kartan över Storkyrkan, Stockholm' })
  await expect(preview).toBeVisible({ timeout: 15_000 })
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await screenshots(page, 'image-map-popup')
  await page.setViewportSize({ width: 1280, height: 900 })
  await mapDialog.getByRole('button', { name: 'Spara karta' }).click()
  await expect(mapDialog).toBeHidden({ timeout: 30_000 })
  await expect(location.locator('img[data-part="map"], [data-part="map"] img').first()).toBeVisible()
  await save(page)

  // Published: guests see the cropped header image and the five gallery images, each with a srcset.
  const sub = `bilder-${Date.now()}`
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  await page.goto(siteUrl(sub, '/sv'))
  const publicHeader = page.locator('img[data-part="header-image"]')
  await expect(publicHeader).toBeVisible()
  await expect(publicHeader).toHaveAttribute('src', croppedSrc ?? '')
  await expect(publicHeader).toHaveAttribute('srcset', /1600w/)
  await expect.poll(() => naturalRatio(publicHeader)).toBeCloseTo(16 / 9, 2)

  const thumbs = page.locator('[data-part="gallery-item"] img')
  await expect(thumbs).toHaveCount(5)
  for (let i = 0; i < 5; i++) {
    const thumb = thumbs.nth(i)
    await expect(thumb).toHaveAttribute('srcset', /\d+w/)
    const src = await thumb.getAttribute('src')
    const status = await page.evaluate(async (url) => (await fetch(url ?? '')).status, src)
    expect(status, `gallery image ${i + 1}`).toBe(200)
  }
  await expect(page.getByRole('button', { name: 'Visa bild 1 av 5' })).toBeVisible()

  const map = page.getByRole('link', { name: /Öppna kartan för Storkyrkan, Stockholm/ })
  await expect(map).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Storkyrkan%2C%20Stockholm',
  )
  await expect(map.locator('img')).toHaveAttribute('srcset', /\d+w/)
})
