import type { ShippingAddress } from '#domain/prints/orders.ts'
import type { PrintContentInput } from '#domain/prints/print.ts'
import { APP_HOST, type TestApp } from './test-app.ts'

/** A request as the owner app makes it, with any method. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { host: APP_HOST, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  })
}

const hsla = (l: number) => ({ h: 30, s: 20, l, a: 1 })

/** A GENESIS card as the print editor would save it. */
export function makePrintContent(overrides: Partial<PrintContentInput> = {}): PrintContentInput {
  return {
    layout: 'GENESIS',
    content: [
      {
        id: 'c1',
        page: 1,
        position: 'welcomeText',
        contentType: 'text',
        properties: { text: 'Välkomna till' },
      },
      { id: 'c2', page: 1, position: 'names', contentType: 'text', properties: { text: 'Lisa\n&\nJohan' } },
      {
        id: 'c3',
        page: 1,
        position: 'dateAndLocationLong',
        contentType: 'text',
        properties: { text: 'Lördag 12 juni 2027\nSkansen, Stockholm' },
      },
      {
        id: 'c4',
        page: 1,
        position: 'websiteInfo',
        contentType: 'text',
        properties: { text: 'Läs mer på vår sida' },
      },
      {
        id: 'c5',
        page: 2,
        position: 'textAtQR',
        contentType: 'text',
        properties: { text: 'Svara senast 1 maj' },
      },
      {
        id: 'c6',
        page: 2,
        position: 'qr',
        contentType: 'qr',
        properties: { url: 'https://lisa.brollopssida.se/', hidden: false },
      },
    ],
    siteGraphic: null,
    colorScheme: { background: hsla(97), onBackground: hsla(15) },
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    trim: 'none',
    eventLogo: null,
    ...overrides,
  }
}

export async function makePrint(
  t: TestApp,
  cookie: string,
  siteId: string,
  overrides: Partial<PrintContentInput> = {},
): Promise<string> {
  const res = await call(t, 'POST', '/api/prints/', cookie, { ...makePrintContent(overrides), site: siteId })
  if (res.statusCode !== 201) throw new Error(`create print failed: ${res.statusCode} ${res.body}`)
  return res.json().id
}

export const ADDRESS: ShippingAddress = {
  firstName: 'Lisa',
  lastName: 'Svensson',
  addressLine1: 'Storgatan 1',
  postCode: '123 45',
  city: 'Stockholm',
  email: 'lisa@example.se',
  phone: '+46701234567',
}

export function orderBody(siteId: string, printId: string, overrides: Record<string, unknown> = {}) {
  return {
    print: printId,
    site: siteId,
    quantity: 30,
    envelopes: 'premium',
    shipmentMethodUid: 'postnord_varubrev',
    shipmentMethodName: 'PostNord Varubrev',
    shippingAddress: ADDRESS,
    ...overrides,
  }
}

export async function makeOrder(
  t: TestApp,
  cookie: string,
  siteId: string,
  printId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(t, 'POST', '/api/orders/', cookie, orderBody(siteId, printId, overrides))
  if (res.statusCode !== 201) throw new Error(`create order failed: ${res.statusCode} ${res.body}`)
  return res.json().id
}
