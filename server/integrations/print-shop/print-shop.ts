import type { ShipmentTracking, ShipmentType, ShippingAddress } from '#domain/prints/orders.ts'

/**
 * One print-ready card file and how many copies of it the shop prints. The shop prints `quantity`
 * copies of a file, and a file is one card (2 pages of A6 with bleed: front, back).
 */
export interface PrintShopCardFile {
  /** Where the shop downloads the file. */
  fileUrl: string
  quantity: number
  /** The item's reference at the shop is `${reference}-${referenceSuffix}`, unique in the order. */
  referenceSuffix: string
}

/**
 * What we send a print shop: the card files, how many of each, and where to. An ordinary order is
 * one file in its quantity; an order of a card per household is one file per household, once each.
 */
export interface PrintShopOrder {
  /** Our order id: the shop keeps it, and a repeated submit with it returns the first order. */
  reference: string
  cards: PrintShopCardFile[]
  /** The shop's product id of the card (paper, size, print, trim). */
  product: string
  /** Envelopes are their own product at the shop; null for none. */
  envelopesProduct: string | null
  /** One envelope per card printed: the cards' quantities together. */
  envelopesQuantity: number
  shippingAddress: ShippingAddress
  shipmentMethod: { shipmentMethodUid: string; name: string; type: ShipmentType }
  /** ISO 3166 country of the address (the markets are Sweden and Denmark). */
  country: 'SE' | 'DK'
  currency: 'SEK' | 'DKK'
}

/**
 * Why an order is not one a shop could print exactly as paid for, or undefined: every file once at
 * least, no item reference twice, and an envelope per card.
 */
export function printShopOrderProblem(order: PrintShopOrder): string | undefined {
  if (order.cards.length === 0) return 'an order without card files'
  const suffixes = new Set(order.cards.map((card) => card.referenceSuffix))
  if (suffixes.size !== order.cards.length || suffixes.has('envelopes'))
    return 'card files with the same item reference'
  if (order.cards.some((card) => !Number.isInteger(card.quantity) || card.quantity < 1))
    return 'a card file without a positive whole quantity'
  const cards = order.cards.reduce((sum, card) => sum + card.quantity, 0)
  if (order.envelopesQuantity !== cards) return `${order.envelopesQuantity} envelopes for ${cards} cards`
  return undefined
}

/** How far the shop got: only forward moves are taken (print_orders.status). */
export type PrintShopStatus = 'accepted' | 'in_production' | 'shipped' | 'cancelled' | 'failed'

/** An order's state at the shop, with the parcel's tracking once it is shipped. */
export interface PrintShopProgress {
  status: PrintShopStatus
  tracking?: ShipmentTracking
}

export class PrintShopRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export interface PrintShop {
  /** True for the embedded simulator; production must ask for it (SIMULATE_PROVIDERS=true). */
  readonly simulated: boolean
  /** Sends the order, or finds the one sent before under the same reference. */
  submitOrder(order: PrintShopOrder): Promise<{ shopOrderId: string }>
  /** The order's state as the shop tells it now; callbacks are never trusted beyond naming an order. */
  orderStatus(shopOrderId: string): Promise<PrintShopProgress>
  /**
   * A status callback, authenticated by the shared secret in its path: the shop order it names,
   * or undefined when it is not ours.
   */
  callbackOrderId(secret: string, body: unknown): string | undefined
}
