import { type ExpressionBuilder, type Kysely, type Selectable, SqliteAdapter } from 'kysely'
import type { Database, DomainRenewalsTable, SiteDomainsTable } from '../db/schema.ts'
import { atomically } from '../db/transactions.ts'
import { isUniqueViolation } from './sites.repository.ts'

export type SiteDomainRow = SiteDomainsTable

/** Which claim: a domain claimed by a site. */
export type Claim = Pick<SiteDomainRow, 'domain' | 'site_id'>

/** A custom domain with what a mail about it needs: the site's market and the owner's mail. */
export interface SiteDomainWithOwner extends SiteDomainRow {
  brand: string
  market: string
  mail: string
}

/**
 * Sites' claims of custom domains (migrations 0007, 0015): several sites may claim a domain, one at
 * most has proven it (the partial unique index), and only a proven one is ever served.
 */
export class SiteDomainsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The site that has the domain: its proven claim (a registration through us is one). */
  findProven(domain: string): Promise<SiteDomainRow | undefined> {
    return this.db
      .selectFrom('site_domains')
      .selectAll()
      .where('domain', '=', domain)
      .where('proven_at', 'is not', null)
      .executeTakeFirst()
  }

  /** The site's own claim of the domain, proven or not. */
  findClaim(domain: string, siteId: string): Promise<SiteDomainRow | undefined> {
    return this.db
      .selectFrom('site_domains')
      .selectAll()
      .where('domain', '=', domain)
      .where('site_id', '=', siteId)
      .executeTakeFirst()
  }

  listForSite(siteId: string): Promise<SiteDomainRow[]> {
    return this.db
      .selectFrom('site_domains')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .orderBy('domain')
      .execute()
  }

  /** False when the site claims the domain already, or another site has proven it (a unique index said no). */
  async insert(row: SiteDomainRow): Promise<boolean> {
    try {
      await this.db.insertInto('site_domains').values(row).execute()
      return true
    } catch (err) {
      if (isUniqueViolation(err)) return false
      throw err
    }
  }

  /**
   * The site's claim is proven: true unless another site proved the domain first (the partial
   * unique index lets exactly one of any number of concurrent proofs through).
   */
  async markProven(domain: string, siteId: string, now: string): Promise<boolean> {
    try {
      const result = await this.db
        .updateTable('site_domains')
        .set({ proven_at: now, updated_at: now })
        .where('domain', '=', domain)
        .where('site_id', '=', siteId)
        .where('proven_at', 'is', null)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    } catch (err) {
      if (isUniqueViolation(err)) return false
      throw err
    }
  }

  /**
   * Lets one caller register the domain: true only for the caller whose update took effect. A
   * claim older than `staleBefore` (its holder died) can be taken over.
   */
  async claimRegistration(row: Claim, now: string, staleBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('site_domains')
      .set({ registration_claimed_at: now, updated_at: now })
      .where('domain', '=', row.domain)
      .where('site_id', '=', row.site_id)
      .where('registered_at', 'is', null)
      .where((eb) =>
        eb.or([eb('registration_claimed_at', 'is', null), eb('registration_claimed_at', '<', staleBefore)]),
      )
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async releaseRegistration(row: Claim, now: string): Promise<void> {
    await this.db
      .updateTable('site_domains')
      .set({ registration_claimed_at: null, updated_at: now })
      .where('domain', '=', row.domain)
      .where('site_id', '=', row.site_id)
      .where('registered_at', 'is', null)
      .execute()
  }

  async markRegistered(row: Claim, expiresAt: string, now: string): Promise<void> {
    await this.db
      .updateTable('site_domains')
      .set({
        registered_at: now,
        expires_at: expiresAt,
        active: 1,
        active_date: now,
        dns_status: 'connected',
        connected_at: now,
        dns_checked_at: now,
        updated_at: now,
      })
      .where('domain', '=', row.domain)
      .where('site_id', '=', row.site_id)
      .execute()
  }

  /** Records a DNS check; connected_at is kept from the first time the domain connected. */
  async recordDnsCheck(row: Claim, connected: boolean, now: string): Promise<void> {
    const current = await this.findClaim(row.domain, row.site_id)
    if (!current) return
    await this.db
      .updateTable('site_domains')
      .set({
        dns_status: connected ? 'connected' : 'waiting',
        dns_checked_at: now,
        connected_at: connected ? (current.connected_at ?? now) : current.connected_at,
        updated_at: now,
      })
      .where('domain', '=', row.domain)
      .where('site_id', '=', row.site_id)
      .execute()
  }

  /** True for the one caller that gets to mail the owner about the domain connecting. */
  async claimConnectedMail(row: Claim, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('site_domains')
      .set({ connected_mail_at: now })
      .where('domain', '=', row.domain)
      .where('site_id', '=', row.site_id)
      .where('dns_status', '=', 'connected')
      .where('connected_mail_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async setExpiry(row: Claim, expiresAt: string, now: string): Promise<void> {
    await this.db
      .updateTable('site_domains')
      .set({ expires_at: expiresAt, updated_at: now })
      .where('domain', '=', row.domain)
      .where('site_id', '=', row.site_id)
      .execute()
  }

  /**
   * Domains at other registrars that the DNS check looks at: waiting ones, and connected ones not
   * mailed about yet. A claim of a domain another site has proven is left alone: it can never win.
   */
  listToCheck(): Promise<SiteDomainRow[]> {
    return this.db
      .selectFrom('site_domains as d')
      .selectAll('d')
      .where('d.kind', '=', 'other_registrar')
      .where('d.active', '=', 1)
      .where((eb) => eb.or([eb('d.dns_status', '=', 'waiting'), eb('d.connected_mail_at', 'is', null)]))
      .where(({ or, eb, not, exists, selectFrom }) =>
        or([
          eb('d.proven_at', 'is not', null),
          not(
            exists(
              selectFrom('site_domains as p')
                .select('p.site_id')
                .whereRef('p.domain', '=', 'd.domain')
                .where('p.proven_at', 'is not', null),
            ),
          ),
        ]),
      )
      .orderBy('d.dns_checked_at')
      .limit(500)
      .execute()
  }

  /** Paid registrations nobody finished (the owner's browser left before the registration call). */
  listUnregistered(createdBefore: string): Promise<SiteDomainRow[]> {
    return this.db
      .selectFrom('site_domains')
      .selectAll()
      .where('kind', '=', 'registered')
      .where('registered_at', 'is', null)
      .where('created_at', '<', createdBefore)
      .limit(100)
      .execute()
  }

  /** Active custom domains whose expiry lies in (from, until], with their owners. */
  expiringBetween(from: string, until: string): Promise<(SiteDomainWithOwner & { expires_at: string })[]> {
    return this.db
      .selectFrom('site_domains')
      .innerJoin('sites', 'sites.id', 'site_domains.site_id')
      .innerJoin('accounts', 'accounts.id', 'sites.account_id')
      .selectAll('site_domains')
      .select(['sites.brand', 'sites.market', 'accounts.mail'])
      .where('site_domains.active', '=', 1)
      .where('site_domains.expires_at', '>', from)
      .where('site_domains.expires_at', '<=', until)
      .$narrowType<{ expires_at: string }>()
      .execute()
  }
}

/**
 * What an order's payment in progress holds in host_holds (no host has a colon): one payment of an
 * order at a time, held the way a name is.
 */
export const ORDER_HOLD_PREFIX = 'order:'

/** What taking a hold came to; `holder` is the payment holding it, unknown when it won a race just now. */
export type HoldTaking = { outcome: 'taken' } | { outcome: 'limit' } | { outcome: 'held'; holder?: string }

/** A hold whose payment has not ended (paid or failed); one whose payment row is not written yet. */
function paymentNotEnded({ not, exists, selectFrom }: ExpressionBuilder<Database, 'host_holds'>) {
  return not(
    exists(
      selectFrom('payments')
        .select('payments.reference')
        .whereRef('payments.reference', '=', 'host_holds.payment_reference')
        .where('payments.status', '<>', 'created'),
    ),
  )
}

/** Names held by pending payments, one row per name (and orders, under ORDER_HOLD_PREFIX). */
export class HostHoldsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The hold on `host` that still holds: not past its time, and its payment not ended (paid or
   * failed). A hold whose payment row is not written yet holds: it is the moment between the two.
   */
  live(host: string, now: string): Promise<{ payment_reference: string; site_id: string } | undefined> {
    return this.db
      .selectFrom('host_holds')
      .select(['host_holds.payment_reference', 'host_holds.site_id'])
      .where('host_holds.host', '=', host)
      .where('host_holds.expires_at', '>', now)
      .where(paymentNotEnded)
      .executeTakeFirst()
  }

  /**
   * Holds `host` for a payment about to start. 'held' when another payment holds it, naming that
   * payment when it is known (of several concurrent callers exactly one inserts the row: the
   * primary key refuses the others); 'limit' when the account of `limit` holds `limit.max` live
   * names already. The count and the insert run in one transaction under the account's row lock,
   * so concurrent starts cannot pass it together.
   */
  take(
    row: { host: string; payment_reference: string; site_id: string; created_at: string; expires_at: string },
    limit?: { accountId: string; max: number },
  ): Promise<HoldTaking> {
    return atomically(this.db, async (trx) => {
      const holds = new HostHoldsRepository(trx)
      // Asked before the limit: a name its own owner's earlier payment holds is 'held', which a
      // new start of the same purchase may take over (PaymentsService supersedes an unpaid card).
      const holder = await holds.live(row.host, row.created_at)
      if (holder) return { outcome: 'held', holder: holder.payment_reference }
      if (limit) {
        // SQLite runs one writing transaction at a time; PostgreSQL needs the lock.
        if (!(trx.getExecutor().adapter instanceof SqliteAdapter)) {
          await trx
            .selectFrom('accounts')
            .select('id')
            .where('id', '=', limit.accountId)
            .forUpdate()
            .execute()
        }
        if ((await holds.liveNamesOfAccount(limit.accountId, row.created_at)) >= limit.max)
          return { outcome: 'limit' }
      }
      return (await holds.insertIfFree(row)) ? { outcome: 'taken' } : { outcome: 'held' }
    })
  }

  /** The names (not orders) the account's sites hold for payments still in progress. */
  async liveNamesOfAccount(accountId: string, now: string): Promise<number> {
    const row = await this.db
      .selectFrom('host_holds')
      .innerJoin('sites', 'sites.id', 'host_holds.site_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sites.account_id', '=', accountId)
      .where('host_holds.host', 'not like', `${ORDER_HOLD_PREFIX}%`)
      .where('host_holds.expires_at', '>', now)
      .where(paymentNotEnded)
      .executeTakeFirst()
    return Number(row?.count ?? 0)
  }

  private async insertIfFree(row: {
    host: string
    payment_reference: string
    site_id: string
    created_at: string
    expires_at: string
  }): Promise<boolean> {
    if (await this.live(row.host, row.created_at)) return false
    // Only a hold that no longer holds is removed; one being taken right now stays.
    await this.db
      .deleteFrom('host_holds')
      .where('host', '=', row.host)
      .where(({ or, eb, exists, selectFrom }) =>
        or([
          eb('expires_at', '<=', row.created_at),
          exists(
            selectFrom('payments')
              .select('payments.reference')
              .whereRef('payments.reference', '=', 'host_holds.payment_reference')
              .where('payments.status', '<>', 'created'),
          ),
        ]),
      )
      .execute()
    // Not a caught unique violation: inside a PostgreSQL transaction that would end it.
    const result = await this.db
      .insertInto('host_holds')
      .values(row)
      .onConflict((oc) => oc.column('host').doNothing())
      .executeTakeFirst()
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
  }
}

/** Paid renewals of registered domains, each renewed at the registrar once. */
export class DomainRenewalsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    payment_reference: string
    domain: string
    site_id: string
    years: number
    created_at: string
  }): Promise<void> {
    await this.db
      .insertInto('domain_renewals')
      .values({ ...row, claimed_at: null, renewed_at: null, expires_at: null, last_error: null })
      .onConflict((oc) => oc.column('payment_reference').doNothing())
      .execute()
  }

  listPending(): Promise<DomainRenewalsTableRow[]> {
    return this.db
      .selectFrom('domain_renewals')
      .selectAll()
      .where('renewed_at', 'is', null)
      .orderBy('created_at')
      .limit(100)
      .execute()
  }

  async claim(reference: string, now: string, staleBefore: string): Promise<boolean> {
    const result = await this.db
      .updateTable('domain_renewals')
      .set({ claimed_at: now })
      .where('payment_reference', '=', reference)
      .where('renewed_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', staleBefore)]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async markRenewed(reference: string, expiresAt: string, now: string): Promise<void> {
    await this.db
      .updateTable('domain_renewals')
      .set({ renewed_at: now, expires_at: expiresAt })
      .where('payment_reference', '=', reference)
      .execute()
  }

  async markFailed(reference: string, error: string): Promise<void> {
    await this.db
      .updateTable('domain_renewals')
      .set((eb) => ({ claimed_at: null, last_error: error.slice(0, 500), attempts: eb('attempts', '+', 1) }))
      .where('payment_reference', '=', reference)
      .execute()
  }
}

export type DomainRenewalsTableRow = Selectable<DomainRenewalsTable>
