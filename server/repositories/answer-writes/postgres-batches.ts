import { type Kysely, sql } from 'kysely'
import type { Database, MailOutboxTable, RsvpsTable } from '../../db/schema.ts'

export type OutboxInsert = Omit<MailOutboxTable, 'attempts'>

/** A group answering for the first time, as far as its sender knows, with its post key. */
export interface NewGroup {
  rows: RsvpsTable[]
  mails: OutboxInsert[]
  now: string
  postKeyId: string
}

/** undefined: the group was stored before (a retry or a change), nothing written; a transaction decides. */
export type NewGroupOutcome = 'stored' | 'repeat' | 'spent' | undefined

// Each commit waits for a WAL flush (3 ms on a busy disk); with one statement per answer the
// flushes, not the CPU, capped PostgreSQL at ~1,000 answers a second. A batch shares one.
const MAX_BATCH = 100
const MAX_IN_FLIGHT = 4

interface Waiting {
  group: NewGroup
  resolve: (outcome: NewGroupOutcome) => void
  reject: (err: unknown) => void
}

const batchers = new WeakMap<Kysely<Database>, NewRsvpBatches>()

/** PostgreSQL: the one batcher of a database handle (never of a transaction: it mixes requests). */
export function newRsvpBatches(db: Kysely<Database>): NewRsvpBatches {
  let batches = batchers.get(db)
  if (!batches) {
    batches = new NewRsvpBatches(db)
    batchers.set(db, batches)
  }
  return batches
}

/**
 * New groups arriving together are written in one statement, so one round trip and one commit serve
 * them all; each is answered only after that commit. Alone (no batch under way) a group goes at the
 * next turn of the event loop; while MAX_IN_FLIGHT batches are out, arrivals wait and go together.
 */
export class NewRsvpBatches {
  private readonly waiting: Waiting[] = []
  private inFlight = 0
  private scheduled = false

  constructor(private readonly db: Kysely<Database>) {}

  save(group: NewGroup): Promise<NewGroupOutcome> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ group, resolve, reject })
      this.schedule()
    })
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || !this.waiting.length) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.send(this.take())
      this.schedule()
    })
  }

  /** The next batch: one group per post key and per group identity; a second one waits for the next. */
  private take(): Waiting[] {
    const batch: Waiting[] = []
    const keys = new Set<string>()
    const groups = new Set<string>()
    const rest: Waiting[] = []
    for (const w of this.waiting.splice(0)) {
      const first = w.group.rows[0] as RsvpsTable
      const group = JSON.stringify([first.site_id, first.form_id, first.group_identifier])
      if (batch.length >= MAX_BATCH || keys.has(w.group.postKeyId) || groups.has(group)) rest.push(w)
      else {
        batch.push(w)
        keys.add(w.group.postKeyId)
        groups.add(group)
      }
    }
    this.waiting.push(...rest)
    return batch
  }

  private async send(batch: Waiting[]): Promise<void> {
    this.inFlight++
    try {
      const outcomes = await writeNewGroups(
        this.db,
        batch.map((w) => w.group),
      )
      for (const [i, w] of batch.entries()) w.resolve(outcomes[i])
    } catch (err) {
      // One statement is all or nothing: each group again alone, so one's failure (its site deleted
      // meanwhile, a deadlock with another batch) is only its own.
      if (batch.length === 1) batch[0]?.reject(err)
      else
        await Promise.all(
          batch.map((w) => writeNewGroups(this.db, [w.group]).then((o) => w.resolve(o[0]), w.reject)),
        )
    } finally {
      this.inFlight--
      this.schedule()
    }
  }
}

/**
 * Per group: its key marked used, its rows and their mails written, unless the group has rows
 * already (then nothing, answered undefined). Post keys and group identities are distinct in a batch.
 */
async function writeNewGroups(db: Kysely<Database>, groups: NewGroup[]): Promise<NewGroupOutcome[]> {
  const input = groups.map((g, i) => {
    const first = g.rows[0] as RsvpsTable
    return {
      i,
      key_id: g.postKeyId,
      used_at: g.now,
      site_id: first.site_id,
      form_id: first.form_id,
      group_identifier: first.group_identifier,
    }
  })
  const rows = groups.flatMap((g) => g.rows)
  const mails = groups.flatMap((g, i) => g.mails.map((m) => ({ ...m, group: i })))
  const ofInput = (alias: string) =>
    sql.raw(
      `${alias}.site_id = input.site_id and ${alias}.form_id = input.form_id and ${alias}.group_identifier = input.group_identifier`,
    )
  const rowColumns = Object.keys(rows[0] ?? {})
  const mailColumns = Object.keys(mails[0] ?? {}).filter((c) => c !== 'group')
  const mailed = mails.length
    ? sql`, mailed as (
        insert into mail_outbox (${columns(mailColumns)})
        select ${columns(mailColumns, 'm')}
        from json_array_elements(${JSON.stringify(mails)}::json) e
        cross join lateral json_populate_record(null::mail_outbox, e) m
        join input on input.i = (e->>'group')::int
        where exists (select 1 from stored s where ${ofInput('s')})
      )`
    : sql``
  const { rows: results } = await sql<{ i: number; existing: boolean; used: boolean; stored: boolean }>`
    with input as (
      select * from json_to_recordset(${JSON.stringify(input)}::json)
        as x(i int, key_id text, used_at text, site_id text, form_id text, group_identifier text)
    ), existing as (
      select distinct input.i from input join rsvps r on ${ofInput('r')}
    ), used as (
      insert into used_post_keys (key_id, used_at)
      select key_id, used_at from input where not exists (select 1 from existing e where e.i = input.i)
      on conflict (key_id) do nothing
      returning key_id
    ), stored as (
      insert into rsvps (${columns(rowColumns)})
      select ${columns(rowColumns, 'r')}
      from json_populate_recordset(null::rsvps, ${JSON.stringify(rows)}::json) r
      join input on ${ofInput('r')}
      where input.key_id in (select key_id from used)
      on conflict (site_id, form_id, group_identifier, guest_index) do nothing
      returning site_id, form_id, group_identifier
    )${mailed}
    select input.i,
      exists (select 1 from existing e where e.i = input.i) as existing,
      exists (select 1 from used u where u.key_id = input.key_id) as used,
      exists (select 1 from stored s where ${ofInput('s')}) as stored
    from input
  `.execute(db)
  const outcomes: NewGroupOutcome[] = groups.map(() => undefined)
  for (const r of results) {
    if (r.existing) continue
    outcomes[r.i] = !r.used ? 'spent' : r.stored ? 'stored' : 'repeat'
  }
  return outcomes
}

function columns(names: string[], table?: string) {
  return sql.join(names.map((c) => sql.ref(table ? `${table}.${c}` : c)))
}
