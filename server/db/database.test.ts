import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'

describe('SQLite prepared statements', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const open = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-db-'))
    dirs.push(dataDir)
    return openDatabase({ dataDir })
  }

  it('answers a repeated query from the statement kept for it, with each call’s own parameters', async () => {
    const db = open()
    try {
      await sql`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)`.execute(db.kysely)
      for (const name of ['a', 'b', 'c']) await sql`INSERT INTO t (name) VALUES (${name})`.execute(db.kysely)
      const names = []
      for (const id of [3, 1, 2])
        names.push(
          (await sql<{ name: string }>`SELECT name FROM t WHERE id = ${id}`.execute(db.kysely)).rows[0]?.name,
        )
      expect(names).toEqual(['c', 'a', 'b'])
      // A changed schema behind a kept statement: SQLite prepares it again by itself.
      await sql`ALTER TABLE t ADD COLUMN extra TEXT DEFAULT 'x'`.execute(db.kysely)
      const rows = await sql<{ id: number }>`SELECT * FROM t WHERE id = ${1}`.execute(db.kysely)
      expect(rows.rows[0]).toEqual({ id: 1, name: 'a', extra: 'x' })
    } finally {
      await db.close()
    }
  })
})
