// Plain data with type-only imports: the server tests and the end-to-end tests both build from it.
import type { ShippingAddress } from '#domain/prints/orders.ts'
import type { PrintContentInput } from '#domain/prints/print.ts'

const hsla = (l: number) => ({ h: 30, s: 20, l, a: 1 })

/** A GENESIS card as the print editor would save it, its QR code leading to `qrUrl`. */
export function makePrintContent(
  overrides: Partial<PrintContentInput> = {},
  qrUrl = 'https://lisa.brollopssida.se/',
): PrintContentInput {
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
        properties: { url: qrUrl, hidden: false },
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

export const ADDRESS: ShippingAddress = {
  firstName: 'Lisa',
  lastName: 'Svensson',
  addressLine1: 'Storgatan 1',
  postCode: '123 45',
  city: 'Stockholm',
  email: 'lisa@example.se',
  phone: '+46701234567',
}
