import { randomBytes } from 'node:crypto'
import type { PaymentMethod } from '../../db/schema.ts'
import type { AccountRow } from '../../repositories/accounts.repository.ts'
import type { PaymentRow } from '../../repositories/payments.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'

/** Our references look like Swish instruction ids: 32 upper-case hex characters. */
export function newReference(): string {
  return randomBytes(16).toString('hex').toUpperCase()
}

/** What differs between the open payments of a site product and of an order. */
export interface PaymentOpening {
  reference: string
  method: PaymentMethod
  product: string
  site: SiteRow
  account: AccountRow
  /** The amount the server computed (price or order total), never one a client named. */
  amountOre: number
  vatOre: number
  months: number
  orderId?: string | null
  host?: string | null
  domain?: string | null
  now: string
}

/** A new open payment row, as both kinds of purchase store it. */
export function openPaymentRow(opening: PaymentOpening, extra: Partial<PaymentRow>): PaymentRow {
  const { reference, method, site } = opening
  return {
    reference,
    method,
    status: 'created',
    product: opening.product,
    site_id: site.id,
    order_id: opening.orderId ?? null,
    account_id: opening.account.id,
    host: opening.host ?? null,
    domain: opening.domain ?? null,
    brand: site.brand,
    market: site.market,
    amount_ore: opening.amountOre,
    vat_ore: opening.vatOre,
    months: opening.months,
    // A Swish request is created under our own instruction id: the reference itself.
    provider_id: method === 'swish' ? reference : null,
    payer_alias: null,
    error_message: null,
    created_at: opening.now,
    updated_at: opening.now,
    paid_at: null,
    fulfilled_at: null,
    refund_id: null,
    refund_claimed_at: null,
    refunded_at: null,
    refund_error: null,
    ...extra,
  }
}
