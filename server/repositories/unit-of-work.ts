import type { Db } from '../db/database.ts'
import { inTransactionOf } from '../db/transactions.ts'
import { createRepositories, type Repositories } from './repositories.ts'

/**
 * Hands out repositories bound to one transaction: all of `work` is written, or none of it (an
 * error rolls it back). Services that must read and write together (reservations today; payments,
 * checkout and domain registration next) take this instead of the database handle.
 */
export interface UnitOfWork {
  transaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>
  /**
   * A transaction that also waits for, then holds, the site's lock: concurrent work on one site
   * (guests reserving the last gift) runs one at a time.
   */
  withSiteLock<T>(siteId: string, work: (repos: Repositories) => Promise<T>): Promise<T>
}

export function createUnitOfWork(db: Db): UnitOfWork {
  return {
    transaction: (work) => inTransactionOf(db, (trx) => work(createRepositories(trx))),
    withSiteLock: (siteId, work) => inTransactionOf(db, (trx) => work(createRepositories(trx)), siteId),
  }
}
