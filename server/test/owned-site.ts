import { afterAll, beforeAll } from 'vitest'
import type { AppDeps } from '../app.ts'
import type { Dialect } from '../db/database.ts'
import { makeAccount, makeSite, type TestAccount } from './factories.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export interface OneAccount {
  t: TestApp
  owner: TestAccount
}

export interface TwoAccounts extends OneAccount {
  /** An account that owns nothing here, for the 403s. */
  stranger: TestAccount
}

export interface OwnedSite extends TwoAccounts {
  siteId: string
}

/**
 * Before a describe block's tests: a test app built with `overrides` and `env`, handed to `take`;
 * the app is closed after them, also when `take` failed.
 */
export function withTestApp(
  dialect: Dialect,
  take: (t: TestApp) => void | Promise<void>,
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): void {
  let t: TestApp | undefined
  beforeAll(async () => {
    t = await createTestApp(dialect, overrides, env)
    await take(t)
  })
  afterAll(async () => t?.close())
}

/** The same with an owner account. */
export function withAccount(
  dialect: Dialect,
  take: (fixture: OneAccount) => void | Promise<void>,
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): void {
  withTestApp(dialect, async (t) => take({ t, owner: await makeAccount(t.app) }), overrides, env)
}

/** The same with an owner and a stranger. */
export function withTwoAccounts(
  dialect: Dialect,
  take: (fixture: TwoAccounts) => void | Promise<void>,
  overrides: Partial<AppDeps> = {},
): void {
  withAccount(
    dialect,
    async (fixture) => take({ ...fixture, stranger: await makeAccount(fixture.t.app) }),
    overrides,
  )
}

/** The same with a site of the owner's. */
export function withOwnedSite(
  dialect: Dialect,
  take: (fixture: OwnedSite) => void | Promise<void>,
  overrides: Partial<AppDeps> = {},
): void {
  withTwoAccounts(
    dialect,
    async (accounts) => take({ ...accounts, siteId: (await makeSite(accounts.t.app, accounts.owner))._id }),
    overrides,
  )
}
