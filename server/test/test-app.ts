import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { type AppDeps, buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Services } from '../container.ts'
import type { Dialect } from '../db/database.ts'
import type { RecurringJob } from '../jobs/jobs.ts'
import { createTestDb, type TestDb } from './test-db.ts'

export interface TestApp {
  app: FastifyInstance
  services: Services
  /** A recurring job by its name (server/jobs), for a test to run at the time it chooses. */
  job(name: string): RecurringJob
  testDb: TestDb
  close(): Promise<void>
}

const HIGH = { max: 10_000, timeWindow: 60_000 }

/** The real app on a fresh database; rate limits are high unless a test sets them. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const testDb = await createTestDb(dialect)
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDb.dataDir,
    SESSION_SECRET: 'x'.repeat(40),
    // One app per test: jobs run in the test's process; server/jobs tests use pg-boss themselves.
    JOBS_QUEUE: 'in-process',
    ...env,
  })
  const { app, services, recurringJobs } = await buildApp({
    config,
    db: testDb.db,
    logger: false,
    limits: {
      login: HIGH,
      reset: HIGH,
      register: HIGH,
      publicLogin: HIGH,
      logs: HIGH,
      guestSubmit: HIGH,
      giftSite: HIGH,
      quickStartUpload: HIGH,
    },
    ...overrides,
  })
  await app.ready()
  return {
    app,
    services,
    job(name) {
      const job = recurringJobs.find((j) => j.name === name)
      if (!job) throw new Error(`no recurring job named ${name}`)
      return job
    },
    testDb,
    async close() {
      await app.close()
      await testDb.destroy()
    },
  }
}

export const APP_HOST = 'brollopssida.localhost:3000'

/** The session cookie a response set, as a Cookie header value. */
export function cookieFrom(res: LightMyRequestResponse, name = 'sid'): string {
  const c = res.cookies.find((x) => x.name === name)
  if (!c) throw new Error(`no ${name} cookie in response`)
  return `${name}=${c.value}`
}

/** A call on the owner app's host, as the account with `cookie` (none: anonymous). */
export function callApp(
  t: TestApp,
  method: string,
  url: string,
  cookie?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
