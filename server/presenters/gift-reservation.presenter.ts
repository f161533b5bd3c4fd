import type { GiftReservationsTable } from '../db/schema.ts'

/**
 * A reservation in its couple's copy of their data (issue 35): the gift, how many, and who it is
 * from (the household of the personal link and the name kept with it); never its password.
 */
export function presentReservation(
  row: GiftReservationsTable,
  titles: ReadonlyMap<string, string>,
  householdNames: ReadonlyMap<string, string>,
) {
  return {
    id: row.id,
    moduleId: row.module_id,
    itemId: row.item_id,
    giftTitle: titles.get(row.item_id) ?? '',
    quantity: row.quantity,
    household: (row.household_id && householdNames.get(row.household_id)) || null,
    name: row.giver_name,
    createdAt: row.created_at,
  }
}
