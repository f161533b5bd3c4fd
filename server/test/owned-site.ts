import { afterAll, beforeAll } from 'vitest'
import type { Dialect } from '../db/database.ts'
import { makeAccount, makeSite, type TestAccount } from './factories.ts'
import { createTestApp, type TestApp } from './test-app.ts'

export interface OwnedSite {
  t: TestApp
  owner: TestAccount
  /** An account that owns nothing here, for the 403s. */
  stranger: TestAccount
  siteId: string
}

/**
 * Before a describe block's tests: a test app with one owner's site and a stranger, handed to
 * `take`; the app is closed after them.
 */
export function withOwnedSite(dialect: Dialect, take: (fixture: OwnedSite) => void): void {
  let t: TestApp | undefined
  beforeAll(async () => {
    const app = await createTestApp(dialect)
    t = app
    const owner = await makeAccount(app.app)
    const stranger = await makeAccount(app.app)
    take({ t: app, owner, stranger, siteId: (await makeSite(app.app, owner))._id })
  })
  afterAll(async () => t?.close())
}
