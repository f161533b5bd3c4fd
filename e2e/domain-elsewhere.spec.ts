import { expect, test } from '@playwright/test'
import {
  appUrl,
  createOwnerAndSite,
  expectAccessible,
  payWithSwish,
  reachFastForwarding,
  screenshots,
  uniqueMail,
} from './helpers.ts'

// An owner connects a domain bought at another registrar (state 3 of the domain page): pays,
// then gets the DNS records to set, the TXT one proving the domain is theirs. Buying a subdomain
// and a domain through us: e2e/addresses.spec.ts.

test('an owner connects a domain bought elsewhere and gets its DNS records', async ({ page }) => {
  // The payment's 5 s polls are moved on by the page's clock.
  await page.clock.install()
  const stamp = Date.now()
  const siteId = await createOwnerAndSite(
    page,
    { mail: uniqueMail('annan'), password: 'hemligt123' },
    {
      availableLanguages: [{ languageCode: 'sv' }],
      siteModules: [{ id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } }],
    },
  )
  await page.goto(appUrl(`/redigera/${siteId}/valj-adress/doman/`))
  const owned = `upptagen-egen-${stamp}`
  await page.getByLabel('Domännamn').fill(owned)
  await page.getByLabel('Domänändelse').selectOption('com')
  await page.getByRole('button', { name: 'Sök' }).click()
  await page.getByRole('button', { name: `Jag äger ${owned}.com` }).click()
  await expect(page.getByRole('heading', { name: `Koppla ${owned}.com till sidan` })).toBeVisible()
  await expect(page.getByText('Pris: 1199:- för 12 månader')).toBeVisible()
  await screenshots(page, 'addresses-domain-own-registrar')
  await page.getByRole('button', { name: `Koppla ${owned}.com` }).click()
  await payWithSwish(page)
  await reachFastForwarding(page, /\/valj-adress\/doman-annan-registrar\/bekraftelse\/[0-9A-F]{32}$/)
  const records = page.getByRole('table', { name: `DNS-poster för ${owned}.com` })
  await expect(records.getByRole('row')).toHaveCount(4)
  await expect(records.getByRole('row').nth(1)).toContainText('A')
  await expect(records.getByRole('row').nth(2)).toContainText('CNAME')
  await expect(records.getByRole('row').nth(2)).toContainText('www')
  // The TXT record with the site's own token proves the domain is the owner's.
  await expect(records.getByRole('row').nth(3)).toContainText('_eventsite-verify')
  await expect(records.getByRole('row').nth(3)).toContainText(/eventsite-verify=[0-9a-f]{32}/)
  await expect(page.getByText('Väntar på DNS')).toBeVisible()
  await page.getByRole('button', { name: 'Kontrollera nu' }).click()
  await expect(page.getByText(/Senast kontrollerad \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('Egen domän hos annan registrar')
  await screenshots(page, 'addresses-dns-instructions')
  await expectAccessible(page, { include: 'main' })
})
