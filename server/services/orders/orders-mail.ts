import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { formatKronor } from '#domain/commerce/money.ts'
import type { Envelopes } from '#domain/prints/prices.ts'
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
  },
} as const

/** The owner's confirmation of a paid order, queued in the transaction that marks it paid. */
export function orderConfirmationMail(order: PrintOrder, seller: Seller): { subject: string; text: string } {
  const language = mailLanguage(order.market)
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
    ...sellerMailLines(seller, brand, language),
    '',
    `${brand.siteName} · ${brand.contactMail}`,
  ]
  return { subject: `${w.subject} – ${brand.siteName} – ${order.id}`, text: `${text.join('\n')}\n` }
}
