import { type Kysely, sql } from 'kysely'
import type { Db } from './database.ts'
import type { Database } from './schema.ts'

// SQLite's transactions here are opened by hand on one connection (BEGIN IMMEDIATE), which Kysely
// does not know to be a transaction; those handles are remembered so nothing begins a second one.
const inTransaction = new WeakSet<Kysely<Database>>()

/**
 * Runs `work` atomically: in a new transaction, or in the one `db` already belongs to. Repositories
 * write their multi-statement changes through this, so they work alone and inside a unit of work.
 */
export function atomically<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction || inTransaction.has(db)) return work(db)
  return db.transaction().execute(work)
}

/**
 * Marks `conn` as holding a transaction it began by hand (SQLite's BEGIN IMMEDIATE) while `work`
 * runs, so that `atomically` on it joins instead of beginning a second one.
 */
export async function holdingTransaction<T>(conn: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  inTransaction.add(conn)
  try {
    return await work()
  } finally {
    inTransaction.delete(conn)
  }
}

/**
 * Runs `work` in one transaction that holds the database's write lock from the start (SQLite:
 * `BEGIN IMMEDIATE`), so a read followed by a write cannot interleave with another writer's.
 * With `lockSiteId` on PostgreSQL the site's row is locked (`SELECT ... FOR UPDATE`), which
 * serialises the work on that site while other sites go on.
 */
export async function inTransactionOf<T>(
  db: Db,
  work: (trx: Kysely<Database>) => Promise<T>,
  lockSiteId?: string,
): Promise<T> {
  if (db.dialect === 'postgres') {
    return db.kysely.transaction().execute(async (trx) => {
      if (lockSiteId !== undefined) {
        await trx.selectFrom('sites').select('id').where('id', '=', lockSiteId).forUpdate().execute()
      }
      return work(trx)
    })
  }
  return db.kysely.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn)
    return holdingTransaction(conn, async () => {
      try {
        const result = await work(conn)
        await sql`commit`.execute(conn)
        return result
      } catch (err) {
        await sql`rollback`.execute(conn)
        throw err
      }
    })
  })
}
