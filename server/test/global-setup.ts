import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate, openDatabase } from '../db/database.ts'

export const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAvailable: boolean
    /** A migrated SQLite file each test database is copied from. */
    sqliteTemplate: string
    /** A migrated PostgreSQL database each test database is created from (empty without PostgreSQL). */
    pgTemplate: string
  }
}

/**
 * Finds out once whether PostgreSQL is there (without it, tests say so loudly, and CI fails), and
 * migrates one database of each dialect that every test file's fresh database is cloned from.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templateDir = mkdtempSync(join(tmpdir(), 'eventsite-template-'))
  const sqlite = openDatabase({ dataDir: templateDir })
  await migrate(sqlite)
  // Closing checkpoints the WAL into the file, so the file alone is the whole database.
  await sqlite.close()
  project.provide('sqliteTemplate', join(templateDir, 'eventsite.sqlite'))

  const pgTemplate = process.env.TEST_DIALECTS === 'sqlite' ? '' : await postgresTemplate()
  project.provide('pgAvailable', pgTemplate !== '')
  project.provide('pgTemplate', pgTemplate)

  return async () => {
    rmSync(templateDir, { recursive: true, force: true })
    if (pgTemplate) await adminQuery(`DROP DATABASE IF EXISTS ${pgTemplate} WITH (FORCE)`).catch(() => {})
  }
}

/** The migrated template's name, or '' when PostgreSQL is not reachable (an error in CI). */
async function postgresTemplate(): Promise<string> {
  try {
    await adminQuery('select 1')
  } catch (err) {
    const message = `PostgreSQL is not reachable at ${PG_ADMIN_URL} (${String(err)}).`
    if (process.env.CI) throw new Error(`${message} CI must test on PostgreSQL.`)
    console.warn(
      `\n\n!!! ${message}\n!!! PostgreSQL tests are SKIPPED. Start it (see README) to run them.\n\n`,
    )
    return ''
  }
  const name = `eventsite_template_${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  const db = openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() })
  await migrate(db)
  // PostgreSQL copies a template only while nobody is connected to it: the pool ends here.
  await db.close()
  return name
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3000 })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end().catch(() => {})
  }
}
