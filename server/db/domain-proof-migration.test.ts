import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { isUniqueViolation } from '../repositories/sites.repository.ts'
import { makeSite } from '../test/factories.ts'
import { withAccount } from '../test/owned-site.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { up } from './migrations/0017_domain_proof.ts'

/**
 * Migration 0015 on a database that has custom domains already: what was served stays served
 * (a registration, a connected domain at another registrar), a waiting one gets a token to prove.
 */
describe.each(testDialects())('migration 0015 (proof of domains) on %s', (dialect) => {
  let t: TestApp
  let siteIds: string[]
  withAccount(dialect, async (fixture) => {
    t = fixture.t
    siteIds = [(await makeSite(t.app, fixture.owner))._id, (await makeSite(t.app, fixture.owner))._id]
  })

  it('keeps served domains proven, leaves waiting ones to prove, and refuses a second proven one', async () => {
    const db = t.testDb.db.kysely
    // The table as migration 0007 made it.
    await db.schema.dropTable('site_domains').execute()
    await db.schema
      .createTable('site_domains')
      .addColumn('domain', 'text', (c) => c.primaryKey())
      .addColumn('site_id', 'text', (c) => c.notNull().references('sites.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payment_reference', 'text', (c) => c.notNull().unique())
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('active_date', 'text')
      .addColumn('expires_at', 'text')
      .addColumn('registration_claimed_at', 'text')
      .addColumn('registered_at', 'text')
      .addColumn('dns_status', 'text', (c) => c.notNull().defaultTo('waiting'))
      .addColumn('dns_checked_at', 'text')
      .addColumn('connected_at', 'text')
      .addColumn('connected_mail_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('site_domains_site').on('site_domains').column('site_id').execute()
    await db.schema
      .createIndex('site_domains_dns')
      .on('site_domains')
      .columns(['kind', 'dns_status'])
      .execute()
    const at = '2027-01-01T00:00:00.000Z'
    const row = (domain: string, kind: string, dns: string, siteId: string) => ({
      domain,
      site_id: siteId,
      kind,
      payment_reference: `ref-${domain}`,
      active: 1,
      active_date: at,
      expires_at: null,
      registration_claimed_at: null,
      registered_at: kind === 'registered' ? at : null,
      dns_status: dns,
      dns_checked_at: null,
      connected_at: dns === 'connected' ? at : null,
      connected_mail_at: null,
      created_at: at,
      updated_at: at,
    })
    // biome-ignore lint/suspicious/noExplicitAny: the rows of the old table, before the typed schema's
    const old = db as unknown as Kysely<any>
    await old
      .insertInto('site_domains')
      .values([
        row('registrerad.se', 'registered', 'connected', siteIds[0] ?? ''),
        row('ansluten.se', 'other_registrar', 'connected', siteIds[0] ?? ''),
        row('vantar.se', 'other_registrar', 'waiting', siteIds[1] ?? ''),
      ])
      .execute()

    await db.transaction().execute((trx) => up(trx))

    const rows = await db
      .selectFrom('site_domains')
      .select(['domain', 'proven_at', 'proof_token'])
      .orderBy('domain')
      .execute()
    expect(rows.map((r) => [r.domain, r.proven_at])).toEqual([
      ['ansluten.se', at],
      ['registrerad.se', at],
      ['vantar.se', null],
    ])
    for (const r of rows) expect(r.proof_token).toMatch(/^[0-9a-f]{32}$/)
    // A second site may claim the waiting domain; nobody may prove a proven one again.
    const claim = {
      ...row('vantar.se', 'other_registrar', 'waiting', siteIds[0] ?? ''),
      payment_reference: 'r2',
    }
    await db
      .insertInto('site_domains')
      .values({ ...claim, kind: 'other_registrar', dns_status: 'waiting', proof_token: 'x', proven_at: null })
      .execute()
    const secondProof = db
      .insertInto('site_domains')
      .values({
        ...row('ansluten.se', 'other_registrar', 'waiting', siteIds[1] ?? ''),
        payment_reference: 'r3',
        kind: 'other_registrar',
        dns_status: 'waiting',
        proof_token: 'y',
        proven_at: at,
      })
      .execute()
    await expect(
      secondProof.then(
        () => 'stored',
        (err) => isUniqueViolation(err),
      ),
    ).resolves.toBe(true)
  })
})
