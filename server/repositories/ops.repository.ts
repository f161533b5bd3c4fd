import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

/** What operations read: readiness (/readyz) and the counts /metrics reads when it is scraped. */
export class OpsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db)
  }

  async paymentsByStatus(): Promise<{ status: string; count: number }[]> {
    const rows = await this.db
      .selectFrom('payments')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute()
    return rows.map((r) => ({ status: String(r.status), count: Number(r.count) }))
  }

  async pendingMails(): Promise<number> {
    const row = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
}
