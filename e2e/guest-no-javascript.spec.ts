import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Page, type Route, test } from '@playwright/test'
import { NAME, singleSelect } from '../domain/testing/fixtures.ts'
import { addHousehold, api, publishedSite, screenshots, siteUrl } from './helpers.ts'

// A guest with JavaScript off (issue 30): through the password gate by a plain form post, the
// household's personal link answered, and a send tapped twice while the first was on its way:
// thanked, stored once; the link then shows the household's answer and changes it. Then axe (WCAG 2.2 AA) on every guest state at 390 px, without and with
// the script.

const SITE = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: { sv: 'OSA' },
      maxNumberOfGuests: 5,
      form: {
        formElements: [
          NAME,
          singleSelect('attend', { sv: 'Kommer du?' }, { yes: { sv: 'Ja' }, no: { sv: 'Nej' } }),
        ],
      },
    },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      title: { sv: 'Önskelista' },
      giftRegistry: [
        { id: 'plates', title: { sv: 'Tallrikar' }, reservable: true, quantity: 3 },
        { id: 'vase', title: { sv: 'Vas' }, reservable: true, quantity: 1 },
      ],
    },
  ],
}

/** axe's WCAG 2.2 AA rules at the page's current state: each violation with the elements it found. */
async function violations(page: Page, state: string) {
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const found = axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  return { state, violations: found }
}

/**
 * The same for a page without a script. axe runs on timers, which never fire where scripts may not
 * run, so it checks a copy: the page as the browser built it without a script (its <noscript>
 * content in place, none of its scripts), served at the same address to a page where axe can run.
 */
async function violationsWithoutScript(page: Page, state: string, copy: Page) {
  const html = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement
    for (const script of root.querySelectorAll('script')) script.remove()
    for (const noscript of root.querySelectorAll('noscript')) noscript.replaceWith(...noscript.childNodes)
    return `<!doctype html>${root.outerHTML}`
  })
  const address = page.url().split('#')[0] ?? ''
  const serve = (route: Route) => route.fulfill({ body: html, contentType: 'text/html' })
  await copy.route(address, serve)
  await copy.goto(address)
  await copy.unroute(address, serve)
  // The copy, not the page itself (which the script would take over): no script in it.
  expect(await copy.locator('script').count()).toBe(0)
  return violations(copy, state)
}

/**
 * Every guest state of the site at 390 px, from the gate on, in a fresh browser with or without the
 * script: no axe violation in any. `code` is a household's personal code, `token` a private answer link's.
 */
async function everyGuestState(browser: Browser, sub: string, code: string, token: string, script: boolean) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    javaScriptEnabled: script,
  })
  const page = await context.newPage()
  // Where axe checks the page as built without a script (a page of a context with the script on).
  const copies = script ? undefined : await browser.newContext({ viewport: { width: 390, height: 844 } })
  const copy = await copies?.newPage()
  const check = (state: string) =>
    copy ? violationsWithoutScript(page, state, copy) : violations(page, state)
  const clean = async (state: string) => expect.soft(await check(state)).toEqual({ state, violations: [] })
  await page.goto(siteUrl(sub, '/'))
  await clean('gate')
  await page.getByLabel('Lösenord', { exact: true }).fill('kaka')
  await page.getByRole('button', { name: 'Visa sidan' }).click()
  await expect(page.getByText('Felaktigt lösenord, försök gärna igen.')).toBeVisible()
  await clean('gate refused')
  await page.getByLabel('Lösenord', { exact: true }).fill('tårta')
  await page.getByRole('button', { name: 'Visa sidan' }).click()
  await expect(page.locator('#osa')).toBeVisible()
  await page.getByText('Meny', { exact: true }).click()
  await clean('menu open')
  const paths = [
    '/',
    `/?inbjudan=${code}`,
    '/?svara=rsvp&antal=2',
    '/?tack=rsvp',
    '/?reservera=vase',
    `/?svar=${token}`,
  ]
  for (const path of paths) {
    await page.goto(siteUrl(sub, path))
    await expect(page.locator('#osa')).toBeVisible()
    await clean(path)
  }
  await copies?.close()
  await context.close()
}

async function householdOf(page: Page, siteId: string) {
  const listed = await api(page, 'GET', `/api/sites/${siteId}/households`)
  const [household] = (listed.json as { households: { answers: unknown[]; answeredAt: string | null }[] })
    .households
  return household
}

test('a guest without JavaScript passes the gate, answers by the personal link, and a double tap is stored once', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  const { siteId, sub } = await publishedSite(page, 'utanjs', SITE)
  expect((await api(page, 'PUT', `/api/sites/${siteId}/password`, { password: 'tårta' })).status).toBe(200)
  const { code } = await addHousehold(page, siteId, {
    name: 'Familjen Ek',
    members: [{ name: 'Eva Ek' }, { name: 'Olle Ek' }],
    extraGuests: 0,
  })
  expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/)

  const phone = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  const guest = await phone.newPage()
  const personal = siteUrl(sub, `/?inbjudan=${code}`)

  // The gate: the send button works without the script; the show button sits beside the field.
  await guest.goto(personal)
  const field = guest.getByLabel('Lösenord', { exact: true })
  await expect(field).toBeVisible()
  const send = guest.getByRole('button', { name: 'Visa sidan' })
  await expect(send).toBeEnabled()
  const fieldBox = await field.boundingBox()
  const showBox = await guest.getByRole('button', { name: 'Visa lösenord' }).boundingBox()
  expect(fieldBox && showBox && fieldBox.x + fieldBox.width <= showBox.x).toBe(true)
  await screenshots(guest, 'no-js-gate')
  await guest.setViewportSize({ width: 390, height: 844 })
  await field.fill('kaka')
  await send.click()
  await expect(guest.getByText('Felaktigt lösenord, försök gärna igen.')).toBeVisible()
  await guest.getByLabel('Lösenord', { exact: true }).fill('tårta')
  await guest.getByRole('button', { name: 'Visa sidan' }).click()

  // The household's own page: greeting, its two counts only.
  const rsvp = guest.locator('#osa')
  await expect(rsvp.getByText('Välkomna, Familjen Ek!')).toBeVisible()
  await expect(rsvp.getByText('Er inbjudan gäller Eva Ek, Olle Ek.')).toBeVisible()
  await expect(rsvp.getByRole('button', { name: '2', exact: true })).toBeVisible()
  await expect(rsvp.getByRole('button', { name: '3', exact: true })).toHaveCount(0)
  // The show button needs the script: the wishes are shown instead.
  await expect(guest.getByRole('button', { name: 'Visa önskelista' })).toBeHidden()
  // (Playwright's text and role queries skip <noscript>, where the list is; CSS ones do not.)
  await expect(guest.locator('[data-part="list-item-title"]').first()).toHaveText('Tallrikar')
  await expect(guest.locator('[data-part="list-item-title"]').first()).toBeVisible()
  await screenshots(guest, 'no-js-personal-page')
  await guest.setViewportSize({ width: 390, height: 844 })

  // Two guests, the members filled in; the send tapped again while the first is on its way.
  await rsvp.getByRole('button', { name: '2', exact: true }).click()
  const first = guest.getByRole('group', { name: 'Gäst 1' })
  const second = guest.getByRole('group', { name: 'Gäst 2' })
  await expect(first.getByRole('textbox', { name: 'Namn' })).toHaveValue('Eva Ek')
  await expect(second.getByRole('textbox', { name: 'Namn' })).toHaveValue('Olle Ek')
  await first.getByText('Ja', { exact: true }).click()
  await second.getByText('Nej', { exact: true }).click()
  // Tapped twice, the second while the first is on its way: the first post reaches the server, but
  // its answer is held back from the browser (a slow line) until the second tap has gone out, so the
  // form is still on screen for it. (The e2e server takes keys at once, so it holds nothing itself.)
  // Taps by coordinates (a locator click would wait for the first navigation): the button must be
  // in the viewport first, or the tap lands on nothing and no post is ever made.
  const sendButton = rsvp.getByRole('button', { name: 'Skicka' })
  await sendButton.scrollIntoViewIfNeeded()
  await expect(sendButton).toBeInViewport({ ratio: 1 })
  const box = await sendButton.boundingBox()
  if (!box) throw new Error('the send button is on screen')
  const tapped = await guest.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  )
  expect(tapped, 'nothing covers the send button where it is tapped').toBe('Skicka')
  const posts: string[] = []
  guest.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
  let secondSent = () => {}
  const secondTap = new Promise<void>((resolve) => {
    secondSent = resolve
  })
  let routed = 0
  await guest.route('**/*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    const isFirst = ++routed === 1
    // Node does not resolve *.localhost as the browser does: the same request, to the loopback.
    const url = new URL(route.request().url())
    const headers = { ...(await route.request().allHeaders()), host: url.host }
    url.hostname = '127.0.0.1'
    const response = await route.fetch({ url: url.href, headers, maxRedirects: 0 })
    if (isFirst) await secondTap
    else secondSent()
    // The browser has dropped the first navigation for the second: its answer has nowhere to go.
    await route.fulfill({ response }).catch(() => {})
  })
  const firstPost = guest.waitForRequest((r) => r.method() === 'POST', { timeout: 10_000 })
  await guest.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await firstPost
  await guest.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(guest.getByText('Tack för att du OSA')).toBeVisible()
  await expect(guest.getByText('robot')).toHaveCount(0)
  expect(new URL(guest.url()).searchParams.get('inbjudan')).toBe(code)
  const token = new URL(guest.url()).searchParams.get('svar') ?? ''
  expect(token).not.toBe('')
  expect(posts).toHaveLength(2)
  // The private answer link is one long word: the page must not grow wider than the phone.
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await screenshots(guest, 'no-js-thanked')

  const household = await householdOf(page, siteId)
  expect(household?.answeredAt).not.toBeNull()
  expect(household?.answers).toHaveLength(2)
  await guest.unrouteAll({ behavior: 'ignoreErrors' })
  await guest.setViewportSize({ width: 390, height: 844 })

  // The personal link again: the household's answer, not the form to answer once more.
  const shownGuests = rsvp.locator('dl')
  await guest.goto(personal)
  await expect(rsvp.getByRole('heading', { name: 'Ni har svarat' })).toBeVisible()
  await expect(shownGuests).toHaveCount(2)
  await expect(shownGuests.nth(0)).toContainText('Eva Ek')
  await expect(shownGuests.nth(0)).toContainText('Ja')
  await expect(shownGuests.nth(1)).toContainText('Olle Ek')
  await expect(shownGuests.nth(1)).toContainText('Nej')
  await expect(rsvp.getByRole('button', { name: '2', exact: true })).toHaveCount(0)
  await screenshots(guest, 'no-js-household-answered')
  await guest.setViewportSize({ width: 390, height: 844 })

  // Changed without the script: the form opens filled in with the answer, and its send replaces it.
  await rsvp.getByRole('button', { name: 'Ändra mitt svar' }).click()
  await expect(first.getByRole('textbox', { name: 'Namn' })).toHaveValue('Eva Ek')
  await expect(first.getByRole('radio', { name: 'Ja' })).toBeChecked()
  await expect(second.getByRole('textbox', { name: 'Namn' })).toHaveValue('Olle Ek')
  await expect(second.getByRole('radio', { name: 'Nej' })).toBeChecked()
  await second.getByText('Ja', { exact: true }).click()
  await rsvp.getByRole('button', { name: 'Skicka' }).click()
  await expect(guest.getByText('Tack för att du OSA')).toBeVisible()
  await guest.goto(personal)
  await expect(rsvp.getByRole('heading', { name: 'Ni har svarat' })).toBeVisible()
  await expect(shownGuests.nth(1)).toContainText('Olle Ek')
  await expect(shownGuests.nth(1)).toContainText('Ja')
  await expect(shownGuests.nth(1)).not.toContainText('Nej')
  const changed = await householdOf(page, siteId)
  expect(changed?.answers).toHaveLength(2)
  expect(((changed?.answers ?? []) as { comes: boolean | null }[]).map((a) => a.comes)).toEqual([true, true])
  await phone.close()

  // Every guest state at 390 px, without the script and with it.
  await everyGuestState(browser, sub, code, token, false)
  await everyGuestState(browser, sub, code, token, true)
})
