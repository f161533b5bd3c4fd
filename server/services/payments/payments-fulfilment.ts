import { addMonths } from '#domain/calendar.ts'
import { AppError } from '../../http/errors.ts'
import type { PaymentRow } from '../../repositories/payments.repository.ts'
import type { Repositories } from '../../repositories/repositories.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'

/** What a fulfilment gets: the paid payment, its site, and repositories bound to the transaction. */
export interface FulfilmentContext {
  payment: PaymentRow
  site: SiteRow
  repos: Repositories
  now: Date
}

/** What a purchase is for, as the payment call names it: a subdomain (`host`) or a custom domain. */
export interface PurchaseTarget {
  host?: string
  domain?: string
}

/**
 * The 409 of a reserve whose name or order another payment holds. `holder` is that payment's
 * reference when known: a new start by the same owner may take over an unpaid card payment.
 */
export class HeldError extends AppError {
  constructor(
    error: AppError,
    readonly holder: string | undefined,
  ) {
    super(error.status, error.texts, error.fields)
  }
}

/** The period a paid domain is registered (or, at another registrar, connected) for, as its receipt states it. */
export interface DomainPeriod {
  from: string
  until: string
}

export interface Fulfilment {
  /** Whether the product can be bought for this site now; false refuses the payment before it starts. */
  canBuy(site: SiteRow): boolean
  /**
   * Checks what the payment is for and holds it for the payment `reference` before the payment
   * starts (an address: one purchase of a name at a time); answers what the payment row keeps.
   * Throws HeldError while another payment holds it.
   */
  reserve?(input: { site: SiteRow; target: PurchaseTarget; reference: string; orderId?: string }): Promise<{
    host?: string | null
    domain?: string | null
  }>
  /**
   * Delivers what was paid for. Runs once per payment, in the transaction that marks it paid.
   * 'refund': another payment had paid for it already; nothing was delivered, the money goes back.
   * A domain answers its own period, which its receipt states instead of the site's end date.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: a fulfilment that answers nothing delivered
  fulfil(context: FulfilmentContext): Promise<void | 'refund' | { domainPeriod: DomainPeriod }>
}

/** The products that can be paid for, and how each is delivered (addresses and orders add theirs). */
export type Fulfilments = Partial<Record<string, Fulfilment>>

/** The new expiry: the product's months from the current expiry, or from now when it has passed. */
export function extendedExpiry(site: SiteRow, months: number, now: Date): Date {
  const current = site.active_expire_date ? new Date(site.active_expire_date) : undefined
  const from = current && current.getTime() > now.getTime() ? current : now
  return addMonths(from, months)
}

/** Publishes the site on its chosen address (or keeps it published) and extends its expiry. */
export async function publishAndExtend({ payment, site, repos, now }: FulfilmentContext): Promise<void> {
  await repos.siteActivation.activate(site.id, {
    ...(payment.host ? { host: payment.host } : {}),
    active: 1,
    active_date: site.active_date ?? now.toISOString(),
    active_expire_date: extendedExpiry(site, payment.months, now).toISOString(),
    updated_at: now.toISOString(),
  })
}

export const SITE_FULFILMENTS: Fulfilments = {
  // Extending needs an address to extend; a custom domain is renewed through its own products.
  extend_subdomain: { canBuy: (site) => site.host !== null, fulfil: publishAndExtend },
}
