import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { THEMES, type Theme } from '../domain/design/themes.ts'
import { demoSiteContent } from '../server/services/sites/demo-sites.ts'
import { admin, api, appUrl, painted, publishedSite, screenshots, siteUrl, uniqueMail } from './helpers.ts'

/** The wedding demo showcase (all 12 module types), shown in every theme. */
function showcaseModules() {
  const content = demoSiteContent('brollopssida.se')
  if (!content) throw new Error('no wedding demo content')
  return content.siteModules
}

/** Lazy images load only near the viewport; a full-page screenshot should show them all. */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager'
    await Promise.all(
      Array.from(document.images).map((img) =>
        img.complete
          ? img.decode().catch(() => {})
          : new Promise((done) => {
              img.addEventListener('load', done)
              img.addEventListener('error', done)
              setTimeout(done, 5000)
            }),
      ),
    )
  })
}

const hosts = new Map<Theme, string>()

test.describe('themes', () => {
  // One owner publishes one site per theme, all with the same content.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000)
    const page = await browser.newPage()
    const reg = await api(page, 'POST', '/api/accounts/register/', {
      mail: uniqueMail('teman'),
      password: 'hemligt123',
    })
    expect(reg.status).toBe(201)
    const run = Date.now()
    for (const theme of THEMES) {
      const created = await api(page, 'POST', '/api/sites/V2', {
        wizardData: null,
        site: { theme, availableLanguages: [{ languageCode: 'sv' }], siteModules: showcaseModules() },
      })
      expect(created.status, JSON.stringify(created.json)).toBe(201)
      const sub = `${theme}-${run}`
      admin(
        'activate-site',
        '--site',
        (created.json as { site: { _id: string } }).site._id,
        '--host',
        `${sub}.brollopssida.se`,
        '--months',
        '12',
      )
      hosts.set(theme, sub)
    }
    await page.close()
  })

  for (const theme of THEMES) {
    test(`${theme} links its own stylesheet only and lays out the page`, async ({ page }) => {
      const sub = hosts.get(theme)
      if (!sub) throw new Error(`no site for ${theme}`)
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(siteUrl(sub, '/sv'))
      await expect(page.locator(`[data-part="page"][data-theme="${theme}"]`)).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()

      // Exactly one theme stylesheet (inlined), this theme's, and the browser has parsed its rules.
      const themeSheets = await page
        .locator('style[data-href], link[rel="stylesheet"]')
        .evaluateAll((els) =>
          els
            .map((el) => el.getAttribute('data-href') ?? el.getAttribute('href') ?? '')
            .filter((href) => /\/theme-theme\d+-[^/]*\.css$/.test(href)),
        )
      expect(themeSheets).toHaveLength(1)
      expect(themeSheets[0]).toMatch(new RegExp(`/theme-${theme}-[^/]*\\.css$`))
      const rules = await page.evaluate(
        (href) =>
          Array.from(document.styleSheets).find(
            (sheet) =>
              (sheet.ownerNode as Element | null)?.getAttribute('data-href') === href ||
              Boolean(href && sheet.href?.endsWith(href)),
          )?.cssRules.length ?? 0,
        themeSheets[0],
      )
      expect(rules).toBeGreaterThan(10)
      // Every theme sets the contract's variables on its page root.
      const maxWidth = await page
        .locator('[data-part="page"]')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--page-max-width').trim())
      expect(maxWidth).not.toBe('')

      // Nothing spills sideways on a phone.
      await loadAllImages(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

      // Full-page screenshots at both widths, each once its images (srcset picks per width) are in.
      mkdirSync('test-results/screenshots', { recursive: true })
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
        await painted(page)
        await loadAllImages(page)
        await page.screenshot({
          path: `test-results/screenshots/theme-${theme}-${width}.png`,
          fullPage: true,
        })
      }
    })
  }
})

/** The number each section title of the page shows before it ('none' for none), in page order. */
function titleNumbers(page: Page): Promise<string[]> {
  return page
    .locator('[data-module-type]:not([data-module-type="Header"]) [data-part="module-title"]')
    .evaluateAll((titles) => titles.map((title) => getComputedStyle(title, '::before').content))
}

const numbered = (count: number) =>
  Array.from({ length: count }, (_, i) => `"${String(i + 1).padStart(2, '0')}"`)

test('the Modern layout numbers the sections guests see 01, 02, 03 on the page and in the editor', async ({
  page,
}) => {
  test.setTimeout(90_000)
  // The second titled module is hidden from guests: it takes no number, and the next one is 02.
  const modules = showcaseModules().map((module, index) => (index === 2 ? { ...module, hide: true } : module))
  const { siteId, sub } = await publishedSite(page, 'numrerad', {
    theme: 'theme5',
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: modules,
  })
  const titled = modules.filter(
    (module) =>
      module.siteModuleType !== 'Header' && !module.hide && 'title' in module && module.title?.sv?.trim(),
  ).length
  expect(titled).toBeGreaterThan(4)

  await page.goto(siteUrl(sub, '/sv'))
  await expect(page.locator('[data-part="page"][data-theme="theme5"]')).toHaveCount(1)
  expect(await titleNumbers(page)).toEqual(numbered(titled))
  await screenshots(page, 'theme5-numbered-guest-page')

  // The editor's chunk and the site come in once the guest page is done: a loaded machine takes a while.
  await page.goto(appUrl(`/redigera/${siteId}`))
  await expect(page.locator('[data-module-id]').nth(2)).toBeVisible({ timeout: 30_000 })
  // In edit mode the hidden module is on the page too, without a number. The views outside the
  // guest page's first load (decision 0025) come in as their chunks arrive.
  await expect
    .poll(async () => (await titleNumbers(page)).filter((n) => n !== 'none'))
    .toEqual(numbered(titled))
  expect((await titleNumbers(page))[1]).toBe('none')
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.locator('[data-module-type="Location"]').evaluate((e) => e.scrollIntoView({ block: 'start' }))
    await painted(page)
    await page.screenshot({ path: `test-results/screenshots/theme5-numbered-editor-${width}.png` })
  }
})
