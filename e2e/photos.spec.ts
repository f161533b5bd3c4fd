import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { api, appUrl, painted, publishedSite, screenshots, siteUrl } from './helpers.ts'

/** A photo as a phone makes it: noise (so its size is real) with a place in its EXIF. */
async function phonePhoto(dir: string, name: string, seed: number): Promise<string> {
  const width = 900
  const height = 700
  const raw = Buffer.alloc(width * height * 3)
  let x = seed
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff
    raw[i] = x >> 23
  }
  const path = join(dir, name)
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '59/1 19/1 4/1' } })
    .jpeg({ quality: 80 })
    .toFile(path)
  return path
}

const SHOTS = '/tmp/shots/photos'

function keep(name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [390, 1440]) {
    copyFileSync(`test-results/screenshots/${name}-${width}.png`, `${SHOTS}/${name}-${width}.png`)
  }
}

test('guests share photos on a slow line that drops, the couple approve one, the slideshow shows it (issue 34)', async ({
  page,
  browser,
}) => {
  const { siteId, sub } = await publishedSite(page, 'bilder', {
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' }, secondLine: { sv: '12 juni 2027' } },
      {
        id: 'p',
        siteModuleType: 'Photos',
        title: { sv: 'Gästernas bilder' },
        text: { sv: '<p>Dela med oss!</p>' },
      },
    ],
  })
  const dir = mkdtempSync(join(tmpdir(), 'photos-e2e-'))
  const files = await Promise.all([1, 2, 3].map((n) => phonePhoto(dir, `IMG_000${n}.JPG`, n)))

  // A guest on a phone with a slow line (400 ms round trip, 2 Mbit/s up).
  const guest = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const phone = await guest.newPage()
  await phone.goto(siteUrl(sub, '/sv'))
  await phone.getByRole('link', { name: 'Dela dina bilder' }).click()
  await expect(phone.getByRole('heading', { name: 'Dela dina bilder' })).toBeVisible()
  const cdp = await guest.newCDPSession(phone)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 250_000,
    uploadThroughput: 250_000,
  })
  await phone.locator('#photo-files').setInputFiles(files)
  const total = phone.locator('#photo-total')
  await expect(total).toContainText('av 3 bilder skickade')
  // The line drops in the middle of the sending, for a few seconds.
  await expect(phone.locator('#photo-list li[data-state=sending]').first()).toBeVisible()
  await guest.setOffline(true)
  await expect(phone.getByText('Ingen anslutning. Fortsätter när nätet är tillbaka.').first()).toBeVisible()
  await guest.setOffline(false)
  await expect(total).toHaveText(/Alla bilder är skickade/, { timeout: 30_000 })
  await expect(phone.locator('#photo-list li[data-state=done]')).toHaveCount(3)
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })
  await screenshots(phone, 'photos-upload')
  keep('photos-upload')

  // Every photo arrived once, waiting for the couple; none is on the site yet.
  const listed = await api(page, 'GET', `/api/sites/${siteId}/photos`)
  const photos = (listed.json as { photos: { id: string; state: string; originalName: string }[] }).photos
  expect(photos.map((p) => p.originalName).sort()).toEqual(['IMG_0001.JPG', 'IMG_0002.JPG', 'IMG_0003.JPG'])
  expect(photos.every((p) => p.state === 'pending')).toBe(true)

  // The slideshow on the projector, in its own context.
  const projector = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const screen = await projector.newPage()
  await screen.goto(siteUrl(sub, '/sv/bildspel'))
  await expect(screen.getByText('Här visas gästernas bilder så snart de godkänts.')).toBeVisible()
  await expect(screen.locator('.corner svg')).toBeVisible()

  // The couple approve one on their moderation page; the slideshow has it within 5 s.
  await page.goto(appUrl(`/redigera/${siteId}/bilder`))
  await expect(page.getByRole('heading', { name: 'Gästernas bilder' })).toBeVisible()
  await expect(page.locator('ul li[data-state=pending]')).toHaveCount(3)
  const chosen = photos[1]
  if (!chosen) throw new Error('no photo')
  await page.getByRole('checkbox', { name: `Välj ${chosen.originalName}` }).check()
  await page.getByRole('button', { name: 'Godkänn', exact: true }).first().click()
  await expect(screen.locator(`img.slide.shown[data-photo="${chosen.id}"]`)).toBeVisible({ timeout: 5000 })
  await painted(screen)
  await screenshots(screen, 'photos-slideshow')
  keep('photos-slideshow')
  await expect(page.locator('ul li[data-state=approved]')).toHaveCount(1)
  await screenshots(page, 'photos-moderation')
  keep('photos-moderation')

  // The guest sees the approved photo, and only it, in the album on the site.
  await phone.goto(siteUrl(sub, '/sv'))
  await expect(phone.getByRole('button', { name: 'Visa bild 1 av 1' })).toBeVisible()
  await guest.close()
  await projector.close()
})
