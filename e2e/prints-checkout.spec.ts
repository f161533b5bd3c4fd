import { expect, test } from '@playwright/test'
import { makePrintContent } from '../server/test/print-content.ts'
import { api, appUrl, publishedSite, screenshots } from './helpers.ts'
import { fillShippingAddress } from './shipping.ts'

/**
 * The invitations overview and Kassa as an owner sees them, with screenshots at 390 and 1440 px.
 * The whole card journey (editor, layout, Swish) is the print editor's spec; this one is the checkout's
 * own path to the order confirmation, paid by card through the simulator.
 */
test('invitations overview, checkout and order confirmation', async ({ page }) => {
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
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/inbjudningar/bekraftelse/[0-9a-f]{24}$`))
  await expect(page.getByRole('heading', { name: 'Tack för din beställning!' })).toBeVisible()
  await expect(page.getByText('Betald – skickas till tryck')).toBeVisible()
  await expect(page.getByText('30 kort à 15 kr')).toBeVisible()
  await expect(page.getByText('30 kuvert à 5:-')).toBeVisible()
  await screenshots(page, 'prints-order-confirmation')
})
