import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { expect, type Page, test } from '@playwright/test'
import {
  ANALYTICS_PORT,
  admin,
  appUrl,
  createOwnerWithSite,
  INGEST_PORT,
  siteUrl,
  uniqueMail,
} from './helpers.ts'

// The e2e server is started with ANALYTICS_URL=http://127.0.0.1:<ANALYTICS_PORT> and
// ERROR_REPORTING_DSN=http://e2ekey@127.0.0.1:<INGEST_PORT>/1 (playwright.config.ts, webServer.env).
// This spec runs local fakes of both services there. Other specs run without them: the owner app
// then fails to load the analytics script, which it logs and otherwise ignores.
const ANALYTICS = `http://127.0.0.1:${ANALYTICS_PORT}`

interface Received {
  path: string
  body: string
}

/** Answers every origin: the owner app posts here from its own origin, as it would to Plausible. */
function cors(res: ServerResponse) {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-allow-headers', '*')
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
}

// A stand-in for a Plausible script: defines window.plausible and posts events as Plausible does.
const PLAUSIBLE_SCRIPT = `(function () {
  var script = document.currentScript
  var api = script.getAttribute('data-api')
  var domain = script.getAttribute('data-domain')
  window.plausible = function (name, options) {
    var body = { n: name, d: domain, u: location.href, p: (options && options.props) || {} }
    fetch(api, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain' }, keepalive: true })
  }
})()`

function fake(port: number, handle: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const received: Received[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      cors(res)
      if (req.method === 'OPTIONS') return void res.writeHead(204).end()
      const body = Buffer.concat(chunks).toString('utf8')
      if (req.method === 'POST') received.push({ path: req.url ?? '', body })
      handle(req, res, body)
    })
  })
  return {
    received,
    start: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const analytics = fake(ANALYTICS_PORT, (req, res) => {
  if (req.method === 'GET' && req.url?.startsWith('/js/script.js')) {
    return void res.writeHead(200, { 'content-type': 'text/javascript' }).end(PLAUSIBLE_SCRIPT)
  }
  if (req.method === 'POST' && req.url === '/api/event') return void res.writeHead(202).end('ok')
  res.writeHead(404).end()
})

const ingest = fake(INGEST_PORT, (req, res) => {
  if (req.method === 'POST' && /^\/api\/1\/envelope\//.test(req.url ?? '')) {
    return void res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
  }
  res.writeHead(404).end()
})

const events = () => analytics.received.filter((r) => r.path === '/api/event').map((r) => JSON.parse(r.body))

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  await analytics.start()
  await ingest.start()
})
test.afterAll(async () => {
  await analytics.stop()
  await ingest.stop()
})

async function ownerInEditor(page: Page, prefix: string): Promise<string> {
  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail(prefix),
    password: 'hemligt123',
    languages: ['sv'],
    title: { sv: 'Anna & Erik' },
    text: { sv: '<p>Vi gifter oss.</p>' },
  })
  await page.goto(appUrl(`/redigera/${siteId}`))
  await expect(page.getByRole('toolbar', { name: 'Redigera sidan' })).toBeVisible()
  await expect(page.locator('[data-module-id="t"]')).toBeVisible()
  return siteId
}

async function editAndSave(page: Page, text: string) {
  const title = page.locator('[data-module-id="t"]').getByRole('textbox', { name: 'Titel' })
  await title.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
  await page.getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()
}

test('saving the site in the editor sends its analytics event, allowed by the CSP', async ({ page }) => {
  const response = await page.goto(appUrl('/logga-in'))
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain(`script-src 'self' ${ANALYTICS}`)
  expect(csp).toContain(`connect-src 'self' ${ANALYTICS} http://127.0.0.1:${INGEST_PORT}`)

  const violations: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  await ownerInEditor(page, 'analytics')
  await expect(page.locator(`script[src="${ANALYTICS}/js/script.js"]`)).toHaveAttribute(
    'data-domain',
    'brollopssida.se',
  )
  const before = events().length
  await editAndSave(page, 'Välkomna på fest')
  await expect
    .poll(() =>
      events()
        .slice(before)
        .map((e) => e.n),
    )
    .toContain('Site saved')
  const saved = events()
    .slice(before)
    .find((e) => e.n === 'Site saved')
  expect(saved).toMatchObject({ d: 'brollopssida.se', p: {} })
  expect(violations).toEqual([])
})

test('an ignoreTracking cookie stops the events of that browser', async ({ page, context }) => {
  await context.addCookies([{ name: 'ignoreTracking', value: '1', url: appUrl('/') }])
  await ownerInEditor(page, 'ignored')
  const before = analytics.received.length
  // Every request the browser makes is seen here, so nothing needs to be waited for after the save:
  // the event would go out as the save's answer comes in, before the editor says it is saved.
  const toAnalytics: string[] = []
  page.on('request', (r) => r.url().startsWith(ANALYTICS) && toAnalytics.push(r.url()))
  await editAndSave(page, 'Ingen statistik')
  await expect(page.locator(`script[src^="${ANALYTICS}"]`)).toHaveCount(0)
  expect(toAnalytics).toEqual([])
  expect(analytics.received.slice(before)).toEqual([])
})

test('a thrown client error reaches the error-reporting service without the mail address', async ({
  page,
}) => {
  await page.goto(appUrl('/logga-in'))
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible()
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Exploded while showing anna.svensson@example.se')
    })
  })
  await expect
    .poll(() => ingest.received.map((r) => r.body).join('\n'), { timeout: 15_000 })
    .toContain('Exploded while showing [mail]')
  const all = ingest.received.map((r) => r.body).join('\n')
  expect(all).not.toContain('anna.svensson@example.se')
  expect(all).not.toContain('sid=')
})

test('a guest page loads neither analytics nor error reporting', async ({ page }) => {
  const sub = `analytics-${Date.now()}`
  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail('guestpage'),
    password: 'hemligt123',
    languages: ['sv'],
    title: { sv: 'Anna & Erik' },
    text: { sv: '<p>Vi gifter oss.</p>' },
  })
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  const outside: string[] = []
  page.on('request', (r) => {
    if (r.url().startsWith('http://127.0.0.1:')) outside.push(r.url())
  })
  const response = await page.goto(siteUrl(sub, '/'))
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).not.toContain('127.0.0.1')
  expect(outside).toEqual([])
})
