// The editor on a 60-module site: time from navigation to an editable editor, and input latency
// while typing in a rich text. Driven in Debian's Chromium, on the built server.
import { chromium } from 'playwright-core'
import { startServer } from './server-process.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
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
function modules() {
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
  return Array.from({ length: MODULES }, (_, n) => ({
    id: `m${n}`,
    ...make[n % make.length](n),
  }))
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]

export async function benchEditor(port) {
  const server = await startServer({ port })
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    const app = `http://brollopssida.localhost:${port}`
    await page.goto(`${app}/logga-in`)
    const siteId = await page.evaluate(async (siteModules) => {
      const post = (path, body) =>
        fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      const mail = `bench-${Date.now()}@example.se`
      const reg = await post('/api/accounts/register/', { mail, password: 'hemligt123' })
      if (reg.status !== 201) throw new Error(`register ${reg.status}`)
      const res = await post('/api/sites/V2', {
        wizardData: null,
        site: { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }], siteModules },
      })
      if (res.status !== 201) throw new Error(`create ${res.status} ${await res.text()}`)
      return (await res.json()).site._id
    }, modules())

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

    // Typing in a rich text halfway down the page: the time from each keydown until the editor
    // and React have finished with it (a message posted after the input event runs after both).
    const target = page.locator('[data-module-id="m31"] [role="textbox"][aria-multiline="true"]').first()
    await target.scrollIntoViewIfNeeded()
    await target.click()
    await page.locator('[data-module-id="m31"] .ProseMirror').first().waitFor()
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
      loadMedian: median(loads),
      loads,
      typed: latencies.length,
      latencyMedian: median(latencies),
      latencyP95: pct(latencies, 0.95),
      latencyMax: Math.max(...latencies),
      longEvents,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
