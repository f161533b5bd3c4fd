// The editor on a 60-module site: time from navigation to an editable editor, and input latency
// while typing in a rich text. Driven in Debian's Chromium, on the built server.
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { startServer } from './server-process.mjs'

const MODULES = 60
const LOADS = 5
const KEYSTROKES = 150

const sv = (text) => ({ sv: text, en: `${text} (en)` })
const rich = (n) =>
  sv(
    Array.from(
      { length: 3 },
      (_, p) =>
        `<p>Stycke ${p + 1} i modul ${n}: vi ses i kyrkan klockan tre och firar sedan <strong>hela kvällen</strong> med middag, tal och dans. Mer information kommer.</p>`,
    ).join(''),
  )

/** A realistic mix of every text-heavy module type, repeated to 60 modules. */
function modules(count = MODULES) {
  const make = [
    (n) => ({ siteModuleType: 'Header', title: sv(`Anna & Erik ${n}`), secondLine: sv('12 juni 2027') }),
    (n) => ({ siteModuleType: 'Text', title: sv(`Text ${n}`), text: rich(n) }),
    (n) => ({
      siteModuleType: 'ImageAndText',
      title: sv(`Bild och text ${n}`),
      secondTitle: sv('Under'),
      text: rich(n),
    }),
    (n) => ({
      siteModuleType: 'PeopleList',
      title: sv(`Personer ${n}`),
      list: [1, 2, 3].map((i) => ({
        id: `p${n}-${i}`,
        name: sv(`Person ${i}`),
        title: sv('Vittne'),
        text: rich(n),
      })),
    }),
    (n) => ({
      siteModuleType: 'TextAndImageList',
      title: sv(`Program ${n}`),
      list: [1, 2, 3].map((i) => ({ id: `l${n}-${i}`, title: sv(`Punkt ${i}`), text: rich(n) })),
    }),
    (n) => ({
      siteModuleType: 'Location',
      title: sv(`Plats ${n}`),
      secondTitle: sv('Kyrkan'),
      text: rich(n),
    }),
  ]
  return Array.from({ length: count }, (_, n) => ({
    id: `m${n}`,
    ...make[n % make.length](n),
  }))
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

async function register(page) {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/accounts/register/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mail: `bench-${Date.now()}@example.se`, password: 'hemligt123' }),
    })
    return res.status
  })
  if (status !== 201) throw new Error(`register ${status}`)
}

async function createSite(page, siteModules) {
  return page.evaluate(async (siteModules) => {
    const res = await fetch('/api/sites/V2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        wizardData: null,
        site: { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }], siteModules },
      }),
    })
    if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`)
    return (await res.json()).site._id
  }, siteModules)
}

/**
 * Types into a rich text halfway down the page: the time from each keydown until the editor and
 * React have finished with it (a message posted after the input event runs after both), and the
 * Event Timing entries over one frame (those include the paint).
 */
async function typingLatency(page, app, siteId, moduleId) {
  await page.goto(`${app}/redigera/${siteId}`)
  const target = page
    .locator(`[data-module-id="${moduleId}"] [role="textbox"][aria-multiline="true"]`)
    .first()
  await target.scrollIntoViewIfNeeded()
  await target.click()
  await page.locator(`[data-module-id="${moduleId}"] .ProseMirror`).first().waitFor()
  await page.evaluate(() => {
    window.__latencies = []
    window.__longEvents = 0
    let start = 0
    document.addEventListener('keydown', (e) => (start = e.timeStamp), true)
    document.addEventListener('input', () => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => window.__latencies.push(performance.now() - start)
      channel.port2.postMessage(0)
    })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > 16) window.__longEvents += 1
    }).observe({ type: 'event', durationThreshold: 16 })
  })
  await page.keyboard.type(
    'Vi längtar efter att fira med er alla i sommar! '.repeat(4).slice(0, KEYSTROKES),
    {
      delay: 25,
    },
  )
  await page.waitForTimeout(300)
  const { latencies, longEvents } = await page.evaluate(() => ({
    latencies: window.__latencies,
    longEvents: window.__longEvents,
  }))
  return {
    typed: latencies.length,
    median: median(latencies),
    p95: pct(latencies, 0.95),
    max: Math.max(...latencies),
    longEvents,
  }
}

export async function benchEditor(port) {
  const server = await startServer({ port })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const app = `http://brollopssida.localhost:${port}`
    await page.goto(`${app}/logga-in`)
    await register(page)
    const siteId = await createSite(page, modules())
    const smallId = await createSite(page, modules(2))

    // Editable: every module has its action bar and the texts are in-place editors.
    await page.addInitScript((count) => {
      const check = () => {
        if (window.__editableAt) return
        const bars = document.querySelectorAll('[data-module-id] [role="toolbar"]').length
        if (bars === count && document.querySelector('[contenteditable]'))
          window.__editableAt = performance.now()
      }
      new MutationObserver(check).observe(document, { childList: true, subtree: true })
    }, MODULES)
    const loads = []
    for (let i = 0; i < LOADS; i++) {
      await page.goto(`${app}/redigera/${siteId}`)
      await page.waitForFunction(() => window.__editableAt, null, { timeout: 30_000 })
      loads.push(await page.evaluate(() => window.__editableAt))
    }

    // The same typing on a 2-module site and on the 60-module one, alternated, so the ratio shows
    // what the page's size adds on this machine.
    const small = []
    const large = []
    for (let round = 0; round < 2; round++) {
      small.push(await typingLatency(page, app, smallId, 'm1'))
      large.push(await typingLatency(page, app, siteId, 'm31'))
    }
    const merge = (runs) => ({
      typed: runs.reduce((n, r) => n + r.typed, 0),
      median: median(runs.map((r) => r.median)),
      p95: median(runs.map((r) => r.p95)),
      max: Math.max(...runs.map((r) => r.max)),
      longEvents: runs.reduce((n, r) => n + r.longEvents, 0),
    })
    return { loadMedian: median(loads), loads, large: merge(large), small: merge(small) }
  } finally {
    await browser.close()
    await server.stop()
  }
}
