import { type Kysely, SqliteAdapter, sql } from 'kysely'
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

interface Queued {
  work: (trx: Kysely<Database>) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (err: unknown) => void
}

const sharedQueues = new WeakMap<Kysely<Database>, Queued[]>()

/**
 * `atomically` for small writes that many requests make at once (guest answers). On SQLite the
 * works that arrive in one turn of the event loop share one transaction, so one commit and one disk
 * flush (synchronous=FULL) serve them all: the flush, not the statements, is what each write cost.
 * Each work is still all or nothing (a savepoint of its own: one failing leaves the others), and
 * none is answered before the commit that makes it durable. PostgreSQL flushes concurrent commits
 * together by itself, so there it is `atomically`.
 */
export function atomicallyShared<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction || inTransaction.has(db) || !(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return atomically(db, work)
  }
  return new Promise<T>((resolve, reject) => {
    let queue = sharedQueues.get(db)
    if (!queue) {
      queue = []
      sharedQueues.set(db, queue)
      // After the I/O callbacks of this turn: every request that arrived with it joins the commit.
      setImmediate(() => void commitShared(db))
    }
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
  })
}

async function commitShared(db: Kysely<Database>): Promise<void> {
  const batch = sharedQueues.get(db) ?? []
  sharedQueues.delete(db)
  const settle: (() => void)[] = []
  try {
    await db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn)
      inTransaction.add(conn)
      try {
        for (const item of batch) {
          await sql`savepoint shared_write`.execute(conn)
          try {
            const result = await item.work(conn)
            await sql`release shared_write`.execute(conn)
            settle.push(() => item.resolve(result))
          } catch (err) {
            await sql`rollback to shared_write`.execute(conn)
            await sql`release shared_write`.execute(conn)
            settle.push(() => item.reject(err))
          }
        }
        await sql`commit`.execute(conn)
      } catch (err) {
        // A failed COMMIT may have ended the transaction already; the error to report is the first.
        await sql`rollback`.execute(conn).catch(() => undefined)
        throw err
      } finally {
        inTransaction.delete(conn)
      }
    })
  } catch (err) {
    for (const item of batch) item.reject(err)
    return
  }
  for (const s of settle) s()
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
    inTransaction.add(conn)
    try {
      const result = await work(conn)
      await sql`commit`.execute(conn)
      return result
    } catch (err) {
      await sql`rollback`.execute(conn)
      throw err
    } finally {
      inTransaction.delete(conn)
    }
  })
}
