import { expect, test } from '@playwright/test'
import { makePrintContent } from '../server/test/print-content.ts'
import { api, appUrl, publishedSite, reachFastForwarding, screenshots } from './helpers.ts'
import { fillShippingAddress } from './shipping.ts'

/**
 * The invitations overview and Kassa as an owner sees them, with screenshots at 390 and 1440 px.
 * The whole card journey (editor, layout, Swish) is the print editor's spec; this one is the checkout's
 * own path to the order confirmation, paid by card through the simulator, and on to following the
 * order after leaving: found from the account page, seen shipping (the print shop simulator ships
 * in seconds here, playwright.config.ts), its mail's link leading to it on the invitations page.
 */
test('invitations overview, checkout, order confirmation and the order followed until it ships', async ({
  page,
}) => {
  // The card payment's 3 s poll is moved on by the page's clock.
  await page.clock.install()
  const { siteId, sub } = await publishedSite(page, 'kort', {
    siteModules: [
      {
        id: 'h',
        siteModuleType: 'Header',
        title: { sv: 'Lisa & Johan' },
        secondLine: { sv: '12 juni 2027, Ulriksdals slott' },
      },
    ],
  })
  const created = await api(page, 'POST', '/api/prints/', {
    ...makePrintContent({ trim: 'rounded' }, `https://${sub}.brollopssida.se/`),
    site: siteId,
  })
  expect(created.status).toBe(201)
  const printId = (created.json as { id: string }).id

  await page.goto(appUrl(`/redigera/${siteId}/inbjudningar`))
  await expect(page.getByRole('heading', { name: 'Inbjudningskort', level: 1 })).toBeVisible()
  await expect(page.getByText('150:-')).toBeVisible()
  await expect(page.getByText('A6, tryckt på båda sidor')).toBeVisible()
  await expect(page.getByText('Tjockt matt papper, 300 g')).toBeVisible()
  await expect(page.getByText('Frakt 95:-')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Exempel' })).toBeVisible()
  const own = page.getByRole('link', { name: /Öppna kortet från/ })
  await expect(own).toHaveAttribute('href', `/redigera/${siteId}/inbjudningar/${printId}`)
  await screenshots(page, 'prints-overview')

  await page.goto(appUrl(`/redigera/${siteId}/inbjudningar/${printId}/bestall`))
  await expect(page.getByRole('heading', { name: 'Kassa' })).toBeVisible()
  await page.getByLabel('Antal kort').selectOption('30')
  await page.getByLabel('Premiumkuvert, +5 kr/st').check()
  const totals = page.getByTestId('order-totals')
  await expect(totals).toContainText('Rundade hörn, 30 st à 2 kr')
  // 30 × (15 + 5 + 2) kr + 95 kr.
  await expect(totals).toContainText('755:-')
  await expect(totals).toContainText('varav moms151:-')
  await page.getByRole('button', { name: 'Nästa' }).click()
  await expect(page.getByText('Fyll i förnamn')).toBeVisible()
  await screenshots(page, 'prints-checkout-address')
  await fillShippingAddress(page)
  await page.getByRole('button', { name: 'Nästa' }).click()
  await expect(page.getByRole('radio', { name: /PostNord/ })).toBeChecked()
  await expect(page.getByText('Leveranstiden är en uppskattning.')).toBeVisible()
  await screenshots(page, 'prints-checkout')

  await page.getByRole('button', { name: 'Beställ' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('755:-')
  // A click beside the dialog leaves it open.
  await page.mouse.click(5, 5)
  await expect(dialog).toBeVisible()
  await screenshots(page, 'prints-checkout-payment')
  await dialog.getByRole('button', { name: 'Kort' }).click()
  await dialog.getByLabel('Kortnummer').fill('4242 4242 4242 4242')
  await dialog.getByRole('button', { name: /Betala/ }).click()
  await reachFastForwarding(page, new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]{24}$`))
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible()
  await expect(page.getByText('Betald – skickas till tryck')).toBeVisible()
  await expect(page.getByText('30 kort à 15 kr')).toBeVisible()
  await expect(page.getByText('30 kuvert à 5:-')).toBeVisible()
  await screenshots(page, 'prints-order-confirmation')
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? ''

  // The owner leaves, and comes back to the account page later.
  await page.goto(appUrl('/'))
  await page.goto(appUrl(`/redigera/${siteId}/konto`))
  await expect(page.getByRole('heading', { name: 'Beställda inbjudningskort' })).toBeVisible()
  const order = page.locator(`#bestallning-${orderId}`)
  await expect(order.getByRole('heading', { name: '30 kort, premiumkuvert' })).toBeVisible()
  await expect(order).toContainText('755:-')
  await expect(order).toContainText('Lisa Svensson, Stockholm')
  await expect(order.getByText(/^(Betald – skickas till tryck|Trycks)$/)).toBeVisible()
  await screenshots(page, 'orders-account')

  // The simulator ships it; the page shows what a reload reads.
  await expect(async () => {
    await page.reload()
    await expect(order.getByText('Skickad', { exact: true })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 45_000 })
  const track = order.getByRole('link', { name: /Spåra försändelsen/ })
  await expect(track).toHaveAttribute('href', /^https:\/\/tracking\.postnord\.com\/se\/\?id=SIM[0-9]{15}$/)
  await expect(track).toHaveAttribute('target', '_blank')
  const trackingNumber = (await order.getByText(/^SIM[0-9]{15}$/).textContent()) ?? ''
  await expect(order).toContainText('PostNord')
  await screenshots(page, 'orders-account-shipped')

  // One mail tells it, with the tracking and a link to the order.
  await page.goto(appUrl('/dev/outbox'))
  const shippedMail = page.locator('article').filter({ hasText: `Dina inbjudningskort är skickade` }).filter({
    hasText: orderId,
  })
  await expect(shippedMail).toHaveCount(1)
  await expect(shippedMail).toContainText(`Spårningsnummer: ${trackingNumber}`)
  await expect(shippedMail).toContainText('Fraktbolag: PostNord')
  const orderLink = `/redigera/${siteId}/inbjudningar#bestallning-${orderId}`
  await expect(shippedMail).toContainText(orderLink)
  const confirmationMail = page.locator('article').filter({ hasText: 'Orderbekräftelse' }).filter({
    hasText: orderId,
  })
  await expect(confirmationMail).toContainText(`Följ beställningen: https://brollopssida.se${orderLink}`)

  // The link leads to the order in the invitations page's order list.
  await page.goto(appUrl(orderLink))
  await expect(page.getByRole('heading', { name: 'Dina beställningar' })).toBeVisible()
  await expect(order).toBeInViewport()
  await expect(order.getByText('Skickad', { exact: true })).toBeVisible()
  await expect(order.getByRole('link', { name: /Spåra försändelsen/ })).toBeVisible()
  await screenshots(page, 'orders-cards-page')
})
