import { mkdirSync } from 'node:fs'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { PORT } from './helpers.ts'

const demoUrl = (label: string, path = '/sv') => `http://demo.${label}.localhost:${PORT}${path}`
const WEDDING = demoUrl('brollopssida')

/** Scrolls through the page so lazy images load, then back to the top. */
async function loadWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.style.scrollBehavior = 'auto'
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
    document.documentElement.style.scrollBehavior = ''
  })
  await page.waitForLoadState('networkidle')
}

async function fullPageShots(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true })
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await loadWholePage(page)
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
  }
}

/**
 * Clicks an anchor link and answers the top of its target relative to the viewport once the smooth
 * scroll it starts has ended. The end is the browser's scrollend event: two equal readings a moment
 * apart are no proof of rest on a loaded machine, where frames can stall mid-scroll (the wide-screen
 * test once read the section 219 px down that way).
 */
async function topAfterScroll(page: Page, link: Locator, selector: string): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { scrollEnded?: Promise<void> }
    w.scrollEnded = new Promise((resolve) =>
      document.addEventListener('scrollend', () => resolve(), { once: true }),
    )
  })
  await link.click()
  await page.evaluate(() => (window as unknown as { scrollEnded?: Promise<void> }).scrollEnded)
  return page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top))
}

test('on a phone the demo menu hides behind Meny and takes a guest to the section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(WEDDING)
  const nav = page.getByRole('navigation', { name: 'Meny' })
  // The toggle is a <details> summary, so it works before and without the script (issue 21).
  const toggle = nav.locator('summary', { hasText: 'Meny' })
  const details = nav.locator('details')
  await expect(toggle).toBeVisible()
  await expect(details).not.toHaveAttribute('open')
  // The measured row is out of sight and out of reach.
  await expect(nav.getByRole('link')).toHaveCount(0)

  await toggle.click()
  await expect(details).toHaveAttribute('open')
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
  await expect(panel).toBeVisible()
  const entries = panel.getByRole('link')
  await expect(entries).toHaveText([
    'Välkomna',
    'Plats',
    'Vi två',
    'Toastmasters',
    'Program',
    'Film',
    'Bilder',
    'Önskelista',
    'OSA',
    'Tal',
  ])
  // The panel is a vertical list under the bar.
  const first = await entries.nth(0).boundingBox()
  const second = await entries.nth(1).boundingBox()
  expect(second && first && second.y > first.y).toBe(true)
  const bar = page.locator('header[data-part="top-bar"]')
  const barBox = await bar.boundingBox()
  expect(first && barBox && first.y >= barBox.y + barBox.height - 1).toBe(true)
  mkdirSync('test-results/screenshots', { recursive: true })
  await page.screenshot({ path: 'test-results/screenshots/menu-open-390.png' })

  const top = await topAfterScroll(page, panel.getByRole('link', { name: 'Önskelista' }), '#onskelista')
  await expect(details).not.toHaveAttribute('open')
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(/#onskelista$/)
  const barBottom = ((await bar.boundingBox())?.height ?? 0) + 0
  // The section's top sits just below the sticky bar: not hidden under it, not far down the page.
  expect(top).toBeGreaterThanOrEqual(barBottom - 1)
  expect(top).toBeLessThan(barBottom + 80)
  await expect(page.locator('#onskelista h2').first()).toBeInViewport()

  // The bar stays at the top while scrolled, and Escape closes an open panel.
  expect((await bar.boundingBox())?.y).toBe(0)
  await toggle.click()
  await page.keyboard.press('Escape')
  await expect(details).not.toHaveAttribute('open')
  await expect(toggle).toBeFocused()
})

test('on a wide screen the demo menu is one row of links, without the toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(WEDDING)
  const nav = page.getByRole('navigation', { name: 'Meny' })
  await expect(nav.locator('summary')).toBeHidden()
  const links = nav.getByRole('link')
  await expect(links).toHaveCount(10)
  const navBox = await nav.boundingBox()
  const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))
  for (const box of boxes) {
    expect(box.top).toBe(boxes[0].top)
    expect(box.left).toBeGreaterThanOrEqual((navBox?.x ?? 0) - 1)
    expect(box.right).toBeLessThanOrEqual((navBox?.x ?? 0) + (navBox?.width ?? 0) + 1)
  }

  const top = await topAfterScroll(page, links.filter({ hasText: 'Program' }), '#program')
  await expect(page).toHaveURL(/#program$/)
  expect(top).toBeGreaterThan(0)
  expect(top).toBeLessThan(160)

  // Narrowing the window collapses it, widening brings the row back.
  await page.setViewportSize({ width: 700, height: 900 })
  await expect(nav.locator('summary')).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 900 })
  await expect(nav.locator('summary')).toBeHidden()
  await expect(links).toHaveCount(10)
})

test('screenshots of every demo site at 390 and 1440 px', async ({ page }) => {
  test.setTimeout(120_000)
  const demos: [string, string, string][] = [
    ['brollopssida', '/sv', 'demo-wedding-sv'],
    ['brollopssida', '/en', 'demo-wedding-en'],
    ['voresbryllupsside', '/da', 'demo-wedding-da'],
    ['festhemsida', '/sv', 'demo-party-sv'],
    ['eventsida', '/sv', 'demo-event-sv'],
  ]
  for (const [label, path, name] of demos) {
    await page.setViewportSize({ width: 1440, height: 900 })
    const res = await page.goto(demoUrl(label, path))
    expect(res?.status(), name).toBe(200)
    // Every demo's menu fits in one row on a wide screen.
    await expect(page.locator('nav[data-part="menu"] button'), name).toHaveCount(0)
    await fullPageShots(page, name)
  }
})
