import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb, testDialects } from '../test/test-db.ts'
import type { Database } from './schema.ts'
import { atomicallyShared } from './transactions.ts'

const useKey = (trx: Kysely<Database>, id: string) =>
  trx.insertInto('used_post_keys').values({ key_id: id, used_at: '2031-01-01T00:00:00.000Z' }).execute()

describe.each(testDialects())('atomicallyShared on %s', (dialect) => {
  let testDb: TestDb
  let db: Kysely<Database>

  beforeAll(async () => {
    testDb = await createTestDb(dialect)
    db = testDb.db.kysely
  })
  afterAll(async () => testDb?.destroy())

  const stored = async (ids: string[]) =>
    (await db.selectFrom('used_post_keys').select('key_id').where('key_id', 'in', ids).execute())
      .map((r) => r.key_id)
      .sort()

  it('keeps the works that succeed and none of the one that fails, each all or nothing', async () => {
    const results = await Promise.allSettled([
      atomicallyShared(db, async (trx) => {
        await useKey(trx, 'a1')
        await useKey(trx, 'a2')
        return 'a'
      }),
      atomicallyShared(db, async (trx) => {
        await useKey(trx, 'b1')
        throw new Error('b failed after its first write')
      }),
      atomicallyShared(db, async (trx) => {
        await useKey(trx, 'c1')
        return 'c'
      }),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(results[0]).toMatchObject({ value: 'a' })
    expect(results[1]).toMatchObject({ reason: { message: 'b failed after its first write' } })
    expect(await stored(['a1', 'a2', 'b1', 'c1'])).toEqual(['a1', 'a2', 'c1'])
  })

  it('rolls back a work whose statement fails (a duplicate key) and keeps the others', async () => {
    await atomicallyShared(db, (trx) => useKey(trx, 'd0'))
    const results = await Promise.allSettled([
      atomicallyShared(db, (trx) => useKey(trx, 'd1')),
      atomicallyShared(db, async (trx) => {
        await useKey(trx, 'e1')
        await useKey(trx, 'd0')
      }),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected'])
    expect(await stored(['d0', 'd1', 'e1'])).toEqual(['d0', 'd1'])
  })

  it.runIf(dialect === 'sqlite')(
    'on SQLite, answers that arrive together share one transaction (one commit, one flush)',
    async () => {
      const handles = await Promise.all(
        ['f1', 'f2', 'f3'].map((id) =>
          atomicallyShared(db, async (trx) => {
            await useKey(trx, id)
            return trx
          }),
        ),
      )
      expect(new Set(handles).size).toBe(1)
      expect(await stored(['f1', 'f2', 'f3'])).toEqual(['f1', 'f2', 'f3'])
    },
  )

  it('joins the transaction it is given instead of opening another', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await atomicallyShared(trx, (inner) => useKey(inner, 'g1'))
        throw new Error('outer rolled back')
      }),
    ).rejects.toThrow('outer rolled back')
    expect(await stored(['g1'])).toEqual([])
  })
})
