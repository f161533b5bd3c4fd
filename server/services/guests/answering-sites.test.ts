import { describe, expect, it } from 'vitest'
import { memoryInvalidation } from '../../cache/invalidation.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { AnsweringSites } from './answering-sites.ts'

function siteRow(id: string, host: string | null, revision: number): SiteRow {
  return { id, host, revision, active: 1 } as SiteRow
}

/** A database of sites whose reads are counted, and may be held back to race a write. */
function fakeSites() {
  const rows = new Map<string, SiteRow>()
  let hold: Promise<void> | undefined
  const reads = { count: 0 }
  const read = async (id: string) => {
    reads.count++
    const row = rows.get(id)
    await hold
    return row
  }
  return {
    rows,
    reads,
    read,
    holdReads: (until: Promise<void>) => {
      hold = until
    },
  }
}

describe('sites kept for guest answers', () => {
  it('reads a site once for many answers and again after a write publishes its host', async () => {
    const invalidation = memoryInvalidation()
    const db = fakeSites()
    db.rows.set('s1', siteRow('s1', 'anna.brollopssida.se', 1))
    const sites = new AnsweringSites(db.read, invalidation)
    await sites.find('s1')
    await sites.find('s1')
    expect(db.reads.count).toBe(1)
    db.rows.set('s1', siteRow('s1', 'anna.brollopssida.se', 2))
    invalidation.publish('site-host', 'anna.brollopssida.se')
    expect((await sites.find('s1'))?.revision).toBe(2)
    expect(db.reads.count).toBe(2)
  })

  it('does not keep a site without a host, since no write would make it forgotten', async () => {
    const db = fakeSites()
    db.rows.set('s1', siteRow('s1', null, 1))
    const sites = new AnsweringSites(db.read, memoryInvalidation())
    await sites.find('s1')
    await sites.find('s1')
    expect(db.reads.count).toBe(2)
  })

  it('does not keep a row read while a write was published: it may be the row from before', async () => {
    const invalidation = memoryInvalidation()
    const db = fakeSites()
    db.rows.set('s1', siteRow('s1', 'anna.brollopssida.se', 1))
    const sites = new AnsweringSites(db.read, invalidation)
    let release = () => {}
    db.holdReads(new Promise<void>((r) => (release = r)))
    const reading = sites.find('s1')
    db.rows.set('s1', siteRow('s1', 'anna.brollopssida.se', 2))
    invalidation.publish('site-host', 'anna.brollopssida.se')
    release()
    expect((await reading)?.revision).toBe(1)
    expect((await sites.find('s1'))?.revision).toBe(2)
  })

  it('forgets everything when changes may have been missed', async () => {
    const db = fakeSites()
    db.rows.set('s1', siteRow('s1', 'anna.brollopssida.se', 1))
    let reset = () => {}
    const invalidation = {
      ...memoryInvalidation(),
      onReset: (forgetAll: () => void) => {
        reset = forgetAll
      },
    }
    const sites = new AnsweringSites(db.read, invalidation)
    await sites.find('s1')
    reset()
    await sites.find('s1')
    expect(db.reads.count).toBe(2)
  })
})
