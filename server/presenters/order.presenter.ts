import { carrierOf, type Order, type OrderItem, type SiteOrder } from '#domain/prints/orders.ts'
import type { Envelopes, OrderLine } from '#domain/prints/prices.ts'
import type { PrintOrder } from '../repositories/print-orders.repository.ts'

type Language = 'sv' | 'en' | 'da'

const ENVELOPE_NAMES: Record<Exclude<Envelopes, 'none'>, Record<Language, string>> = {
  standard: { sv: 'standard', en: 'standard', da: 'standard' },
  premium: { sv: 'premium', en: 'premium', da: 'premium' },
}

/** The name of an order line, as the confirmation and the mail show it. */
export function lineTitle(line: OrderLine, envelopes: Envelopes, language: Language): string {
  const n = line.quantity
  if (line.kind === 'cards') {
    return { sv: `Inbjudningskort, ${n} st`, en: `Invitation cards, ${n}`, da: `Invitationskort, ${n} stk.` }[
      language
    ]
  }
  if (line.kind === 'envelopes') {
    const kind = envelopes === 'none' ? '' : ` (${ENVELOPE_NAMES[envelopes][language]})`
    return { sv: `Kuvert${kind}, ${n} st`, en: `Envelopes${kind}, ${n}`, da: `Kuverter${kind}, ${n} stk.` }[
      language
    ]
  }
  return { sv: `Rundade hörn, ${n} st`, en: `Rounded corners, ${n}`, da: `Runde hjørner, ${n} stk.` }[
    language
  ]
}

/** GET /api/orders/{orderId} for the owner; amounts in öre. */
export function presentOrder(row: PrintOrder): Order {
  const { lines, shipment, shippingAddress } = row
  const envelopes = row.envelopes as Envelopes
  const items: OrderItem[] = lines.map((line) => ({
    print: row.print_id,
    kind: line.kind,
    title: lineTitle(line, envelopes, 'sv'),
    quantity: line.quantity,
    priceInclVat: line.priceOre,
  }))
  return {
    _id: row.id,
    site: row.site_id,
    print: row.print_id,
    status: row.status,
    quantity: row.quantity,
    perHousehold: row.per_household === 1,
    envelopes,
    totalInclVat: row.total_incl_vat,
    totalVat: row.total_vat,
    items,
    shipment: {
      priceInclVat: shipment.price,
      shipmentMethodUid: shipment.shipmentMethodUid,
      name: shipment.name,
      carrier: carrierOf(shipment.name) ?? null,
      type: shipment.type,
      minDeliveryDays: shipment.minDeliveryDays,
      maxDeliveryDays: shipment.maxDeliveryDays,
    },
    shippingAddress,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    tracking: presentTracking(row),
  }
}

/** The parcel of a shipped order; null before it ships. */
function presentTracking(row: PrintOrder): Order['tracking'] {
  if (row.status !== 'shipped') return null
  return { carrier: row.carrier, trackingNumber: row.tracking_number, trackingUrl: row.tracking_url }
}

/** One order of GET /api/sites/{siteId}/orders: only the recipient's name and city of its address. */
export function presentSiteOrder(row: PrintOrder): SiteOrder {
  const a = row.shippingAddress
  return {
    _id: row.id,
    createdAt: row.created_at,
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    status: row.status,
    quantity: row.quantity,
    perHousehold: row.per_household === 1,
    envelopes: row.envelopes as Envelopes,
    totalInclVat: row.total_incl_vat,
    recipient: { name: `${a.firstName} ${a.lastName}`, city: a.city },
    shipment: { name: row.shipment.name, carrier: carrierOf(row.shipment.name) ?? null },
    tracking: presentTracking(row),
  }
}
