import pg from 'pg'
import type { TestProject } from 'vitest/node'

export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAvailable: boolean
  }
}

/** Finds out once whether PostgreSQL is there; without it, tests say so loudly, and CI fails. */
export default async function setup(project: TestProject): Promise<void> {
  if (process.env.TEST_DIALECTS === 'sqlite') {
    project.provide('pgAvailable', false)
    return
  }
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  let available = false
  try {
    await client.connect()
    await client.query('select 1')
    available = true
  } catch (err) {
    const message = `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${String(err)}).`
    if (process.env.CI) throw new Error(`${message} CI must test on PostgreSQL.`)
    console.warn(
      `\n\n!!! ${message}\n!!! PostgreSQL tests are SKIPPED. Start it (see README) to run them.\n\n`,
    )
  } finally {
    await client.end().catch(() => {})
  }
  project.provide('pgAvailable', available)
}
