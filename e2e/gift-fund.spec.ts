import { expect, test } from '@playwright/test'
import { addHousehold, appUrl, expectAccessible, publishedSite, SHOTS_DIR, siteUrl } from './helpers.ts'

// Money gifts (issue 35): a guest pledges 500 kr to a fund with a goal of 20,000 kr without the
// script; another, by a household's personal link and with the script, reserves the vase and
// pledges; the page shows the new total each time; the owner's thank-you list has both gifts under
// that household, and the owner marks a pledge received. Screenshots at 390 and 1440 px.

const SITE = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' } },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      title: { sv: 'Önskelista' },
      giftRegistry: [
        { id: 'vase', title: { sv: 'Vas' }, reservable: true, quantity: 1 },
        {
          id: 'trip',
          title: { sv: 'Bidrag till bröllopsresan' },
          description: { sv: 'Vi drömmer om att tågluffa genom Italien.' },
          reservable: false,
          quantity: 1,
          fund: {
            provider: 'swish',
            number: '070-174 06 05',
            goal: 20000,
            suggestedAmounts: [300, 500, 1000],
          },
        },
      ],
    },
  ],
}

test('a guest pledges to a fund with and without JavaScript; the owner marks it received', async ({
  page,
  browser,
}) => {
  // Two guests in browsers of their own and the owner: on the shared 2-core machine this takes
  // longer than the default minute.
  test.setTimeout(150_000)
  const { siteId, sub } = await publishedSite(page, 'bidrag', SITE)
  const { code } = await addHousehold(page, siteId, {
    name: 'Familjen Berg',
    members: [{ name: 'Anna Berg' }],
  })

  for (const script of [false, true]) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: script,
    })
    const guest = await context.newPage()
    await guest.goto(siteUrl(sub, script ? `/sv?inbjudan=${code}` : '/sv'))
    const fund = guest.locator('[data-fund]')
    if (script) {
      await guest.getByRole('button', { name: 'Visa önskelista' }).click()
      // The household's own page reserves for the household: a password, and no name asked.
      await guest.getByRole('button', { name: 'Reservera' }).click()
      const dialog = guest.getByRole('dialog')
      await dialog.getByLabel('Välj ett lösenord (behövs om du vill ta bort reservationen)').fill('berg')
      await expect(dialog.getByLabel(/Ditt namn/)).toHaveCount(0)
      await dialog.getByRole('button', { name: 'Reservera' }).click()
      await expect(dialog).toHaveCount(0)
      await expect(guest.getByRole('listitem').filter({ hasText: 'Vas' })).toContainText('Reserverad')
    }
    await expect(fund.getByRole('link', { name: 'Swisha 500 kr' })).toHaveAttribute(
      'href',
      'https://app.swish.nu/1/p/sw/?sw=0701740605&amt=500.00&cur=SEK&msg=Bidrag%20till%20br%C3%B6llopsresan&edit=amt,msg&src=url',
    )
    await expect(fund).toContainText('Inga pengar passerar den här sidan')
    await fund.getByRole('button', { name: 'Jag har gett – berätta för paret' }).click()
    await guest.getByLabel('Ditt namn').fill(script ? 'Kusin Per' : 'Moster Agda')
    await guest.getByLabel('Belopp i kronor').fill('500')
    await guest.getByLabel('Hälsning till paret (valfritt)').fill('Ha en underbar resa!')
    if (!script) {
      await guest.screenshot({ path: `${SHOTS_DIR}/gifts-fund-pledge-form-390.png`, fullPage: true })
    }
    await guest.getByRole('button', { name: 'Skicka' }).click()
    await expect(guest.getByRole('status')).toContainText(
      'Tack för ditt bidrag till Bidrag till bröllopsresan!',
    )
    await expect(guest.locator('[data-fund-total]')).toHaveText(
      script ? /^1\s000 kr av 20\s000 kr$/ : /^500 kr av 20\s000 kr$/,
    )
    if (script) {
      // The fund card and its form meet WCAG 2.2 AA.
      await expectAccessible(guest, { include: '[data-fund]', wcag22: true })
      await guest.screenshot({ path: `${SHOTS_DIR}/gifts-fund-fund-390.png`, fullPage: true })
      await guest.setViewportSize({ width: 1440, height: 900 })
      await expect(
        guest.getByRole('img', { name: 'QR-kod för att swisha till Bidrag till bröllopsresan' }),
      ).toBeVisible()
      await guest.screenshot({ path: `${SHOTS_DIR}/gifts-fund-fund-1440.png`, fullPage: true })
    }
    await context.close()
  }

  await page.goto(appUrl(`/redigera/${siteId}/visa-osa`))
  // Who to thank, per household: the vase and the money through Berg's link, Agda's money by name.
  const thanks = page.getByRole('region', { name: 'Tacklista' })
  const berg = thanks.getByRole('row', { name: /Familjen Berg/ })
  // The first owner page after the guests: its calls can take a while on the loaded machine.
  await expect(berg).toContainText('Vas', { timeout: 30_000 })
  await expect(berg).toContainText(/Bidrag till bröllopsresan: 500 kr/)
  await expect(thanks.getByRole('row', { name: /Moster Agda/ })).toContainText(/500 kr/)
  await expect(thanks.getByRole('link', { name: /Ladda ner tacklista/ })).toHaveAttribute(
    'href',
    `/api/sites/${siteId}/gift-pledges/thank-you.xlsx?lang=sv`,
  )
  const pledges = page.getByRole('region', { name: 'Bidrag till insamlingar' })
  await expect(pledges.getByRole('row')).toHaveCount(3)
  await expect(pledges).toContainText(/Totalt 1\s000 kr, varav 0 kr mottaget/)
  await pledges.getByRole('checkbox', { name: 'Mottaget från Moster Agda' }).check()
  await expect(pledges).toContainText(/Totalt 1\s000 kr, varav 500 kr mottaget/)
  await expect(pledges.getByRole('checkbox', { name: 'Mottaget från Moster Agda' })).toBeChecked()
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/gifts-fund-owner-pledges-${width}.png`, fullPage: true })
    await thanks.screenshot({ path: `${SHOTS_DIR}/gifts-fund-owner-thank-you-${width}.png` })
  }
})
