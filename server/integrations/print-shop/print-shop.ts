import type { ShipmentType, ShippingAddress } from '#domain/prints/orders.ts'

/** What we send a print shop: one print-ready PDF, how many, and where to. */
export interface PrintShopOrder {
  /** Our order id: the shop keeps it, and a repeated submit with it returns the first order. */
  reference: string
  /** Where the shop downloads the print-ready PDF (2 pages of A6 with bleed). */
  fileUrl: string
  /** The shop's product id of the card (paper, size, print, trim). */
  product: string
  quantity: number
  /** Envelopes are their own product at the shop; null for none. */
  envelopesProduct: string | null
  shippingAddress: ShippingAddress
  shipmentMethod: { shipmentMethodUid: string; name: string; type: ShipmentType }
  /** ISO 3166 country of the address (the markets are Sweden and Denmark). */
  country: 'SE' | 'DK'
  currency: 'SEK' | 'DKK'
}

/** How far the shop got: only forward moves are taken (print_orders.status). */
export type PrintShopStatus = 'accepted' | 'in_production' | 'shipped' | 'cancelled' | 'failed'

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
  orderStatus(shopOrderId: string): Promise<PrintShopStatus>
  /**
   * A status callback, authenticated by the shared secret in its path: the shop order it names,
   * or undefined when it is not ours.
   */
  callbackOrderId(secret: string, body: unknown): string | undefined
}
