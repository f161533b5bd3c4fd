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
      // Open means shown: a form in the page but hidden until a tap does not count.
      const look = () => {
        if (window.__formOpenAt) return
        const fields = document.querySelectorAll(
          'section[data-module-type="Rsvp"] form input:not([type="hidden"]), section[data-module-type="Rsvp"] form textarea',
        )
        if ([...fields].some((f) => f.checkVisibility()))
          window.__formOpenAt = performance.timeOrigin + performance.now()
      }
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true })
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
    // 'page': the tap asked the server for the page with the form open (the script had not run);
    // 'script': the script opened it in place.
    const via = new URL(page.url()).searchParams.has('antal') ? 'page' : 'script'
    return { paintMs, tapMs, openMs: open === null ? null : open - navigationStart, via }
  } finally {
    await context.close()
  }
}

/**
 * `runs` visits to this build's demo page, or, with `base` (another checkout, built), visits to both
 * builds alternating, so that both are judged against the same moments' load.
 */
export async function benchSlowPhone(
  port,
  runs = Number(process.env.SLOW_PHONE_RUNS ?? 3),
  base = undefined,
) {
  const builds = [{ name: 'this', root: undefined, port }]
  if (base) builds.push({ name: 'base', root: base, port: port + 1 })
  for (const b of builds) b.server = await startServer({ port: b.port, root: b.root })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    for (const b of builds) b.visits = []
    for (let i = 0; i < runs; i++) {
      for (const b of i % 2 ? [...builds].reverse() : builds)
        b.visits.push(await visit(browser, `http://demo.brollopssida.localhost:${b.port}/sv`))
    }
    return builds.map(({ name, visits }) => {
      const opened = visits.map((v) => v.openMs)
      return {
        name,
        visits,
        lost: opened.filter((ms) => ms === null).length,
        medianPaintMs: median(visits.map((v) => v.paintMs)),
        // A lost tap counts as never: the median is then Infinity unless most taps got through.
        medianOpenMs: median(opened.map((ms) => (ms === null ? Number.POSITIVE_INFINITY : ms))),
      }
    })
  } finally {
    await browser.close()
    for (const b of builds) await b.server.stop()
  }
}
