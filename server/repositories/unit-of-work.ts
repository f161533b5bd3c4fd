import type { Db } from '../db/database.ts'
import { inTransactionOf } from '../db/transactions.ts'
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
    repositories: createRepositories(db.kysely),
    transaction: (work) => inTransactionOf(db, (trx) => work(createRepositories(trx))),
    withSiteLock: (siteId, work) => inTransactionOf(db, (trx) => work(createRepositories(trx)), siteId),
  }
}
