import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb, testDialects } from '../test/test-db.ts'
import type { Repositories } from './repositories.ts'
import type { SiteRow } from './sites.repository.ts'
import { createUnitOfWork, type UnitOfWork } from './unit-of-work.ts'

const siteRow = (id: string): SiteRow => ({
  id,
  account_id: null,
  host: null,
  brand: 'BROLLOPSSIDA',
  market: 'SE',
  active: 1,
  active_date: null,
  active_expire_date: null,
  password: null,
  meta_noindex: 0,
  quick_start: 0,
  revision: 1,
  content: '{}',
  wizard_data: null,
  created_at: '2031-01-01T00:00:00.000Z',
  updated_at: '2031-01-01T00:00:00.000Z',
})

const reservation = (id: string, siteId: string) => ({
  id,
  site_id: siteId,
  module_id: 'gifts',
  item_id: 'plates',
  quantity: 1,
  password_hash: 'x',
  password_lookup: null,
  created_at: '2031-01-01T00:00:00.000Z',
  household_id: null,
  giver_name: null,
})

describe.each(testDialects())('unit of work on %s', (dialect) => {
  let testDb: TestDb
  let work: UnitOfWork
  let repos: Repositories
  beforeAll(async () => {
    testDb = await createTestDb(dialect)
    work = createUnitOfWork(testDb.db)
    repos = work.repositories
  })
  afterAll(async () => testDb?.destroy())

  const versions = (siteId: string) =>
    testDb.db.kysely.selectFrom('site_versions').select('revision').where('site_id', '=', siteId).execute()

  it('writes everything the work did, the repositories’ own transactions included', async () => {
    await work.transaction(async (trx) => {
      await trx.sites.insert(siteRow('kept'))
      await trx.sites.update('kept', 1, { password: 'p' }, null)
      await trx.giftReservations.insert(reservation('r-kept', 'kept'))
    })
    expect((await repos.sites.findById('kept'))?.revision).toBe(2)
    expect(await versions('kept')).toHaveLength(2)
    expect(await repos.giftReservations.totals('kept')).toEqual([
      { giftRegistryId: 'plates', quantityReserved: 1 },
    ])
  })

  it('rolls back everything when the work fails', async () => {
    const failing = work.transaction(async (trx) => {
      await trx.sites.insert(siteRow('gone'))
      await trx.giftReservations.insert(reservation('r-gone', 'gone'))
      throw new Error('payment refused')
    })
    await expect(failing).rejects.toThrow('payment refused')
    expect(await repos.sites.findById('gone')).toBeUndefined()
    expect(await versions('gone')).toHaveLength(0)
    expect(await repos.giftReservations.totals('gone')).toEqual([])
  })

  it('rolls back a failed step under the site lock and leaves the site usable', async () => {
    await repos.sites.insert(siteRow('locked'))
    const failing = work.withSiteLock('locked', async (trx) => {
      await trx.giftReservations.insert(reservation('r-locked', 'locked'))
      await trx.sites.update('locked', 7, { password: 'stale' }, null)
    })
    await expect(failing).rejects.toThrow(/not at revision 7/)
    expect(await repos.giftReservations.totals('locked')).toEqual([])
    await work.withSiteLock('locked', (trx) => trx.giftReservations.insert(reservation('r-ok', 'locked')))
    expect(await repos.giftReservations.totals('locked')).toEqual([
      { giftRegistryId: 'plates', quantityReserved: 1 },
    ])
  })

  it('runs work on one site one at a time', async () => {
    // A site of its own per attempt, so a retried test does not meet the first attempt's row.
    const siteId = `serial-${Math.random().toString(36).slice(2)}`
    await repos.sites.insert(siteRow(siteId))
    const order: string[] = []
    const step = (name: string) =>
      work.withSiteLock(siteId, async () => {
        order.push(`${name} start`)
        await new Promise((resolve) => setTimeout(resolve, 30))
        order.push(`${name} end`)
      })
    await Promise.all([step('a'), step('b')])
    // Either may take the lock first (the database decides); what matters is that they never interleave.
    const [first, second] = order[0] === 'a start' ? ['a', 'b'] : ['b', 'a']
    expect(order).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`])
  })
})
