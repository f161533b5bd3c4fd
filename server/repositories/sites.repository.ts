import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Database, SitesTable } from '../db/schema.ts'
import { atomically } from '../db/transactions.ts'

export type SiteRow = SitesTable

/**
 * The site's own address is `host`: its subdomain (or an operator's or imported site's domain), or
 * a custom domain it has proven; 'served' asks also that the domain is connected (issues 16, 29).
 */
function hostOfSite(host: string, which: 'served' | 'proven') {
  return (eb: ExpressionBuilder<Database, 'sites'>) => {
    let domains = eb
      .selectFrom('site_domains')
      .select('site_domains.site_id')
      .where('site_domains.domain', '=', host)
      .where('site_domains.proven_at', 'is not', null)
    if (which === 'served') domains = domains.where('site_domains.active', '=', 1)
    return eb.or([eb('host', '=', host), eb('id', 'in', domains)])
  }
}

export class StaleRevisionError extends Error {}
export class HostTakenError extends Error {}

export class SitesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<SiteRow | undefined> {
    return this.db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** The site on a host: its subdomain, or one of its active, proven custom domains (issues 16, 29). */
  findByHost(host: string): Promise<SiteRow | undefined> {
    return this.db.selectFrom('sites').selectAll().where(hostOfSite(host, 'served')).executeTakeFirst()
  }

  /**
   * The site that has `host` as its address: its subdomain (or an operator's or imported site's
   * domain), or a custom domain it has proven, served yet or not. `except`: a site not to count.
   */
  siteIdHolding(host: string, except = ''): Promise<string | undefined> {
    return this.db
      .selectFrom('sites')
      .select('id')
      .where('id', '<>', except)
      .where(hostOfSite(host, 'proven'))
      .executeTakeFirst()
      .then((r) => r?.id)
  }

  findLatestForAccount(accountId: string): Promise<Pick<SiteRow, 'id'> | undefined> {
    return this.db
      .selectFrom('sites')
      .select('id')
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
  }

  /** Inserts the site and its first version row together. */
  async insert(row: SiteRow): Promise<void> {
    await atomically(this.db, async (trx) => {
      await trx.insertInto('sites').values(row).execute()
      await insertVersion(trx, row)
    })
  }

  /**
   * Writes a change if the site is still at `expectedRevision`, bumps the revision and keeps a
   * version row. The conditional update is what makes a stale save fail instead of overwriting.
   */
  async update(
    id: string,
    expectedRevision: number,
    change: Partial<Omit<SiteRow, 'id' | 'revision' | 'created_at'>>,
    accountId: string | null,
  ): Promise<SiteRow> {
    return atomically(this.db, async (trx) => {
      let updated: SiteRow | undefined
      try {
        updated = await trx
          .updateTable('sites')
          .set({ ...change, revision: expectedRevision + 1 })
          .where('id', '=', id)
          .where('revision', '=', expectedRevision)
          .returningAll()
          .executeTakeFirst()
      } catch (err) {
        if (isUniqueViolation(err)) throw new HostTakenError('host taken')
        throw err
      }
      if (!updated) throw new StaleRevisionError(`site ${id} is not at revision ${expectedRevision}`)
      await insertVersion(trx, { ...updated, account_id: accountId })
      return updated
    })
  }
}

async function insertVersion(trx: Kysely<Database>, row: SiteRow): Promise<void> {
  await trx
    .insertInto('site_versions')
    .values({
      site_id: row.id,
      revision: row.revision,
      content: row.content,
      account_id: row.account_id,
      created_at: row.updated_at,
    })
    .execute()
}

export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  )
}
