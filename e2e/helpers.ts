import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

// Chosen free at run time by playwright.config.ts.
export const PORT = Number(process.env.E2E_PORT)
export const ANALYTICS_PORT = Number(process.env.E2E_ANALYTICS_PORT)
export const INGEST_PORT = Number(process.env.E2E_INGEST_PORT)
export const appUrl = (path = '/') => `http://brollopssida.localhost:${PORT}${path}`
export const siteUrl = (sub: string, path = '/') => `http://${sub}.brollopssida.localhost:${PORT}${path}`

/**
 * The operator command line on the same data directory as the server under test, built with it
 * (`npm run build` makes dist/admin/admin.js): what `npm run admin` runs, without compiling the
 * server's TypeScript again on each call (1.4 s of CPU a call instead of 3.8 s).
 */
export function admin(...args: string[]): string {
  return execFileSync(process.execPath, ['dist/admin/admin.js', ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: 'utf8',
  })
}

let n = 0
export function uniqueMail(prefix: string): string {
  n += 1
  return `${prefix}-${Date.now()}-${n}@example.se`
}

/**
 * Calls the API from inside the page, as the web client does: Node cannot resolve *.localhost
 * names, Chromium can, and the browser's cookies come along.
 */
export async function api(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  // Any page of the app's origin will do; a JSON answer loads no script, the app's shell would.
  if (!page.url().startsWith(appUrl())) await page.goto(appUrl('/api/accounts/me/'))
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, json: text ? JSON.parse(text) : null }
    },
    { method, path, body },
  )
}

/** Registers an owner and creates a site through the API, as the sign-up flow does; answers its id. */
export async function createOwnerAndSite(
  page: Page,
  owner: { mail: string; password: string },
  site: Record<string, unknown>,
): Promise<string> {
  const reg = await api(page, 'POST', '/api/accounts/register/', owner)
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`)
  const created = await api(page, 'POST', '/api/sites/V2', { wizardData: null, site })
  if (created.status !== 201)
    throw new Error(`create site: ${created.status} ${JSON.stringify(created.json)}`)
  return (created.json as { site: { _id: string } }).site._id
}

/** A household added to the guest list by the owner's call; answers its id and personal-link code. */
export async function addHousehold(
  page: Page,
  siteId: string,
  household: { name: string; members: { name: string }[]; extraGuests?: number },
): Promise<{ _id: string; code: string }> {
  const res = await api(page, 'POST', `/api/sites/${siteId}/households`, household)
  expect(res.status).toBe(201)
  return res.json as { _id: string; code: string }
}

/** An owner's site published for a year on `<prefix>-<time>.brollopssida.se`; answers its subdomain too. */
export async function publishedSite(
  page: Page,
  prefix: string,
  site: Record<string, unknown>,
): Promise<{ siteId: string; sub: string }> {
  const siteId = await createOwnerAndSite(page, { mail: uniqueMail(prefix), password: 'hemligt123' }, site)
  const sub = `${prefix}-${Date.now()}`
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  return { siteId, sub }
}

/** Registers an owner and creates a site with a header and a text, as the sign-up flow does. */
export function createOwnerWithSite(
  page: Page,
  options: {
    mail: string
    password: string
    languages: string[]
    title: Record<string, string>
    text: Record<string, string>
  },
): Promise<string> {
  return createOwnerAndSite(
    page,
    { mail: options.mail, password: options.password },
    {
      availableLanguages: options.languages.map((languageCode) => ({ languageCode })),
      siteModules: [
        {
          id: 'h',
          siteModuleType: 'Header',
          title: options.title,
          secondLine: { sv: '12 juni 2027', en: '12 June 2027' },
        },
        { id: 't', siteModuleType: 'Text', title: { sv: 'Välkomna', en: 'Welcome' }, text: options.text },
      ],
    },
  )
}

/** Resolves once the browser has laid out and painted twice: a resized page has settled. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
}

/**
 * axe's WCAG 2.1 A and AA rules (and 2.2 AA where asked) find nothing on the page, or on the part
 * `include` selects; a failure lists each rule with the elements it found.
 */
export async function expectAccessible(
  page: Page,
  { include, wcag22 = false }: { include?: string; wcag22?: boolean } = {},
): Promise<void> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : [])]
  const builder = new AxeBuilder({ page }).withTags(tags)
  const axe = await (include ? builder.include(include) : builder).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  )
}

/** Where screenshots and the PDFs the specs fetch are kept, for people to look at after a run. */
export const SHOTS_DIR = 'test-results/screenshots'

/** Full-page screenshots at phone and desktop width, for people to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true })
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
  }
}

/** Opens the editor of a site and waits for its toolbar and first module. */
export async function openEditor(page: Page, siteId: string): Promise<void> {
  await page.goto(appUrl(`/redigera/${siteId}`))
  await expect(page.getByRole('toolbar', { name: 'Redigera sidan' })).toBeVisible()
  await expect(page.locator('[data-module-id]').first()).toBeVisible()
}

/** Pays the open payment dialog with Swish from the simulator's test number. */
export async function payWithSwish(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Betalning' })
  await dialog.getByRole('button', { name: 'Swish' }).click()
  await dialog.getByLabel('Ditt swish-nummer').fill('070-123 45 67')
  await dialog.getByRole('button', { name: 'Betala med Swish' }).click()
}

/** A module of the page in the editor, by its id in the site. */
export const moduleById = (page: Page, id: string): Locator => page.locator(`[data-module-id="${id}"]`)

/** Replaces the whole text of an inline field by typing, as an owner does. */
export async function retype(page: Page, field: Locator, text: string): Promise<void> {
  await field.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

/** Saves in the editor and waits until it says everything is saved. */
export async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Spara' }).click()
  await expect(page.getByText('Alla ändringar är sparade')).toBeVisible()
}

/** A JPEG with a two-way colour gradient, so a crop visibly changes it; made here, no fixtures. */
export async function gradientJpeg(
  path: string,
  width: number,
  height: number,
  blue: number,
): Promise<string> {
  const raw = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      raw[i] = Math.round((255 * x) / width)
      raw[i + 1] = Math.round((255 * y) / height)
      raw[i + 2] = blue
    }
  }
  await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toFile(path)
  return path
}

export type Guest = { name: string; attend: 'yes' | 'no' }

/** Guests answer as the public page does: a post key, then the answers (the e2e server takes keys at once: POST_KEY_MIN_AGE_MS=0). */
export async function answerAsGuests(
  page: Page,
  siteId: string,
  language: string,
  guests: Guest[],
): Promise<void> {
  const result = await page.evaluate(
    async ({ siteId, language, guests }) => {
      const { key } = (await (await fetch(`/api/rsvps/post-key?siteId=${siteId}`)).json()) as { key: string }
      const res = await fetch(`/api/rsvps/${siteId}/v4/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postKey: key,
          formId: 'rsvp',
          formTitle: 'OSA',
          language,
          groupIdentifier: `group-${Math.random().toString(36).slice(2)}`,
          guests: guests.map((g) => ({
            formElements: [
              { formElement: { id: 'name' }, value: g.name },
              { formElement: { id: 'attend' }, selectedOption: { id: g.attend } },
            ],
          })),
        }),
      })
      return { status: res.status, body: await res.json() }
    },
    { siteId, language, guests },
  )
  expect(result).toEqual({ status: 200, body: { invertedSuccess: false } })
}

/**
 * Waits until `reached` passes while moving the page's clock on (installed with
 * `page.clock.install()` before the page loaded): a payment page asks Swish every 5 s (spec 000
 * section 9) and a domain's registration waits 5 s, while the simulators answer within a second.
 * Without this, each payment waits out its poll in real time. `reached` should wait about a second.
 */
export async function fastForwardUntil(
  page: Page,
  reached: () => Promise<void>,
  stepMs = 5_000,
): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(stepMs)
    await reached()
  }).toPass({ timeout: 30_000 })
}

/** `fastForwardUntil` the page is at `url`. */
export function reachFastForwarding(page: Page, url: RegExp): Promise<void> {
  return fastForwardUntil(page, () => expect(page).toHaveURL(url, { timeout: 1_000 }))
}
