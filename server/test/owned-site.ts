import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../db/database.ts'
import { makeAccount, makeSite, type TestAccount } from './factories.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export interface TwoAccounts {
  t: TestApp
  owner: TestAccount
  /** An account that owns nothing here, for the 403s. */
  stranger: TestAccount
}

export interface OwnedSite extends TwoAccounts {
  siteId: string
}

/**
 * Before a describe block's tests: a test app with an owner and a stranger, handed to `take`; the
 * app is closed after them.
 */
export function withTwoAccounts(
  dialect: Dialect,
  take: (fixture: TwoAccounts) => void | Promise<void>,
): void {
  let t: TestApp | undefined
  beforeAll(async () => {
    const app = await createTestApp(dialect)
    t = app
    await take({ t: app, owner: await makeAccount(app.app), stranger: await makeAccount(app.app) })
  })
  afterAll(async () => t?.close())
}

/** The same with a site of the owner's. */
export function withOwnedSite(dialect: Dialect, take: (fixture: OwnedSite) => void): void {
  withTwoAccounts(dialect, async (accounts) =>
    take({ ...accounts, siteId: (await makeSite(accounts.t.app, accounts.owner))._id }),
  )
}
