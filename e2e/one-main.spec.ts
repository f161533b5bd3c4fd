import { expect, type Page, test } from '@playwright/test'
import { appUrl, publishedSite, siteUrl } from './helpers.ts'

// Every page has exactly one <main>, the skip link's target (issue 31): a page drawn inside a
// layout that already holds one must not bring its own.

const SITE = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
    { id: 't', siteModuleType: 'Text', title: { sv: 'Välkomna' }, text: { sv: '<p>Hej!</p>' } },
  ],
}

/** The page's <main> elements and the elements with id="main", once the page has drawn its heading or modules. */
async function mains(page: Page, url: string): Promise<{ url: string; main: number; idMain: number }> {
  await page.goto(url)
  await expect(page.locator('main').locator('h1, [data-module-type]').first()).toBeVisible({
    timeout: 15_000,
  })
  return { url, main: await page.locator('main').count(), idMain: await page.locator('[id="main"]').count() }
}

test('every page has exactly one <main>: landing, wizard, quick start, owner pages and the guest page', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000)
  const { siteId, sub } = await publishedSite(page, 'enmain', SITE)

  const ownerApp = [
    appUrl('/'),
    appUrl('/logga-in'),
    appUrl('/kom-igang'),
    appUrl('/kom-igang/information'),
    appUrl('/snabbstart'),
    appUrl(`/redigera/${siteId}`),
    appUrl(`/redigera/${siteId}/visa-osa`),
    appUrl(`/redigera/${siteId}/visa-osa/fragor`),
    appUrl(`/redigera/${siteId}/gaster`),
    appUrl(`/redigera/${siteId}/versioner`),
    appUrl(`/redigera/${siteId}/konto`),
    appUrl(`/redigera/${siteId}/valj-adress`),
    appUrl(`/redigera/${siteId}/inbjudningar`),
    appUrl('/finns-inte'),
  ]
  const seen: Awaited<ReturnType<typeof mains>>[] = []
  for (const url of ownerApp) seen.push(await mains(page, url))
  expect(seen).toEqual(ownerApp.map((url) => ({ url, main: 1, idMain: 1 })))

  // The guest page, with and without its script: one <main>, and no second #main beside it.
  const guest = siteUrl(sub, '/sv')
  const withScript = await mains(page, guest)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const withoutScript = await mains(await context.newPage(), guest)
  await context.close()
  for (const found of [withScript, withoutScript]) {
    expect(found.main).toBe(1)
    expect(found.idMain).toBeLessThanOrEqual(1)
  }
})
