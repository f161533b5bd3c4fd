// A guest on a slow phone (issue 21): 400 kbps, 400 ms round trip and a 4x slower CPU, emulated in
// Debian's Chromium through CDP. The guest taps an RSVP guest-count button as soon as the page has
// painted; the figure is the time from navigation until the RSVP form is open, or 'lost' when the
// tap never opens it.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { startServer } from './server-process.mjs'

export const SLOW_PHONE = { kbps: 400, rttMs: 400, cpu: 4 }
const GIVE_UP_MS = 15_000

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** One visit in a fresh context (empty cache): { paintMs, tapMs, openMs } or openMs null when lost. */
async function visit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    const bytesPerSecond = (SLOW_PHONE.kbps * 1000) / 8
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.rttMs,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu })
    // Before any page script: note when the RSVP section first holds a form, as wall-clock time, so
    // a form that arrives with a next page (the tap's GET before the script ran) counts from the first.
    await page.addInitScript(() => {
      const look = () => {
        if (window.__formOpenAt) return
        if (
          document.querySelector(
            'section[data-module-type="Rsvp"] form input, section[data-module-type="Rsvp"] form textarea',
          )
        )
          window.__formOpenAt = performance.timeOrigin + performance.now()
      }
      new MutationObserver(look).observe(document, { childList: true, subtree: true })
    })
    await page.goto(url, { waitUntil: 'commit' })
    const navigationStart = await page.evaluate(() => performance.timeOrigin)
    await page.waitForFunction(
      () => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'),
      undefined,
      { polling: 20, timeout: GIVE_UP_MS },
    )
    const paintMs = await page.evaluate(
      () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint').startTime,
    )
    const button = page
      .locator('section[data-module-type="Rsvp"] button, section[data-module-type="Rsvp"] a')
      .filter({ hasText: /^2$/ })
      .first()
    const tapMs = await page.evaluate(() => performance.now())
    await button.tap({ timeout: GIVE_UP_MS })
    const open = await page
      .waitForFunction(() => window.__formOpenAt, undefined, { polling: 50, timeout: GIVE_UP_MS })
      .then((h) => h.jsonValue())
      .catch(() => null)
    return { paintMs, tapMs, openMs: open === null ? null : open - navigationStart }
  } finally {
    await context.close()
  }
}

export async function benchSlowPhone(port, runs = 3) {
  const server = await startServer({ port })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const url = `http://demo.brollopssida.localhost:${port}/sv`
    const visits = []
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, url))
    const opened = visits.map((v) => v.openMs)
    return {
      visits,
      lost: opened.filter((ms) => ms === null).length,
      // A lost tap counts as never: the median is then Infinity unless most taps got through.
      medianOpenMs: median(opened.map((ms) => (ms === null ? Number.POSITIVE_INFINITY : ms))),
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
