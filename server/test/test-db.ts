import { randomBytes } from 'node:crypto'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { type Db, type Dialect, migrate, openDatabase } from '../db/database.ts'
import { adminQuery, PG_ADMIN_URL } from './global-setup.ts'

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

/**
 * A fresh migrated database per call, cloned from global setup's template: a copy of the SQLite
 * file, or a new PostgreSQL database that is dropped after.
 */
export async function createTestDb(dialect: Dialect): Promise<TestDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-test-'))
  if (dialect === 'sqlite') {
    copyFileSync(inject('sqliteTemplate'), join(dataDir, 'eventsite.sqlite'))
    const db = openDatabase({ dataDir })
    // Finds nothing to do on the clone; it also opens the connection as a migration did before.
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
  await createFromTemplate(name, inject('pgTemplate'))
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

/**
 * PostgreSQL refuses to copy a template while a session is connected to it, and one creation
 * briefly holds it: another file's creation at that moment waits and tries again.
 */
async function createFromTemplate(name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${template}`)
      return
    } catch (err) {
      const inUse = (err as { code?: string }).code === '55006'
      if (!inUse || attempt >= 50) throw err
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100))
    }
  }
}
