import { timingSafeEqual } from 'node:crypto'
import type { HouseholdCard } from '#domain/prints/household-cards.ts'
import type { PrintOrder } from '../repositories/print-orders.repository.ts'
import type { PrintRow } from '../repositories/prints.repository.ts'

/**
 * The PDF renderer's pass: a print's secret key stands in for the owner's session on the print page
 * and its data call. A wrong key opens nothing, exactly as an unknown print, so a guess learns nothing.
 */
export function printPassOpens(print: PrintRow | undefined, key: string): PrintRow | undefined {
  if (!print) return undefined
  const expected = Buffer.from(print.server_access_key)
  const given = Buffer.from(key)
  return expected.length === given.length && timingSafeEqual(expected, given) ? print : undefined
}

/**
 * The households whose cards the pass of `print` shows for `order`: only an order of that print,
 * made with a card per household; any other order opens none.
 */
export function householdsOpenedBy(
  print: PrintRow,
  order: PrintOrder | undefined,
): HouseholdCard[] | undefined {
  if (order?.print_id !== print.id || !order.per_household || !order.households?.length) return undefined
  return order.households
}
