import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import { linkOrigin } from '#domain/hosts.ts'
import { orderAnchor } from '#domain/prints/orders.ts'
import type { Envelopes } from '#domain/prints/prices.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import type { Seller } from '../../config.ts'
import { sellerMailLines } from '../../legal/seller-mail-lines.ts'
import { lineTitle } from '../../presenters/order.presenter.ts'
import type { PrintOrder } from '../../repositories/print-orders.repository.ts'
import { mailLanguage } from '../payments/payments-receipt-mail.ts'

const WORDS = {
  sv: {
    subject: 'Orderbekräftelse',
    thanks: 'Tack för din beställning av inbjudningskort! Vi skickar korten till tryck nu.',
    order: 'Ordernummer',
    shipping: 'Frakt',
    total: 'Totalt',
    vat: 'varav moms',
    recipient: 'Mottagare',
    delivery: (min: number, max: number) => `Beräknad leveranstid: ${min}–${max} arbetsdagar (uppskattning).`,
    follow: 'Följ beställningen',
  },
  en: {
    subject: 'Order confirmation',
    thanks: 'Thank you for ordering invitation cards! We are sending them to print now.',
    order: 'Order number',
    shipping: 'Shipping',
    total: 'Total',
    vat: 'of which VAT',
    recipient: 'Recipient',
    delivery: (min: number, max: number) => `Estimated delivery: ${min}–${max} working days (an estimate).`,
    follow: 'Follow your order',
  },
  da: {
    subject: 'Ordrebekræftelse',
    thanks: 'Tak for din bestilling af invitationskort! Vi sender dem til tryk nu.',
    order: 'Ordrenummer',
    shipping: 'Fragt',
    total: 'I alt',
    vat: 'heraf moms',
    recipient: 'Modtager',
    delivery: (min: number, max: number) => `Forventet levering: ${min}–${max} hverdage (et skøn).`,
    follow: 'Følg din bestilling',
  },
} as const

/** The language of an order's mails: the one it was made in, or (an older order) its market's. */
function orderLanguage(order: PrintOrder): 'sv' | 'en' | 'da' {
  return isInterfaceLanguage(order.language) ? order.language : mailLanguage(order.market)
}

/** The owner's confirmation of a paid order, queued in the transaction that marks it paid. */
export function orderConfirmationMail(order: PrintOrder, seller: Seller): { subject: string; text: string } {
  const language = orderLanguage(order)
  const w = WORDS[language]
  const brand = brandInfo(parseBrand(order.brand), parseMarket(order.market))
  const { lines, shipment, shippingAddress: a } = order
  const text = [
    w.thanks,
    '',
    `${w.order}: ${order.id}`,
    ...lines.map(
      (l) => `${lineTitle(l, order.envelopes as Envelopes, language)}: ${formatKronor(l.priceOre)}`,
    ),
    `${w.shipping} (${shipment.name}): ${formatKronor(shipment.price)}`,
    `${w.total}: ${formatKronor(order.total_incl_vat)} (${w.vat} ${formatKronor(order.total_vat)})`,
    '',
    `${w.recipient}:`,
    `${a.firstName} ${a.lastName}`,
    a.addressLine1,
    `${a.postCode} ${a.city}`,
    '',
    w.delivery(shipment.minDeliveryDays, shipment.maxDeliveryDays),
    '',
    `${w.follow}: ${orderLink(order)}`,
    '',
    ...sellerMailLines(seller, brand, language),
    '',
    `${brand.siteName} · ${brand.contactMail}`,
  ]
  return { subject: `${w.subject} – ${brand.siteName} – ${order.id}`, text: `${text.join('\n')}\n` }
}

/**
 * The order's own address: its place in the site's order list on the invitations page. A mail
 * answers no request, so the link goes to the brand's real address.
 */
export function orderLink(order: Pick<PrintOrder, 'id' | 'site_id' | 'brand' | 'market'>): string {
  const brand = brandInfo(parseBrand(order.brand), parseMarket(order.market))
  const site = encodeURIComponent(order.site_id)
  return `${linkOrigin(brand, { production: true })}/redigera/${site}/inbjudningar#${orderAnchor(order.id)}`
}

const SHIPPED_WORDS = {
  sv: {
    subject: 'Dina inbjudningskort är skickade',
    lead: 'Dina inbjudningskort har lämnat tryckeriet och är på väg.',
    order: 'Ordernummer',
    carrier: 'Fraktbolag',
    number: 'Spårningsnummer',
    track: 'Följ försändelsen',
    noTracking: 'Fraktbolaget har inte gett något spårningsnummer.',
    recipient: 'Mottagare',
    follow: 'Beställningen',
  },
  en: {
    subject: 'Your invitation cards have shipped',
    lead: 'Your invitation cards have left the print shop and are on their way.',
    order: 'Order number',
    carrier: 'Carrier',
    number: 'Tracking number',
    track: 'Track the parcel',
    noTracking: 'The carrier has not given a tracking number.',
    recipient: 'Recipient',
    follow: 'Your order',
  },
  da: {
    subject: 'Dine invitationskort er sendt',
    lead: 'Dine invitationskort har forladt trykkeriet og er på vej.',
    order: 'Ordrenummer',
    carrier: 'Fragtfirma',
    number: 'Sporingsnummer',
    track: 'Følg forsendelsen',
    noTracking: 'Fragtfirmaet har ikke givet noget sporingsnummer.',
    recipient: 'Modtager',
    follow: 'Bestillingen',
  },
} as const

/** The owner's notice that an order shipped, queued in the transaction that marks it shipped. */
export function orderShippedMail(order: PrintOrder): { subject: string; text: string } {
  const w = SHIPPED_WORDS[orderLanguage(order)]
  const brand = brandInfo(parseBrand(order.brand), parseMarket(order.market))
  const a = order.shippingAddress
  const tracking = order.tracking_number
    ? [
        `${w.number}: ${order.tracking_number}`,
        ...(order.tracking_url ? [`${w.track}: ${order.tracking_url}`] : []),
      ]
    : [w.noTracking]
  const text = [
    w.lead,
    '',
    `${w.order}: ${order.id}`,
    `${w.carrier}: ${order.carrier ?? order.shipment.name}`,
    ...tracking,
    '',
    `${w.recipient}: ${a.firstName} ${a.lastName}, ${a.postCode} ${a.city}`,
    '',
    `${w.follow}: ${orderLink(order)}`,
    '',
    `${brand.siteName} · ${brand.contactMail}`,
  ]
  return { subject: `${w.subject} – ${brand.siteName} – ${order.id}`, text: `${text.join('\n')}\n` }
}
