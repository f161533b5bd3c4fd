import { expect, type Page, test } from '@playwright/test'
import { appUrl, painted, publishedSite, siteUrl } from './helpers.ts'

// Every page has exactly one <main>, the skip link's target (issue 31): a page drawn inside a
// layout that already holds one must not bring its own.

const SITE = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
    { id: 't', siteModuleType: 'Text', title: { sv: 'Välkomna' }, text: { sv: '<p>Hej!</p>' } },
  ],
}

/** The page's <main> elements and the elements with id="main", once the page has settled. */
async function mains(page: Page, url: string): Promise<{ url: string; main: number; idMain: number }> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  await painted(page)
  return page.evaluate((url) => {
    const found = document.querySelectorAll('main')
    // The owner app's and the landing page's <main> is the skip link's #main.
    return { url, main: found.length, idMain: document.querySelectorAll('[id="main"]').length }
  }, url)
}

test('every page has exactly one <main>: landing, wizard, quick start, owner pages and the guest page', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
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
