import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RsvpsTable } from '../db/schema.ts'
import { bareSiteRow } from '../test/site-row.ts'
import { createTestDb, type TestDb, testDialects } from '../test/test-db.ts'
import type { GuestSubmissionsRepository } from './guest-submissions.repository.ts'
import { createUnitOfWork } from './unit-of-work.ts'

const NOW = '2027-05-01T12:00:00.000Z'

describe.each(testDialects())('RSVPs arriving at once on %s', (dialect) => {
  let t: TestDb
  let repo: GuestSubmissionsRepository
  beforeAll(async () => {
    t = await createTestDb(dialect)
    repo = createUnitOfWork(t.db).repositories.guestSubmissions
    await t.db.kysely.insertInto('sites').values(bareSiteRow('site', NOW)).execute()
  })
  afterAll(async () => t?.destroy())

  const group = (id: string, siteId = 'site'): RsvpsTable[] =>
    [0, 1].map((guest_index) => ({
      id: `${id}-${guest_index}`,
      site_id: siteId,
      form_id: 'rsvp',
      group_identifier: id,
      guest_index,
      language: 'sv',
      form_title: 'OSA',
      form_elements: '[]',
      created_at: NOW,
      answer_token_hash: null,
      changed_at: null,
    }))
  const mail = (id: string) => ({
    id: `mail-${id}`,
    created_at: NOW,
    to_address: 'par@example.se',
    subject: 'OSA',
    text_body: id,
    status: 'pending' as const,
    last_error: null,
    sent_at: null,
  })
  const save = (id: string, key: string, siteId?: string) =>
    repo.saveRsvps(group(id, siteId), [mail(`${id}-${key}`)], NOW, false, key)

  const groupsStored = async () =>
    (await t.db.kysely.selectFrom('rsvps').select('group_identifier').execute())
      .map((r) => r.group_identifier)
      .sort()

  it('stores each new group once with its mail and spends a key once', async () => {
    const outcomes = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => save(`g${i}`, `k${i}`)),
      save('same-key-a', 'shared'),
      save('same-key-b', 'shared'),
      save('twice', 'first'),
      save('twice', 'second'),
    ])
    expect(outcomes.slice(0, 20)).toEqual(Array(20).fill('stored'))
    expect(outcomes.slice(20, 22).sort()).toEqual(['spent', 'stored'])
    expect(outcomes.slice(22).sort()).toEqual(['repeat', 'stored'])
    const stored = outcomes[20] === 'stored' ? 'same-key-a' : 'same-key-b'
    const groups = [...Array.from({ length: 20 }, (_, i) => `g${i}`), stored, 'twice']
    expect(await groupsStored()).toEqual(groups.flatMap((g) => [g, g]).sort())
    const mails = await t.db.kysely.selectFrom('mail_outbox').select('text_body').execute()
    expect(mails).toHaveLength(22)
    expect(mails.filter((m) => m.text_body.startsWith('twice-'))).toHaveLength(1)
  })

  it('fails only the answer that cannot be stored, not the others that came with it', async () => {
    const before = await groupsStored()
    const outcomes = await Promise.allSettled([
      save('h1', 'l1'),
      save('no-site', 'lost', 'no-such-site'),
      save('h2', 'l2'),
    ])
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await groupsStored()).toEqual([...before, 'h1', 'h1', 'h2', 'h2'].sort())
    const keys = await t.db.kysely.selectFrom('used_post_keys').select('key_id').execute()
    expect(keys.map((k) => k.key_id)).not.toContain('lost')
  })
})
