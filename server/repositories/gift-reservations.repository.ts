import type { Kysely } from 'kysely'
import type { Database, GiftReservationsTable } from '../db/schema.ts'

export interface ReservationTotal {
  giftRegistryId: string
  quantityReserved: number
}

export class GiftReservationsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async totals(siteId: string): Promise<ReservationTotal[]> {
    const rows = await this.db
      .selectFrom('gift_reservations')
      .select(['item_id'])
      .select((eb) => eb.fn.sum<number>('quantity').as('total'))
      .where('site_id', '=', siteId)
      .groupBy('item_id')
      .orderBy('item_id')
      .execute()
    return rows.map((r) => ({ giftRegistryId: r.item_id, quantityReserved: Number(r.total) }))
  }

  forItem(siteId: string, itemId: string): Promise<GiftReservationsTable[]> {
    return this.db
      .selectFrom('gift_reservations')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('item_id', '=', itemId)
      .orderBy('created_at')
      .execute()
  }

  list(siteId: string): Promise<GiftReservationsTable[]> {
    return this.db
      .selectFrom('gift_reservations')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }

  /** The reservations a password may own: its lookup digest, or none (made before digests). */
  candidates(siteId: string, itemId: string, lookup: string): Promise<GiftReservationsTable[]> {
    return this.db
      .selectFrom('gift_reservations')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('item_id', '=', itemId)
      .where((eb) => eb.or([eb('password_lookup', '=', lookup), eb('password_lookup', 'is', null)]))
      .orderBy('created_at')
      .execute()
  }

  /** The given reservations of the site as they are now, oldest first. */
  byIds(siteId: string, ids: string[]): Promise<GiftReservationsTable[]> {
    if (!ids.length) return Promise.resolve([])
    return this.db
      .selectFrom('gift_reservations')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', 'in', ids)
      .orderBy('created_at')
      .execute()
  }

  async insert(row: GiftReservationsTable): Promise<void> {
    await this.db.insertInto('gift_reservations').values(row).execute()
  }

  async setQuantity(id: string, quantity: number): Promise<void> {
    if (quantity <= 0) await this.db.deleteFrom('gift_reservations').where('id', '=', id).execute()
    else await this.db.updateTable('gift_reservations').set({ quantity }).where('id', '=', id).execute()
  }
}
