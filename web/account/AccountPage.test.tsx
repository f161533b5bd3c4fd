// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AccountPage } from '#domain/payments.ts'
import type { SiteOrder } from '#domain/prints/orders.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 10_000 }

function account(site: Partial<AccountPage['site']> = {}): AccountPage {
  return {
    mail: testMe.mail,
    registered: testMe.registered,
    site: {
      _id: 's1',
      host: 'anna.brollopssida.se',
      visitorCount: 42,
      active: true,
      activeDate: '2026-02-01T10:00:00.000Z',
      activeExpireDate: null,
      customDomains: [],
      ...site,
    },
  }
}

const SHIPPED: SiteOrder = {
  _id: 'o2',
  createdAt: '2027-03-02T10:00:00.000Z',
  paidAt: '2027-03-02T10:01:00.000Z',
  shippedAt: '2027-03-05T08:00:00.000Z',
  status: 'shipped',
  quantity: 30,
  perHousehold: false,
  envelopes: 'premium',
  totalInclVat: 69500,
  recipient: { name: 'Anna Svensson', city: 'Stockholm' },
  shipment: { name: 'PostNord Varubrev', carrier: 'PostNord' },
  tracking: {
    carrier: 'PostNord',
    trackingNumber: 'SIM000123456789012',
    trackingUrl: 'https://tracking.postnord.com/se/?id=SIM000123456789012',
  },
}

function api(
  swish: Record<string, Parameters<typeof stubApi>[0][string]> = {},
  page = account(),
  orders: SiteOrder[] = [],
) {
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1': () => ({ status: 404, body: errorResponse('Finns inte', 'Not found') }),
    'GET /api/sites/s1/account/': () => ({ status: 200, body: page }),
    'GET /api/sites/s1/orders': () => ({ status: 200, body: { orders } }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    ...swish,
  })
}

describe('account page', () => {
  it('shows the visitor count, the dates (2022-11-01 for a missing expiry) and the extend button', async () => {
    api()
    renderApp('/redigera/s1/konto')
    expect(await screen.findByText('42', {}, slow)).toBeTruthy()
    expect(screen.getByText('2022-11-01')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Förläng sidan' }).getAttribute('href')).toBe(
      '/redigera/s1/konto/forlang',
    )
    expect(screen.getByRole('link', { name: 'Byt lösenord' }).getAttribute('href')).toBe(
      '/aterstall-losenord',
    )
    // The terms and the privacy policy beside the data export and the deletion (issue 31).
    const legal = screen.getByRole('navigation', { name: 'Villkor och personuppgifter' })
    expect(within(legal).getByRole('link', { name: 'Villkor' }).getAttribute('href')).toBe('/villkor?lang=sv')
    expect(within(legal).getByRole('link', { name: 'Integritetspolicy' }).getAttribute('href')).toBe(
      '/integritetspolicy?lang=sv',
    )
  })

  it("shows the site's card orders with their status and the shipped one's tracking link", async () => {
    const paid: SiteOrder = {
      ...SHIPPED,
      _id: 'o1',
      createdAt: '2027-03-01T10:00:00.000Z',
      status: 'paid',
      shippedAt: null,
      tracking: null,
      quantity: 50,
      envelopes: 'none',
    }
    api({}, account(), [SHIPPED, paid])
    renderApp('/redigera/s1/konto')
    const shipped = await screen.findByRole('article', { name: 'Beställning från 2027-03-02' }, slow)
    expect(within(shipped).getByText('Skickad')).toBeTruthy()
    expect(within(shipped).getByText('30 kort, premiumkuvert')).toBeTruthy()
    expect(within(shipped).getByText('SIM000123456789012')).toBeTruthy()
    expect(within(shipped).getByText('Anna Svensson, Stockholm')).toBeTruthy()
    expect(
      within(shipped)
        .getByRole('link', { name: /Spåra försändelsen/ })
        .getAttribute('href'),
    ).toBe('https://tracking.postnord.com/se/?id=SIM000123456789012')
    expect(within(shipped).getByRole('link', { name: 'Visa beställningen' }).getAttribute('href')).toBe(
      '/redigera/s1/inbjudningar/bekraftelse/o2',
    )
    const waiting = screen.getByRole('article', { name: 'Beställning från 2027-03-01' })
    expect(within(waiting).getByText('Betald – skickas till tryck')).toBeTruthy()
    expect(within(waiting).queryByRole('link', { name: /Spåra/ })).toBeNull()
    expect(document.getElementById('bestallning-o1')).not.toBeNull()
  })

  it('hides the extend button when the site has a custom domain', async () => {
    api({}, account({ customDomains: [{ domain: 'annaocherik.se', expires: '2027-06-01T00:00:00.000Z' }] }))
    renderApp('/redigera/s1/konto')
    expect(await screen.findByText('annaocherik.se, gäller till och med 2027-06-01', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Förläng sidan' })).toBeNull()
  })

  it('offers no renewal of an expired domain', async () => {
    api({}, account({ customDomains: [{ domain: 'annaocherik.se', expires: '2025-06-01T00:00:00.000Z' }] }))
    renderApp('/redigera/s1/konto')
    expect(
      await screen.findByText('Domänen har gått ut. Kontakta oss om du vill ha den tillbaka.', {}, slow),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Förnya annaocherik.se' })).toBeNull()
  })

  it('renews a custom domain through the payment dialog and shows the receipt', async () => {
    const calls = api(
      {
        'POST /api/sites/s1/payment/swish': () => ({ status: 200, body: { swishId: 'R1' } }),
        'GET /api/swishPayments/R1': () => ({ status: 200, body: { status: 'PAID', errorMessage: null } }),
        'GET /api/sites/s1/payment/receipt/R1': () => ({
          status: 200,
          body: {
            product: 'renew_domain_name',
            amountWithVat: 119900,
            amountVat: 23980,
            amountWithoutVat: 95920,
            paymentMethod: 'swish',
            date: '2026-11-26T12:00:00.000Z',
            reference: 'R1',
          },
        }),
      },
      account({ customDomains: [{ domain: 'annaocherik.se', expires: '2027-06-01T00:00:00.000Z' }] }),
    )
    const user = userEvent.setup()
    const { router } = renderApp('/redigera/s1/konto')
    expect(await screen.findByText('annaocherik.se, gäller till och med 2027-06-01', {}, slow)).toBeTruthy()
    expect(screen.getByText('Förnya domänen 12 månader för 1199:-.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Förnya annaocherik.se' }))
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' }, slow)
    expect(within(dialog).getByText('Förnyelse av egen domän')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Swish' }))
    await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234567')
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(await screen.findByRole('heading', { name: 'Tack! Domänen förnyas' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/redigera/s1/konto/fornya-doman/bekraftelse/R1')
    expect(await screen.findByText('Förnyelse av egen domän', {}, slow)).toBeTruthy()
    expect(calls.find((c) => c.path === '/api/sites/s1/payment/swish')?.body).toEqual({
      domain: 'annaocherik.se',
      payerAlias: '0701234567',
      paymentProduct: 'renew_domain_name',
    })
  })
})

describe('Swish in the payment dialog', () => {
  async function openSwish() {
    const user = userEvent.setup()
    renderApp('/redigera/s1/konto/forlang')
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' }, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Swish' }))
    return { user, dialog }
  }

  it('asks for the number, then shows the server validationMessage of a 422', async () => {
    const calls = api({
      'POST /api/sites/s1/payment/swish': () => ({
        status: 422,
        body: {
          ...errorResponse('Ogiltigt', 'Invalid'),
          validationMessage: 'Numret är inte kopplat till Swish.',
        },
      }),
    })
    const { user, dialog } = await openSwish()
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(within(dialog).getByText('Du måste uppge ditt swish-nummer')).toBeTruthy()
    await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234567')
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(await within(dialog).findByText('Numret är inte kopplat till Swish.')).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST' && c.path.includes('swish'))?.body).toEqual({
      payerAlias: '0701234567',
      paymentProduct: 'extend_subdomain',
    })
  })

  it.each([
    ['DECLINED', null, 'Ditt köp nekades.'],
    ['CANCELLED', null, 'Köp avbrutet'],
    ['ERROR', 'Banken svarade inte', 'Banken svarade inte'],
    ['SOMETHING_ELSE', null, 'Ett okänt fel uppstod'],
  ])('%s ends the wait with its text; retry goes back to the number', async (status, errorMessage, text) => {
    api({
      'POST /api/sites/s1/payment/swish': () => ({ status: 200, body: { swishId: 'ABC' } }),
      'GET /api/swishPayments/ABC': () => ({ status: 200, body: { status, errorMessage } }),
    })
    const { user, dialog } = await openSwish()
    await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234501')
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(await within(dialog).findByText(text)).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Kort' })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Försök igen' }))
    expect(within(dialog).getByLabelText('Ditt swish-nummer')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Kort' })).toBeTruthy()
  })

  it('says the spec text when the start fails with anything but 422', async () => {
    api({
      'POST /api/sites/s1/payment/swish': () => ({
        status: 503,
        body: errorResponse('Inte tillgänglig', 'Off'),
      }),
    })
    const { user, dialog } = await openSwish()
    await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234567')
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(await within(dialog).findByText('Misslyckades att initiera swish-betalning')).toBeTruthy()
    expect(within(dialog).getByText('Inte tillgänglig')).toBeTruthy()
  })
})
