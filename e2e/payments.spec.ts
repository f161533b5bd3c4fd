import { expect, type Page, test } from '@playwright/test'
import {
  appUrl,
  createOwnerAndSite,
  fastForwardUntil,
  publishedSite,
  reachFastForwarding,
  screenshots,
  uniqueMail,
} from './helpers.ts'

// Each test publishes its site through the operator command line, which takes a while to start.
test.describe.configure({ timeout: 180_000 })

const site = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [{ id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } }],
}

async function openExtension(page: Page, siteId: string) {
  await page.goto(appUrl(`/redigera/${siteId}/konto`))
  await expect(page.getByRole('heading', { name: 'Konto', level: 1 })).toBeVisible({ timeout: 30_000 })
  await page.getByRole('link', { name: 'Förläng sidan' }).click()
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/konto/forlang$`))
  const dialog = page.getByRole('dialog', { name: 'Betalning' })
  await expect(dialog).toContainText('599:-')
  return dialog
}

const expiryShown = async (page: Page) =>
  page
    .locator('dt', { hasText: 'Publicerad till och med' })
    .locator('xpath=following-sibling::dd[1]')
    .innerText()

test('the account page shows the account and the site, at phone and desktop width', async ({ page }) => {
  const { siteId, sub } = await publishedSite(page, 'konto', site)
  await page.goto(appUrl(`/redigera/${siteId}/konto`))
  await expect(page.getByText(`${sub}.brollopssida.se`)).toBeVisible()
  await expect(page.getByText('Antal besökare')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Byt lösenord' })).toHaveAttribute(
    'href',
    '/aterstall-losenord',
  )
  await expect(page.getByRole('button', { name: 'Logga ut' }).first()).toBeVisible()
  expect(await expiryShown(page)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await expect(page.getByRole('link', { name: 'Ladda ner mina uppgifter' })).toHaveAttribute(
    'href',
    '/api/accounts/me/data-export',
  )
  await screenshots(page, 'account-page')
})

test('deletes the account with its password', async ({ page }) => {
  const owner = { mail: uniqueMail('radera'), password: 'hemligt123' }
  const siteId = await createOwnerAndSite(page, owner, site)
  await page.goto(appUrl(`/redigera/${siteId}/konto`))
  const password = page.getByLabel('Ditt lösenord')
  await password.fill('fel-lösenord')
  await page.getByRole('button', { name: 'Ta bort kontot' }).click()
  await page
    .getByRole('dialog', { name: 'Ta bort kontot?' })
    .getByRole('button', { name: 'Ta bort kontot' })
    .click()
  await expect(page.getByText('Misslyckades att ta bort kontot')).toBeVisible()
  await password.fill(owner.password)
  await page.getByRole('button', { name: 'Ta bort kontot' }).click()
  await page
    .getByRole('dialog', { name: 'Ta bort kontot?' })
    .getByRole('button', { name: 'Ta bort kontot' })
    .click()
  await expect(page).not.toHaveURL(/\/konto/)
  await page.goto(appUrl('/logga-in'))
  await page.getByLabel('E-postadress').fill(owner.mail)
  await page.getByLabel('Lösenord').fill(owner.password)
  await page.getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible()
})

test('extends the subdomain with Swish and shows the receipt', async ({ page }) => {
  // The payment's polls (Swish 5 s, card 3 s) are moved on by the page's clock.
  await page.clock.install()
  const { siteId } = await publishedSite(page, 'swish', site)
  await page.goto(appUrl(`/redigera/${siteId}/konto`))
  const before = await expiryShown(page)
  const dialog = await openExtension(page, siteId)
  await dialog.getByRole('button', { name: 'Swish' }).click()
  await dialog.getByRole('button', { name: 'Betala med Swish' }).click()
  await expect(dialog.getByText('Du måste uppge ditt swish-nummer')).toBeVisible()
  await dialog.getByLabel('Ditt swish-nummer').fill('070-123 45 67')
  await dialog.getByRole('button', { name: 'Betala med Swish' }).click()
  await expect(dialog.getByText('Det kan ta upp till 15 sekunder')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Kort' })).toBeHidden()
  await screenshots(page, 'payment-swish-waiting')

  await reachFastForwarding(page, /\/konto\/forlang\/subdoman\/bekraftelse\/[0-9A-F]{32}$/)
  await expect(page.getByRole('heading', { name: 'Tack! Din sida är förlängd' })).toBeVisible()
  const receipt = page.getByRole('region', { name: 'Kvitto' })
  await expect(receipt).toContainText('Förlängning av subdomän')
  await expect(receipt).toContainText('599:-')
  await expect(receipt).toContainText('119,80')
  await expect(receipt).toContainText('Swish')
  await expect(receipt.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible()
  await screenshots(page, 'payment-receipt')

  await page.getByRole('link', { name: 'Tillbaka till kontot' }).click()
  const after = await expiryShown(page)
  const months = (a: string, b: string) => {
    const [ya, ma] = a.split('-').map(Number)
    const [yb, mb] = b.split('-').map(Number)
    return ((yb ?? 0) - (ya ?? 0)) * 12 + ((mb ?? 0) - (ma ?? 0))
  }
  expect(months(before, after)).toBe(18)
})

test('a declined Swish number shows the spec message; retry goes back to the number', async ({ page }) => {
  // The payment's polls (Swish 5 s, card 3 s) are moved on by the page's clock.
  await page.clock.install()
  const { siteId } = await publishedSite(page, 'nekad', site)
  const dialog = await openExtension(page, siteId)
  await dialog.getByRole('button', { name: 'Swish' }).click()
  await dialog.getByLabel('Ditt swish-nummer').fill('0701234501')
  await dialog.getByRole('button', { name: 'Betala med Swish' }).click()
  await fastForwardUntil(page, () =>
    expect(dialog.getByText('Ditt köp nekades.')).toBeVisible({ timeout: 1_000 }),
  )
  await expect(dialog.getByRole('button', { name: 'Kort' })).toBeHidden()
  await screenshots(page, 'payment-swish-declined')
  await dialog.getByRole('button', { name: 'Försök igen' }).click()
  await expect(dialog.getByLabel('Ditt swish-nummer')).toHaveValue('0701234501')
  await expect(dialog.getByRole('button', { name: 'Kort' })).toBeVisible()

  await dialog.getByRole('button', { name: 'Stäng' }).last().click()
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/konto/?$`))
})

test('extends the subdomain by card: a declined test card, then the good one', async ({ page }) => {
  // The payment's polls (Swish 5 s, card 3 s) are moved on by the page's clock.
  await page.clock.install()
  const { siteId } = await publishedSite(page, 'kort', site)
  const dialog = await openExtension(page, siteId)
  await dialog.getByRole('button', { name: 'Kort' }).click()
  await dialog.getByLabel('Kortnummer').fill('4000 0000 0000 0002')
  await dialog.getByRole('button', { name: 'Betala 599:-' }).click()
  await expect(dialog.getByText('Betalningen misslyckades')).toBeVisible()
  await screenshots(page, 'payment-card-declined')
  await dialog.getByLabel('Kortnummer').fill('4242 4242 4242 4242')
  await dialog.getByRole('button', { name: 'Betala 599:-' }).click()
  await reachFastForwarding(page, /\/konto\/forlang\/subdoman\/bekraftelse\/[0-9A-F]{32}$/)
  await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('Kort')
})
