import { expect, type Page, test } from '@playwright/test'
import {
  appUrl,
  createOwnerAndSite,
  expectAccessible,
  fastForwardUntil,
  payWithSwish,
  reachFastForwarding,
  screenshots,
  siteUrl,
  uniqueMail,
} from './helpers.ts'

const site = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [{ id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } }],
}

async function newOwner(page: Page, prefix: string): Promise<string> {
  await page.context().clearCookies()
  return createOwnerAndSite(page, { mail: uniqueMail(prefix), password: 'hemligt123' }, site)
}

test('an owner buys a subdomain, then a domain of their own', async ({ page }) => {
  // The payments' 5 s polls and the registration's 5 s wait are moved on by the page's clock.
  await page.clock.install()
  const stamp = Date.now()
  const sub = `adress-${stamp}`
  const siteId = await newOwner(page, 'adress')

  // The editor's action bar leads to the two offers.
  await page.goto(appUrl(`/redigera/${siteId}`))
  await page
    .getByRole('toolbar', { name: 'Redigera sidan' })
    .getByRole('link', { name: 'Välj adress' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/redigera/${siteId}/valj-adress$`))
  const subdomainOffer = page.getByRole('article', { name: 'Subdomän' })
  await expect(subdomainOffer).toContainText('599:-')
  await expect(subdomainOffer).toContainText('för 18 månader')
  await expect(page.getByRole('article', { name: 'Egen domän' })).toContainText('1199:-')
  await screenshots(page, 'addresses-offers')
  await expectAccessible(page, { include: 'main' })

  // Subdomain: the search answers as the owner types, by keyboard alone.
  await subdomainOffer.getByRole('link', { name: 'Välj subdomän' }).click()
  const wanted = page.getByLabel('Önskad adress')
  await wanted.fill('ab')
  await expect(
    page.getByRole('status').filter({ hasText: 'Namnet måste vara 3–63 tecken långt.' }),
  ).toBeVisible()
  await wanted.fill('www')
  await expect(page.getByText('www.brollopssida.se är tyvärr upptagen. Prova en annan adress.')).toBeVisible()
  await wanted.fill(sub)
  await expect(page.getByText(`${sub}.brollopssida.se är ledig!`)).toBeVisible()
  await screenshots(page, 'addresses-subdomain-search')
  await expectAccessible(page, { include: 'main' })
  await page.getByRole('button', { name: `Köp ${sub}.brollopssida.se` }).click()
  await expect(page.getByRole('dialog', { name: 'Betalning' })).toContainText('Att betala: 599:-')
  await payWithSwish(page)
  await reachFastForwarding(page, /\/valj-adress\/subdoman\/bekraftelse\/[0-9A-F]{32}$/)
  await expect(page.getByRole('heading', { name: 'Grattis! Din sida är publicerad' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('Subdomän')
  const liveLink = page.getByRole('link', { name: `${sub}.brollopssida.se` })
  await expect(liveLink).toHaveAttribute('href', siteUrl(sub))
  await screenshots(page, 'addresses-subdomain-confirmation')

  // The live site answers on its subdomain.
  await page.goto(siteUrl(sub))
  await expect(page.getByRole('heading', { name: 'Anna & Erik' })).toBeVisible()

  // The offers page now shows the subdomain as bought and the upgrade price for a domain.
  await page.goto(appUrl(`/redigera/${siteId}/valj-adress`))
  await expect(subdomainOffer).toContainText('Köpt')
  await expect(subdomainOffer).toContainText(`Sidan finns på ${sub}.brollopssida.se`)
  await expect(page.getByRole('article', { name: 'Egen domän' })).toContainText('600:-')
  await screenshots(page, 'addresses-offers-bought')

  // Own domain: state 2 for a taken name, changing the name resets, state 1 for a free one.
  await page.getByRole('link', { name: 'Välj egen domän' }).click()
  const domainName = page.getByLabel('Domännamn')
  await expect(page.getByRole('button', { name: 'Sök' })).toBeHidden()
  await domainName.fill(`upptagen-${stamp}`)
  await page.getByRole('button', { name: 'Sök' }).click()
  await expect(page.getByText(`upptagen-${stamp}.se är redan registrerad.`)).toBeVisible()
  await expect(page.getByRole('button', { name: `Jag äger upptagen-${stamp}.se` })).toBeVisible()
  await screenshots(page, 'addresses-domain-taken')
  const free = `adress${stamp}`
  await domainName.fill(free)
  await expect(page.getByText(/redan registrerad/)).toBeHidden()
  await page.getByLabel('Domänändelse').selectOption('nu')
  await domainName.press('Enter')
  await expect(page.getByText(`${free}.nu är ledig!`)).toBeVisible()
  await expect(page.getByText('Pris: 600:- för 12 månader')).toBeVisible()
  await screenshots(page, 'addresses-domain-available')
  await expectAccessible(page, { include: 'main' })
  await page.getByRole('button', { name: `Köp ${free}.nu` }).click()
  await payWithSwish(page)
  await fastForwardUntil(page, () =>
    expect(page.getByText(`Vi registrerar ${free}.nu. Det tar en liten stund…`)).toBeVisible({
      timeout: 1_000,
    }),
  )
  await reachFastForwarding(page, /\/valj-adress\/doman\/bekraftelse\/[0-9A-F]{32}$/)
  await expect(page.getByRole('heading', { name: 'Grattis! Din domän är registrerad' })).toBeVisible()
  const domainLink = page.getByRole('link', { name: `${free}.nu` })
  await expect(domainLink).toHaveAttribute('href', appUrl(`/?domainHost=${free}.nu`))

  // The site answers on the domain (locally through ?domainHost=).
  await page.goto(appUrl(`/?domainHost=${free}.nu`))
  await expect(page.getByRole('heading', { name: 'Anna & Erik' })).toBeVisible()

  // The account page lists the domain with its expiry and a renew button.
  await page.goto(appUrl(`/redigera/${siteId}/konto`))
  await expect(
    page.getByText(new RegExp(`${free}\\.nu, gäller till och med \\d{4}-\\d{2}-\\d{2}`)),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: `Förnya ${free}.nu` })).toBeVisible()
  await screenshots(page, 'addresses-account-domains')
  await page.getByRole('button', { name: `Förnya ${free}.nu` }).click()
  await expect(page.getByRole('dialog', { name: 'Betalning' })).toContainText('Förnyelse av egen domän')
  await payWithSwish(page)
  await reachFastForwarding(page, /\/konto\/fornya-doman\/bekraftelse\/[0-9A-F]{32}$/)
  await expect(page.getByRole('heading', { name: 'Tack! Domänen förnyas' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Kvitto' })).toContainText('1199:-')
  // The registrar renews in a job shortly after; the receipt is the payment's proof.
  await page.getByRole('link', { name: 'Tillbaka till kontot' }).click()
  await expect(page.getByRole('button', { name: `Förnya ${free}.nu` })).toBeVisible()
})
