import type { Kysely, Selectable } from 'kysely'
import { z } from 'zod'
import type { HouseholdCard } from '#domain/prints/household-cards.ts'
import type { ShipmentMethod, ShipmentTracking, ShippingAddress } from '#domain/prints/orders.ts'
import type { OrderLine } from '#domain/prints/prices.ts'
import type { Database, PrintOrdersTable } from '../db/schema.ts'

type PrintOrderRow = Selectable<PrintOrdersTable>
type StoredAsJson = 'lines' | 'shipment' | 'shipping_address' | 'households'

/** An order with what it stores as JSON read, once, here: nothing else parses an order's columns. */
export interface PrintOrder extends Omit<PrintOrderRow, StoredAsJson> {
  lines: OrderLine[]
  shipment: ShipmentMethod
  shippingAddress: ShippingAddress
  /**
   * The households a card-per-household order copied, as they were when it was made; null for an
   * order of plain cards, empty when the stored copy is unreadable (such an order prints nothing).
   */
  households: HouseholdCard[] | null
}

const storedHouseholds = z.array(
  z.object({
    id: z.string().min(1),
    name: z.string(),
    code: z.string(),
    link: z.string(),
    events: z.array(z.string()).optional(),
  }),
)

function readHouseholds(text: string | null): HouseholdCard[] | null {
  if (text === null) return null
  try {
    const read = storedHouseholds.safeParse(JSON.parse(text))
    return read.success ? read.data : []
  } catch {
    return []
  }
}

/** Written by the service from validated input only, so these are read back as they were written. */
function toOrder(row: PrintOrderRow): PrintOrder {
  const { lines, shipment, shipping_address, households, ...columns } = row
  return {
    ...columns,
    lines: JSON.parse(lines) as OrderLine[],
    shipment: JSON.parse(shipment) as ShipmentMethod,
    shippingAddress: JSON.parse(shipping_address) as ShippingAddress,
    households: readHouseholds(households),
  }
}

function toRow({ lines, shipment, shippingAddress, households, ...columns }: PrintOrder): PrintOrderRow {
  return {
    ...columns,
    lines: JSON.stringify(lines),
    shipment: JSON.stringify(shipment),
    shipping_address: JSON.stringify(shippingAddress),
    households: households ? JSON.stringify(households) : null,
  }
}

/** Orders of printed cards and their way through payment and the print shop. */
export class PrintOrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(order: PrintOrder): Promise<void> {
    await this.db.insertInto('print_orders').values(toRow(order)).execute()
  }

  async findById(id: string): Promise<PrintOrder | undefined> {
    const row = await this.db.selectFrom('print_orders').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toOrder(row)
  }

  async findByShopOrderId(shopOrderId: string): Promise<PrintOrder | undefined> {
    const row = await this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('shop_order_id', '=', shopOrderId)
      .executeTakeFirst()
    return row && toOrder(row)
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
  async dueForShop(now: string, limit: number): Promise<PrintOrder[]> {
    const rows = await this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('status', '=', 'paid')
      .where('submitted_at', 'is', null)
      .where((eb) => eb.or([eb('shop_next_attempt_at', 'is', null), eb('shop_next_attempt_at', '<=', now)]))
      .orderBy('paid_at')
      .limit(limit)
      .execute()
    return rows.map(toOrder)
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

  /** Moves a paid order into production; a late 'in production' never undoes 'shipped'. */
  async markInProduction(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('print_orders')
      .set({ status: 'in_production', in_production_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'paid')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /**
   * Marks a paid order shipped, with its parcel's tracking: true for exactly one caller across
   * instances (a conditional update), which then queues the shipping mail in the same transaction.
   */
  async markShipped(id: string, tracking: ShipmentTracking, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('print_orders')
      .set({
        status: 'shipped',
        shipped_at: now,
        updated_at: now,
        carrier: tracking.carrier,
        tracking_number: tracking.trackingNumber,
        tracking_url: tracking.trackingUrl,
      })
      .where('id', '=', id)
      .where('status', 'in', ['paid', 'in_production'])
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** A site's paid orders (an unpaid one is a checkout left, not an order), newest first. */
  async listPaidForSite(siteId: string): Promise<PrintOrder[]> {
    const rows = await this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('status', '!=', 'created')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return rows.map(toOrder)
  }

  /** Every order an account made or one of its sites has, paid or not, oldest first (its data export). */
  async listForAccount(accountId: string, siteIds: string[]): Promise<PrintOrder[]> {
    const rows = await this.db
      .selectFrom('print_orders')
      .selectAll()
      .where((eb) =>
        siteIds.length
          ? eb.or([eb('account_id', '=', accountId), eb('site_id', 'in', siteIds)])
          : eb('account_id', '=', accountId),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute()
    return rows.map(toOrder)
  }

  /** Orders the shop has and that are not shipped yet (the simulator moves these along). */
  async listAtShop(limit: number): Promise<PrintOrder[]> {
    const rows = await this.db
      .selectFrom('print_orders')
      .selectAll()
      .where('submitted_at', 'is not', null)
      .where('status', 'in', ['paid', 'in_production'])
      .orderBy('submitted_at')
      .limit(limit)
      .execute()
    return rows.map(toOrder)
  }
}
