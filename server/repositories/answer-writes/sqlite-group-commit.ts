import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { holdingTransaction } from '../../db/transactions.ts'

interface Queued {
  work: (trx: Kysely<Database>) => Promise<unknown>
  resolve: (value: unknown) => void
  reject: (err: unknown) => void
}

const commits = new WeakMap<Kysely<Database>, SqliteGroupCommit>()

/** SQLite: the one group commit of a database handle (never of a transaction: it mixes requests). */
export function sqliteGroupCommit(db: Kysely<Database>): SqliteGroupCommit {
  let commit = commits.get(db)
  if (!commit) {
    commit = new SqliteGroupCommit(db)
    commits.set(db, commit)
  }
  return commit
}

/**
 * Small writes that many requests make at once (guest answers): the works that arrive in one turn
 * of the event loop share one transaction, so one commit and one disk flush (synchronous=FULL)
 * serve them all: the flush, not the statements, is what each write cost. Each work is still all
 * or nothing (a savepoint of its own: one failing leaves the others), and none is answered before
 * the commit that makes it durable.
 */
export class SqliteGroupCommit {
  private queue: Queued[] = []

  constructor(private readonly db: Kysely<Database>) {}

  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      // After the I/O callbacks of this turn: every request that arrived with it joins the commit.
      if (!this.queue.length) setImmediate(() => void this.commit())
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
    })
  }

  private async commit(): Promise<void> {
    const batch = this.queue
    this.queue = []
    const settle: (() => void)[] = []
    try {
      await this.db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn)
        await holdingTransaction(conn, async () => {
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
          }
        })
      })
    } catch (err) {
      for (const item of batch) item.reject(err)
      return
    }
    for (const s of settle) s()
  }
}
