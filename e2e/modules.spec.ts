import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { admin, api, expectAccessible, screenshots, siteUrl, uniqueMail } from './helpers.ts'

// The demo images (scripts/make-demo-images.mjs) are served at /media/demo/ and described in
// index.json as site Images; the modules here show them, so no upload is needed.
const DEMO_INDEX = join(import.meta.dirname, '..', 'server', 'demo', 'media', 'index.json')
const WANTED = ['meadow', 'church', 'lake', 'flowers', 'table', 'cake', 'map'] as const
type DemoImage = Record<string, unknown> & { fileName: string }

function demoImages(): Partial<Record<(typeof WANTED)[number], DemoImage>> {
  if (!existsSync(DEMO_INDEX)) return {}
  const index = JSON.parse(readFileSync(DEMO_INDEX, 'utf8')) as Record<string, DemoImage>
  const mediaDir = join(import.meta.dirname, '..', 'server', 'demo', 'media')
  return Object.fromEntries(
    WANTED.filter((name) => index[name] && existsSync(join(mediaDir, index[name].fileName))).map((name) => [
      name,
      index[name],
    ]),
  )
}

const images = demoImages()
const missingImages = WANTED.filter((name) => !images[name])
const GALLERY = ['lake', 'flowers', 'table', 'cake'] as const
const missingGallery = GALLERY.filter((name) => !images[name])

/** A datetime-local string some days ahead, in the browser's (and this machine's) local time. */
function localDateAhead(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T15:00`
}

const YOUTUBE_ID = 'dQw4w9WgXcQ'

function allModules() {
  const sv = (text: string) => ({ sv: text })
  return [
    {
      id: 'header',
      siteModuleType: 'Header',
      title: sv('Anna & Erik'),
      secondLine: sv('12 juni 2027 · Stockholm'),
      verticalAlignment: 1,
      image: images.meadow ? { image: images.meadow, userSelectedImageSize: 'LARGE' } : null,
    },
    {
      id: 'countdown',
      siteModuleType: 'Countdown',
      title: sv('Nedräkning'),
      countdownDate: localDateAhead(120),
    },
    {
      id: 'story',
      siteModuleType: 'ImageAndText',
      title: sv('Vår historia'),
      secondTitle: sv('Hur allt började'),
      text: sv('<p>Vi träffades en regnig höstdag på ett café vid Mariatorget. Resten är historia.</p>'),
      image: images.church ?? null,
    },
    {
      id: 'video',
      siteModuleType: 'Video',
      title: sv('Vår film'),
      video: { videoUrl: `https://www.youtube.com/watch?v=${YOUTUBE_ID}&t=3s`, autoStart: false },
    },
    {
      id: 'people',
      siteModuleType: 'PeopleList',
      title: sv('Toastmasters'),
      list: [
        {
          id: 'p1',
          name: sv('Karin Lund'),
          title: sv('Toastmaster'),
          text: sv('<p>Vill du hålla tal? Hör av dig till Karin.</p>'),
          image: images.flowers ?? null,
        },
        {
          id: 'p2',
          name: sv('Johan Berg'),
          title: sv('Toastmaster'),
          text: sv('<p>Johan håller ordning på kvällen.</p>'),
          image: images.lake ?? null,
        },
      ],
    },
    {
      id: 'stay',
      siteModuleType: 'TextAndImageList',
      title: sv('Boende'),
      list: [
        {
          id: 'l1',
          title: sv('Grand Hotel'),
          text: sv('<p>Fem minuter från kyrkan. Uppge koden BRÖLLOP.</p>'),
          image: images.table ?? null,
        },
        {
          id: 'l2',
          title: sv('Vandrarhemmet'),
          text: sv('<p>Billigt och trevligt, med frukost.</p>'),
          image: images.cake ?? null,
        },
      ],
    },
    {
      id: 'location',
      siteModuleType: 'Location',
      title: sv('Plats'),
      secondTitle: sv('Vigseln'),
      text: sv('<p>Vigseln börjar klockan 15.00. Middag och fest följer på Grand Hotel.</p>'),
      map: { location: 'Storkyrkan, Stockholm', map: images.map ?? null },
    },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      title: sv('Önskelista'),
      text: sv('<p>Det finaste ni kan ge oss är er närvaro, men om ni vill ge något:</p>'),
      giftRegistry: [
        {
          id: 'g1',
          title: sv('Kaffekvarn'),
          description: sv('En handdriven kvarn i valnöt.'),
          link: 'https://example.se/kvarn',
          quantity: 1,
          image: images.cake ?? null,
        },
        {
          id: 'g2',
          title: sv('Vinglas'),
          description: sv('Sex stycken av samma sort.'),
          quantity: 6,
          image: images.table ?? null,
        },
        { id: 'g3', title: sv('Bidrag till bröllopsresan'), reservable: false, quantity: null },
      ],
    },
    {
      id: 'gallery',
      siteModuleType: 'ImageGallery',
      title: sv('Bilder'),
      text: sv('<p>Några av våra favoriter.</p>'),
      gallery: GALLERY.filter((name) => images[name]).map((name) => ({ id: name, image: images[name] })),
    },
    {
      id: 'form',
      siteModuleType: 'Form',
      title: sv('Anmäl tal'),
      text: sv('<p>Vill du hålla tal under middagen? Anmäl dig här.</p>'),
    },
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: sv('OSA'),
      text: sv('<p>Svara senast den 1 maj.</p>'),
      maxNumberOfGuests: 4,
    },
  ]
}

/** Registers an owner, creates a site of the given modules and publishes it on a subdomain. */
async function publishSite(page: Page, site: Record<string, unknown>): Promise<string> {
  const reg = await api(page, 'POST', '/api/accounts/register/', {
    mail: uniqueMail('moduler'),
    password: 'hemligt123',
  })
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`)
  const created = await api(page, 'POST', '/api/sites/V2', {
    wizardData: null,
    site: { availableLanguages: [{ languageCode: 'sv' }], ...site },
  })
  if (created.status !== 201)
    throw new Error(`create site: ${created.status} ${JSON.stringify(created.json)}`)
  const siteId = (created.json as { site: { _id: string } }).site._id
  const sub = `moduler-${Date.now()}`
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  return sub
}

/** No internet in tests, and no call to YouTube either way: the player and thumbnails are refused. */
async function blockYouTube(page: Page) {
  await page.route(/youtube|ytimg/, (route) => route.abort())
}

/** Scrolls through the page so lazy images load before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete && !img.src.includes('ytimg'))
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve)
              img.addEventListener('error', resolve)
            }),
        ),
    )
  })
}

test.describe('module views on a published site', () => {
  let sub = ''

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    sub = await publishSite(page, { siteModules: allModules() })
    await page.close()
  })

  test('every module type shows, at phone and desktop width', async ({ page }) => {
    test.skip(
      missingImages.length > 0,
      `Demo images missing in server/demo/media: ${missingImages.map((n) => `${n}-*.jpg`).join(', ')} (run node scripts/make-demo-images.mjs)`,
    )
    await blockYouTube(page)
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' && !/youtube|ytimg|ERR_FAILED/i.test(m.text())) errors.push(m.text())
    })
    await page.goto(siteUrl(sub, '/sv'))
    await expect(page.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()
    for (const name of [
      'Nedräkning',
      'Vår historia',
      'Vår film',
      'Toastmasters',
      'Boende',
      'Plats',
      'Bilder',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.getByRole('button', { name: 'Visa önskelista' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Fyll i formuläret' })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Hur många gäster vill du anmäla?' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Öppna kartan för Storkyrkan/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Storkyrkan%2C%20Stockholm',
    )
    // The gift list opens, so the screenshots show it.
    await page.getByRole('button', { name: 'Visa önskelista' }).click()
    await expect(page.getByText('Antal: 6')).toBeVisible()
    await page.getByRole('button', { name: '2', exact: true }).click()
    await expect(page.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-pressed', 'true')

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
      await loadLazyImages(page)
    }
    await screenshots(page, 'modules-all')
    expect(errors).toEqual([])

    // The modules themselves (the page around them has its own checks) pass axe's WCAG A and AA rules.
    await expectAccessible(page, { include: 'main' })
  })

  test('the countdown ticks', async ({ page }) => {
    await page.goto(siteUrl(sub, '/sv'))
    await expect(page.locator('[data-unit="day"]')).toContainText('dagar')
    // The server's numbers stand until the page has hydrated; from then the guest's clock ticks.
    await expect(page.locator('[data-clock="client"]')).toHaveCount(1, { timeout: 15_000 })
    const seconds = page.locator('[data-unit="second"] > span').first()
    const first = await seconds.textContent()
    await expect.poll(() => seconds.textContent(), { timeout: 2500, intervals: [250] }).not.toBe(first)
    expect(Number(await page.locator('[data-unit="day"] > span').first().textContent())).toBeGreaterThan(100)
  })

  test('the video facade loads the no-cookie player only on click', async ({ page }) => {
    await blockYouTube(page)
    await page.goto(siteUrl(sub, '/sv'))
    // The video's view hydrates when its chunk has come (decision 0025); its button needs it.
    await page.waitForLoadState('networkidle')
    const play = page.getByRole('button', { name: 'Spela upp video: Vår film' })
    await expect(play).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await play.click()
    await expect(page.locator('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1&rel=0`,
    )
    await expect(page.getByRole('button', { name: /Spela upp video/ })).toHaveCount(0)
  })

  test('the gallery lightbox: opens at the clicked image, arrow keys, Escape, focus back', async ({
    page,
  }) => {
    test.skip(
      missingGallery.length > 0,
      `Gallery images missing in server/demo/media: ${missingGallery.map((n) => `${n}-*.jpg`).join(', ')}`,
    )
    await page.goto(siteUrl(sub, '/sv'))
    // The gallery's view hydrates when its chunk has come (decision 0025); its buttons need it.
    await page.waitForLoadState('networkidle')
    const total = GALLERY.length
    const second = page.getByRole('button', { name: `Visa bild 2 av ${total}` })
    await second.click()
    const dialog = page.getByRole('dialog', { name: 'Bilder' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText(`2 / ${total}`)).toBeVisible()
    const shown = dialog.locator('img')
    await expect(shown).toHaveAttribute('src', /flowers-\d+\.jpg$/)
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.screenshot({ path: 'test-results/screenshots/modules-lightbox-1440.png' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-results/screenshots/modules-lightbox-390.png' })

    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText(`3 / ${total}`)).toBeVisible()
    await expect(shown).toHaveAttribute('src', /table-\d+\.jpg$/)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText(`1 / ${total}`)).toBeVisible()
    await expect(shown).toHaveAttribute('src', /lake-\d+\.jpg$/)
    await dialog.getByRole('button', { name: 'Föregående bild' }).click()
    await expect(dialog.getByText(`${total} / ${total}`)).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(second).toBeFocused()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('theme9: the title over the header image, at the bottom', async ({ page }) => {
    test.skip(!images.meadow, 'Demo image missing in server/demo/media: meadow-*.jpg')
    const theme9 = await publishSite(page, {
      theme: 'theme9',
      siteModules: allModules().slice(0, 2),
    })
    await page.goto(siteUrl(theme9, '/sv'))
    const header = page.locator('[data-part="header"]')
    await expect(header).toHaveAttribute('data-align', 'bottom')
    const box = await page.locator('[data-part="header-image"]').boundingBox()
    const title = await page.getByRole('heading', { level: 1 }).boundingBox()
    expect(box && title).toBeTruthy()
    if (box && title) {
      expect(title.y).toBeGreaterThan(box.y + box.height / 2)
      expect(title.y + title.height).toBeLessThanOrEqual(box.y + box.height)
    }
    await screenshots(page, 'modules-theme9-header')
  })
})
