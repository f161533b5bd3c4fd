import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, PrintOrdersTable } from '../db/schema.ts'

export type PrintOrderRow = Selectable<PrintOrdersTable>
export type NewPrintOrderRow = Insertable<PrintOrdersTable>

/** Orders of printed cards and their way through payment and the print shop. */
export class PrintOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: NewPrintOrderRow): Promise<void> {
    await this.db.insertInto('print_orders').values(row).execute()
  }

  async findById(id: string): Promise<PrintOrderRow | undefined> {
    return this.db.selectFrom('print_orders').selectAll().where('id', '=', id).executeTakeFirst()
  }

  findByShopOrderId(shopOrderId: string): Promise<PrintOrderRow | undefined> {
    return this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('shop_order_id', '=', shopOrderId)
      .executeTakeFirst()
  }

  /** Marks a created order paid; false when it was paid before (a second payment changes nothing). */
  async markPaid(id: string, paymentReference: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('print_orders')
      .set({ status: 'paid', paid_at: now, payment_reference: paymentReference, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Paid orders the print shop has not taken yet, whose next attempt is due. */
  dueForShop(now: string, limit: number): Promise<PrintOrderRow[]> {
    return this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('status', '=', 'paid')
      .where('submitted_at', 'is', null)
      .where((eb) => eb.or([eb('shop_next_attempt_at', 'is', null), eb('shop_next_attempt_at', '<=', now)]))
      .orderBy('paid_at')
      .limit(limit)
      .execute()
  }

  /**
   * Takes an order for sending: only one caller at a time, across instances, gets it. A claim left
   * by a crashed sender lapses after `staleBefore`, so the order is tried again.
   */
  async claimForShop(id: string, now: string, staleBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('print_orders')
      .set((eb) => ({ shop_claimed_at: now, shop_attempts: eb('shop_attempts', '+', 1) }))
      .where('id', '=', id)
      .where('submitted_at', 'is', null)
      .where((eb) => eb.or([eb('shop_claimed_at', 'is', null), eb('shop_claimed_at', '<', staleBefore)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async markSubmitted(id: string, shopOrderId: string, now: string): Promise<void> {
    await this.db
      .updateTable('print_orders')
      .set({
        shop_order_id: shopOrderId,
        submitted_at: now,
        shop_claimed_at: null,
        shop_last_error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute()
  }

  async markShopFailed(id: string, error: string, nextAttemptAt: string, now: string): Promise<void> {
    await this.db
      .updateTable('print_orders')
      .set({
        shop_claimed_at: null,
        shop_last_error: error.slice(0, 1000),
        shop_next_attempt_at: nextAttemptAt,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute()
  }

  /** Moves an order forward only: a late 'in production' never undoes 'shipped'. */
  async advance(id: string, status: 'in_production' | 'shipped', now: string): Promise<boolean> {
    const from = status === 'shipped' ? (['paid', 'in_production'] as const) : (['paid'] as const)
    const result = await this.db
      .updateTable('print_orders')
      .set(
        status === 'shipped'
          ? { status, shipped_at: now, updated_at: now }
          : { status, in_production_at: now, updated_at: now },
      )
      .where('id', '=', id)
      .where('status', 'in', [...from])
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Orders the shop has and that are not shipped yet (the simulator moves these along). */
  listAtShop(limit: number): Promise<PrintOrderRow[]> {
    return this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('submitted_at', 'is not', null)
      .where('status', 'in', ['paid', 'in_production'])
      .orderBy('submitted_at')
      .limit(limit)
      .execute()
  }
}
