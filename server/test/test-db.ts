import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { type Db, type Dialect, migrate, openDatabase } from '../db/database.ts'

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/**
 * The dialects this run tests on: SQLite always, PostgreSQL when global setup found it, unless
 * TEST_DIALECTS=sqlite limits the run (the Node 20 smoke leg of .ci/run).
 */
export function testDialects(): Dialect[] {
  if (process.env.TEST_DIALECTS === 'sqlite') return ['sqlite']
  return inject('pgAvailable') ? ['sqlite', 'postgres'] : ['sqlite']
}

export interface TestDb {
  db: Db
  dataDir: string
  /** Set for PostgreSQL so a second process (the admin command line) can open the same database. */
  databaseUrl?: string
  destroy(): Promise<void>
}

/** A fresh database per call: a new SQLite file, or a new PostgreSQL database that is dropped after. */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-test-'))
  if (dialect === 'sqlite') {
    const db = openDatabase({ dataDir })
    await migrate(db)
    return {
      db,
      dataDir,
      async destroy() {
        await db.close()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  }
  const name = `eventsite_test_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  const db = openDatabase({ databaseUrl: url.toString(), dataDir })
  await migrate(db)
  return {
    db,
    dataDir,
    databaseUrl: url.toString(),
    async destroy() {
      await db.close()
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
