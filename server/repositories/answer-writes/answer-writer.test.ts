import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, RsvpsTable } from '../../db/schema.ts'
import { bareSiteRow } from '../../test/site-row.ts'
import { createTestDb, type TestDb, testDialects } from '../../test/test-db.ts'
import { type AnswerWriter, answerWriterIn, answerWriterOf } from './answer-writer.ts'
import type { NewGroup } from './postgres-batches.ts'

const NOW = '2031-01-01T00:00:00.000Z'

const useKey = (trx: Kysely<Database>, id: string) =>
  trx.insertInto('used_post_keys').values({ key_id: id, used_at: NOW }).execute()

const newGroup = (group: string, postKeyId: string): NewGroup => ({
  rows: [0, 1].map(
    (guest_index): RsvpsTable => ({
      id: `${group}-${guest_index}`,
      site_id: 'site',
      form_id: 'rsvp',
      group_identifier: group,
      guest_index,
      language: 'sv',
      form_title: 'OSA',
      form_elements: '[]',
      created_at: NOW,
      answer_token_hash: null,
      changed_at: null,
    }),
  ),
  mails: [
    {
      id: `mail-${group}`,
      created_at: NOW,
      to_address: 'par@example.se',
      subject: 'OSA',
      text_body: group,
      status: 'pending',
      last_error: null,
      sent_at: null,
    },
  ],
  now: NOW,
  postKeyId,
})

describe.each(testDialects())('the answer writer on %s', (dialect) => {
  let testDb: TestDb
  let db: Kysely<Database>
  let writer: AnswerWriter

  beforeAll(async () => {
    testDb = await createTestDb(dialect)
    db = testDb.db.kysely
    writer = answerWriterOf(testDb.db)
    await db.insertInto('sites').values(bareSiteRow('site', NOW)).execute()
  })
  afterAll(async () => testDb?.destroy())

  const keysStored = async (ids: string[]) =>
    (await db.selectFrom('used_post_keys').select('key_id').where('key_id', 'in', ids).execute())
      .map((r) => r.key_id)
      .sort()
  const groupsStored = async (groups: string[]) =>
    [
      ...new Set(
        (
          await db
            .selectFrom('rsvps')
            .select('group_identifier')
            .where('group_identifier', 'in', groups)
            .execute()
        ).map((r) => r.group_identifier),
      ),
    ].sort()
  const mailsStored = async (groups: string[]) =>
    (await db.selectFrom('mail_outbox').select('text_body').where('text_body', 'in', groups).execute())
      .map((r) => r.text_body)
      .sort()

  it('keeps the writes that succeed and none of the one that fails, each all or nothing', async () => {
    const results = await Promise.allSettled([
      writer.write(async (trx) => {
        await useKey(trx, 'a1')
        await useKey(trx, 'a2')
        return 'a'
      }),
      writer.write(async (trx) => {
        await useKey(trx, 'b1')
        throw new Error('b failed after its first write')
      }),
      writer.write(async (trx) => {
        await useKey(trx, 'c1')
        return 'c'
      }),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(results[0]).toMatchObject({ value: 'a' })
    expect(results[1]).toMatchObject({ reason: { message: 'b failed after its first write' } })
    expect(await keysStored(['a1', 'a2', 'b1', 'c1'])).toEqual(['a1', 'a2', 'c1'])
  })

  it('rolls back a write whose statement fails (a duplicate key) and keeps the others', async () => {
    await writer.write((trx) => useKey(trx, 'd0'))
    const results = await Promise.allSettled([
      writer.write((trx) => useKey(trx, 'd1')),
      writer.write(async (trx) => {
        await useKey(trx, 'e1')
        await useKey(trx, 'd0')
      }),
    ])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected'])
    expect(await keysStored(['d0', 'd1', 'e1'])).toEqual(['d0', 'd1'])
  })

  it.runIf(dialect === 'sqlite')(
    'on SQLite, writes that arrive together share one transaction (one commit, one flush)',
    async () => {
      const handles = await Promise.all(
        ['f1', 'f2', 'f3'].map((id) =>
          writer.write(async (trx) => {
            await useKey(trx, id)
            return trx
          }),
        ),
      )
      expect(new Set(handles).size).toBe(1)
      expect(await keysStored(['f1', 'f2', 'f3'])).toEqual(['f1', 'f2', 'f3'])
    },
  )

  it.runIf(dialect === 'sqlite')('on SQLite, new groups are left to the shared transaction', async () => {
    expect(await writer.writeNew(newGroup('s1', 'ks1'))).toBeUndefined()
    expect(await groupsStored(['s1'])).toEqual([])
    expect(await keysStored(['ks1'])).toEqual([])
  })

  it.runIf(dialect === 'postgres')(
    'on PostgreSQL, new groups arriving together are stored with their mails, each key spent once',
    async () => {
      const outcomes = await Promise.all([
        ...['p1', 'p2', 'p3'].map((g) => writer.writeNew(newGroup(g, `k-${g}`))),
        writer.writeNew(newGroup('p4', 'k-p1')),
      ])
      // p1 and p4 carry the same key: whichever reaches the batch first is stored, the other is
      // told its key was spent (which one depends on how the calls interleave).
      const [p1, p2, p3, p4] = outcomes
      expect([p2, p3]).toEqual(['stored', 'stored'])
      expect([p1, p4].toSorted()).toEqual(['spent', 'stored'])
      const winner = p1 === 'stored' ? 'p1' : 'p4'
      const expected = [winner, 'p2', 'p3'].toSorted()
      expect(await groupsStored(['p1', 'p2', 'p3', 'p4'])).toEqual(expected)
      expect(await mailsStored(['p1', 'p2', 'p3', 'p4'])).toEqual(expected)
      // A group stored before is not this writer's to decide: a retry or a change.
      expect(await writer.writeNew(newGroup(winner, 'k-again'))).toBeUndefined()
      expect(await keysStored(['k-again'])).toEqual([])
    },
  )

  it('inside a unit of work, writes and new groups are part of its transaction', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        const inner = answerWriterIn(trx)
        expect(await inner.writeNew(newGroup('t1', 'kt1'))).toBeUndefined()
        await inner.write((w) => useKey(w, 'g1'))
        throw new Error('outer rolled back')
      }),
    ).rejects.toThrow('outer rolled back')
    expect(await keysStored(['g1', 'kt1'])).toEqual([])
  })
})
