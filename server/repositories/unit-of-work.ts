import type { Db } from '../db/database.ts'
import { inTransactionOf } from '../db/transactions.ts'
import { answerWriterIn, answerWriterOf } from './answer-writes/answer-writer.ts'
import { createRepositories, type Repositories } from './repositories.ts'

/**
 * The one way services reach the database: `repositories` bound to the database for work of one
 * statement, and `transaction` / `withSiteLock` handing out the same repositories bound to one
 * transaction: all of `work` is written, or none of it (an error rolls it back). Services never
 * hold the database handle.
 */
export interface UnitOfWork {
  readonly repositories: Repositories
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>
  /**
   * A transaction that also waits for, then holds, the site's lock: concurrent work on one site
   * (guests reserving the last gift, a payment's fulfilment) runs one at a time.
   */
  withSiteLock<T>(siteId: string, work: (repos: Repositories) => Promise<T>): Promise<T>
}

export function createUnitOfWork(db: Db): UnitOfWork {
  return {
    // Guest answers are written the dialect's way; inside a transaction they are part of it.
    repositories: createRepositories(db.kysely, answerWriterOf(db)),
    transaction: (work) => inTransactionOf(db, (trx) => work(createRepositories(trx, answerWriterIn(trx)))),
    withSiteLock: (siteId, work) =>
      inTransactionOf(db, (trx) => work(createRepositories(trx, answerWriterIn(trx))), siteId),
  }
}
