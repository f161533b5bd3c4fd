import { PRINT_ORDER_PRODUCT } from '#domain/prints/orders.ts'
import type { PaymentRow } from '../../repositories/payments.repository.ts'
import type { Repositories } from '../../repositories/repositories.ts'
import { newId } from '../ids.ts'

/**
 * Who paid for what (issue 33): an entry of the site's activity, written in the transaction that
 * marks the payment paid, so a paid payment has exactly one entry and an unpaid one none. It names
 * the product and what it was for: the address (the subdomain or domain bought, or the site's own
 * for an extension) or the number of printed cards.
 */
export async function recordPaid(
  repos: Repositories,
  paid: PaymentRow,
  siteHost: string | null,
  at: string,
): Promise<void> {
  if (!paid.site_id) return
  const detail: Record<string, string | number> = { method: paid.method, product: paid.product }
  if (paid.product === PRINT_ORDER_PRODUCT) {
    const order = paid.order_id ? await repos.printOrders.findById(paid.order_id) : undefined
    if (order) detail.cards = order.quantity
  } else {
    const address = paid.domain ?? paid.host ?? siteHost
    if (address) detail.address = address
  }
  await repos.siteMembers.record({
    id: newId(),
    site_id: paid.site_id,
    account_id: paid.account_id,
    kind: 'payment.paid',
    detail: JSON.stringify(detail),
    created_at: at,
  })
}
