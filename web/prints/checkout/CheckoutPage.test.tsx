// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { SHIPMENT_METHODS } from '#domain/prints/orders.ts'
import type { Print } from '#domain/prints/print.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 10_000 }
const hsla = (l: number) => ({ h: 30, s: 20, l, a: 1 })

function print(trim: Print['trim'] = 'none'): Print {
  return {
    _id: 'p1',
    site: 's1',
    layout: 'GENESIS',
    content: [
      { id: 'c1', page: 1, position: 'names', contentType: 'text', properties: { text: 'Anna & Erik' } },
      {
        id: 'c2',
        page: 2,
        position: 'qr',
        contentType: 'qr',
        properties: { url: 'https://anna.brollopssida.se/', hidden: false },
      },
    ],
    siteGraphic: null,
    colorScheme: { background: hsla(97), onBackground: hsla(15) },
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    trim,
    eventLogo: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  }
}

/** What every Kassa page asks for: the account, the card and the log sink. */
function pageRoutes(trim: Print['trim'] = 'none') {
  return {
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/prints/p1': () => ({ status: 200, body: print(trim) }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  }
}

function shipmentRoutes(shipmentMethods = SHIPMENT_METHODS) {
  return { 'POST /api/orders/shipmentMethods/': () => ({ status: 200, body: { shipmentMethods } }) }
}

/** The server creates order o1 and answers with its own totals (öre) when it is read back. */
function orderRoutes(quantity: number, totalInclVat: number, totalVat: number) {
  return {
    'POST /api/orders/': () => ({ status: 201, body: { id: 'o1' } }),
    'GET /api/orders/o1': () => ({
      status: 200,
      body: { _id: 'o1', quantity, totalInclVat, totalVat, status: 'created' },
    }),
  }
}

/** Reversed, so that the default cannot be the first method by chance. */
function api(trim: Print['trim'] = 'none') {
  return stubApi({ ...pageRoutes(trim), ...shipmentRoutes([...SHIPMENT_METHODS].reverse()) })
}

/** The Totalkostnad box's rows as 'label: amount'. */
function totals(): string[] {
  const box = screen.getByTestId('order-totals')
  return within(box)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Förnamn'), 'Anna')
  await user.type(screen.getByLabelText('Efternamn'), 'Svensson')
  await user.type(screen.getByLabelText('Gatuadress'), 'Storgatan 1')
  await user.type(screen.getByLabelText('Postnummer'), '123 45')
  await user.type(screen.getByLabelText('Ort'), 'Stockholm')
  await user.type(screen.getByLabelText('E-post'), 'anna@example.se')
  await user.type(screen.getByLabelText('Telefon'), '+46701234567')
}

/** Fills in the address, locks it and orders with the default delivery. */
async function order(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'Mottagare' }, slow)
  await fillAddress(user)
  await user.click(screen.getByRole('button', { name: 'Nästa' }))
  await screen.findByRole('radio', { name: /PostNord/ }, slow)
  await user.click(screen.getByRole('button', { name: 'Beställ' }))
}

describe('Kassa', () => {
  it('totals 10 cards with 95 kr shipping by default and follows the quantity and envelopes', async () => {
    api()
    const user = userEvent.setup()
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    expect(await screen.findByRole('heading', { name: 'Totalkostnad' }, slow)).toBeTruthy()
    expect(totals()).toEqual(['10 kort à 15 kr: 150:-', 'Frakt: 95:-', 'Totalt: 245:-', 'varav moms: 49:-'])
    await user.selectOptions(screen.getByLabelText('Antal kort'), '30')
    await user.click(screen.getByLabelText('Premiumkuvert, +5 kr/st'))
    expect(totals()).toEqual([
      '30 kort à 15 kr: 450:-',
      '30 kuvert à 5:-: 150:-',
      'Frakt: 95:-',
      'Totalt: 695:-',
      'varav moms: 139:-',
    ])
    const quantities = within(screen.getByLabelText('Antal kort')).getAllByRole('option')
    expect(quantities).toHaveLength(30)
    expect(quantities.at(-1)?.textContent).toBe('300')
  })

  it('adds rounded corners from the card', async () => {
    api('rounded')
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    await screen.findByRole('heading', { name: 'Totalkostnad' }, slow)
    expect(totals()).toContain('Rundade hörn, 10 st à 2 kr: 20:-')
    expect(totals()).toContain('Totalt: 265:-')
  })

  it('asks for every field, locks the address on Nästa, picks the cheapest delivery and unlocks on Ändra adress', async () => {
    const calls = api()
    const user = userEvent.setup()
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    await screen.findByRole('heading', { name: 'Mottagare' }, slow)
    expect((screen.getByRole('button', { name: 'Beställ' }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    expect(screen.getByText('Fyll i förnamn')).toBeTruthy()
    expect(screen.getByText('Fyll i telefon')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Förnamn'))
    expect(screen.getByLabelText('Telefon').getAttribute('placeholder')).toBe('+46700000000')
    expect(screen.getByText('Börja med +46')).toBeTruthy()
    await fillAddress(user)
    await user.clear(screen.getByLabelText('E-post'))
    await user.type(screen.getByLabelText('E-post'), 'anna-at-example')
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    expect(screen.getByText('Ange en giltig e-postadress')).toBeTruthy()
    await user.clear(screen.getByLabelText('E-post'))
    await user.type(screen.getByLabelText('E-post'), 'anna@example.se')
    await user.click(screen.getByRole('button', { name: 'Nästa' }))

    // Locked: the address is text, the fields are gone.
    expect(screen.queryByLabelText('Förnamn')).toBeNull()
    expect(screen.getByText(/Storgatan 1/)).toBeTruthy()
    const cheapest = (await screen.findByRole('radio', { name: /PostNord/ }, slow)) as HTMLInputElement
    expect(cheapest.checked).toBe(true)
    expect(screen.getByText(/3–6 arbetsdagar/)).toBeTruthy()
    expect(screen.getByText('Leveranstiden är en uppskattning.')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /DHL Express/ })).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Schenker/ })).toBeTruthy()
    const lookup = calls.find((c) => c.path === '/api/orders/shipmentMethods/')
    expect(lookup?.body).toMatchObject({ quantity: 10, envelopes: 'standard' })
    expect((screen.getByRole('button', { name: 'Beställ' }) as HTMLButtonElement).disabled).toBe(false)

    await user.click(screen.getByRole('radio', { name: /DHL Express/ }))
    expect(totals()).toContain('Frakt: 299:-')

    await user.click(screen.getByRole('button', { name: 'Ändra adress' }))
    expect((screen.getByLabelText('Gatuadress') as HTMLInputElement).value).toBe('Storgatan 1')
    expect((screen.getByRole('button', { name: 'Beställ' }) as HTMLButtonElement).disabled).toBe(true)
  }, 20_000)

  it('creates the order and opens the payment dialog with the server total, which a click outside does not close', async () => {
    const calls = stubApi({ ...pageRoutes(), ...shipmentRoutes(), ...orderRoutes(10, 24500, 4900) })
    const user = userEvent.setup()
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    await order(user)
    const dialog = await screen.findByRole('dialog', {}, slow)
    expect(within(dialog).getByText('Inbjudningskort, 10 st')).toBeTruthy()
    expect(within(dialog).getByText(/245:-/)).toBeTruthy()
    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/orders/')
    expect(created?.body).toMatchObject({
      print: 'p1',
      site: 's1',
      quantity: 10,
      envelopes: 'none',
      shipmentMethodUid: 'postnord_varubrev',
      shippingAddress: { firstName: 'Anna', phone: '+46701234567' },
    })
    expect(created?.body).not.toHaveProperty('totalInclVat')
    // Radix makes the page behind inert; a click on it is what 'outside' means.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(document.body)
    expect(screen.getByRole('dialog')).toBeTruthy()
  }, 20_000)
})

describe('Kassa, one card per household', () => {
  const household = (name: string, code: string) => ({ _id: code, name, code, members: [], answers: [] })
  const households = {
    households: [household('Familjen Berg', 'berg'), household('Ek', 'ek'), household('Lund', 'lund')],
    requireCode: false,
  }

  it('offers the option only with households, prices it by their number and sends no quantity', async () => {
    const calls = stubApi({
      ...pageRoutes(),
      'GET /api/sites/s1': () => ({ status: 200, body: { _id: 's1', host: 'anna.brollopssida.se' } }),
      'GET /api/sites/s1/households': () => ({ status: 200, body: households }),
      ...shipmentRoutes(),
      ...orderRoutes(3, 14000, 2800),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    const option = await screen.findByRole('checkbox', { name: 'Ett kort per hushåll (3 hushåll)' }, slow)
    expect(option.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      screen.getByText(
        'Varje kort får hushållets namn och en QR-kod till dess personliga länk. Antalet följer gästlistan.',
      ),
    ).toBeTruthy()
    await user.click(option)
    expect((screen.getByLabelText('Antal kort') as HTMLSelectElement).disabled).toBe(true)
    expect((screen.getByLabelText('Antal kort') as HTMLSelectElement).value).toBe('3')
    expect(totals()).toEqual(['3 kort à 15 kr: 45:-', 'Frakt: 95:-', 'Totalt: 140:-', 'varav moms: 28:-'])

    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    await screen.findByRole('radio', { name: /PostNord/ }, slow)
    await user.click(screen.getByRole('button', { name: 'Beställ' }))
    await screen.findByRole('dialog', {}, slow)
    const created = calls.find((c) => c.method === 'POST' && c.path === '/api/orders/')
    expect(created?.body).toMatchObject({ perHousehold: true, envelopes: 'none' })
    expect(created?.body).not.toHaveProperty('quantity')
  }, 20_000)

  it('explains that the site needs an address first', async () => {
    stubApi({
      ...pageRoutes(),
      'GET /api/sites/s1': () => ({ status: 200, body: { _id: 's1', host: null } }),
      'GET /api/sites/s1/households': () => ({ status: 200, body: households }),
    })
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    const option = await screen.findByRole('checkbox', { name: /Ett kort per hushåll/ }, slow)
    expect((option as HTMLInputElement).disabled).toBe(true)
    expect(
      screen.getByText('Ge sidan en adress först, så kan korten få hushållens personliga QR-koder.'),
    ).toBeTruthy()
  }, 20_000)
})

describe('Kassa failures', () => {
  it("says 'Misslyckades att hämta leveransalternativ' and offers a retry", async () => {
    stubApi({
      ...pageRoutes(),
      'POST /api/orders/shipmentMethods/': () => ({
        status: 500,
        body: errorResponse('Serverfel', 'Server error'),
      }),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    await screen.findByRole('heading', { name: 'Mottagare' }, slow)
    await fillAddress(user)
    await user.click(screen.getByRole('button', { name: 'Nästa' }))
    expect(await screen.findByText('Misslyckades att hämta leveransalternativ', {}, slow)).toBeTruthy()
    // The app's error dialog reports the failure over the page (useReportedError); the page keeps its
    // retry. The dialog comes a moment after the page's text (it was not there yet on a loaded machine).
    expect(await screen.findByRole('dialog', {}, slow)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Försök igen', hidden: true })).toBeTruthy()
  }, 20_000)

  it("shows the server's refusal of the order, and 'Misslyckades att hämta order' when it cannot be read back", async () => {
    let create = () => ({ status: 400, body: errorResponse('Ogiltiga uppgifter – quantity', 'Invalid') })
    stubApi({
      ...pageRoutes(),
      ...shipmentRoutes(),
      'POST /api/orders/': () => create(),
      'GET /api/orders/o1': () => ({ status: 500, body: errorResponse('Serverfel', 'Server error') }),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/inbjudningar/p1/bestall')
    await order(user)
    expect(await screen.findByText('Beställningen kunde inte skapas', {}, slow)).toBeTruthy()
    expect(screen.getByText('Ogiltiga uppgifter – quantity')).toBeTruthy()
    create = () => ({ status: 201, body: { id: 'o1' } as never })
    await user.click(screen.getByRole('button', { name: 'Beställ' }))
    expect(await screen.findByText('Misslyckades att hämta order', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  }, 20_000)
})

describe('invitations overview', () => {
  it("lists the site's cards as links and says 'Misslyckades att hämta tryck tillhörande sida' when they fail", async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1/prints/': () => ({ status: 500, body: errorResponse('Serverfel', 'Server error') }),
      'GET /api/sites/s1': () => ({ status: 500, body: errorResponse('Serverfel', 'Server error') }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1/inbjudningar')
    expect(await screen.findByText('Misslyckades att hämta tryck tillhörande sida', {}, slow)).toBeTruthy()
    expect(screen.getByText('150:-')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Skapa ett nytt kort', hidden: true }).getAttribute('href')).toBe(
      '/redigera/s1/inbjudningar/nytt',
    )
  })

  it('links each card of the site to its editor', async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1/prints/': () => ({ status: 200, body: { prints: [print()] } }),
      'GET /api/sites/s1': () => ({ status: 500, body: errorResponse('Serverfel', 'Server error') }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1/inbjudningar')
    const link = await screen.findByRole('link', { name: 'Öppna kortet från 2026-11-20' }, slow)
    expect(link.getAttribute('href')).toBe('/redigera/s1/inbjudningar/p1')
  })
})

describe('order confirmation', () => {
  it('shows the order in the interface language, with its status, lines, VAT and delivery estimate', async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/orders/o1': () => ({
        status: 200,
        body: {
          _id: 'o1',
          site: 's1',
          print: 'p1',
          status: 'paid',
          quantity: 30,
          envelopes: 'premium',
          totalInclVat: 69500,
          totalVat: 13900,
          items: [
            {
              print: 'p1',
              kind: 'cards',
              title: 'Inbjudningskort, 30 st',
              quantity: 30,
              priceInclVat: 45000,
            },
            {
              print: 'p1',
              kind: 'envelopes',
              title: 'Kuvert (premium), 30 st',
              quantity: 30,
              priceInclVat: 15000,
            },
          ],
          shipment: {
            priceInclVat: 9500,
            shipmentMethodUid: 'postnord_varubrev',
            name: 'PostNord Varubrev',
            carrier: 'PostNord',
            type: 'normal',
            minDeliveryDays: 3,
            maxDeliveryDays: 6,
          },
          shippingAddress: {
            firstName: 'Anna',
            lastName: 'Svensson',
            addressLine1: 'Storgatan 1',
            postCode: '123 45',
            city: 'Stockholm',
            email: 'anna@example.se',
            phone: '+46701234567',
          },
          createdAt: '2026-11-26T10:00:00.000Z',
          paidAt: '2026-11-26T10:01:00.000Z',
        },
      }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1/inbjudningar/bekraftelse/o1', { language: 'en' })
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' }, slow)).toBeTruthy()
    expect(screen.getByText('Paid – going to print')).toBeTruthy()
    expect(screen.getByText('30 cards at 15 kr')).toBeTruthy()
    expect(screen.getByText('30 envelopes at 5:-')).toBeTruthy()
    expect(screen.getByText('Shipping, PostNord')).toBeTruthy()
    expect(screen.getByText('695:-')).toBeTruthy()
    expect(screen.getByText('of which VAT')).toBeTruthy()
    expect(screen.getByText('139:-')).toBeTruthy()
    expect(screen.getByText(/3–6 working days after printing \(an estimate\)/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'To the invitations' }).getAttribute('href')).toBe(
      '/redigera/s1/inbjudningar/',
    )
  })
})
