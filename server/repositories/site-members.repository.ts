import { type Kysely, type Selectable, sql } from 'kysely'
import type { Database, SiteActivityTable, SiteMembersTable } from '../db/schema.ts'

export type SiteMemberRow = Selectable<SiteMembersTable>
export type SiteActivityRow = Selectable<SiteActivityTable>

/** One entry of a site's activity: a row of the log, or a save or restore from its versions. */
export interface ActivityPageRow {
  /** The log row's id, or 'v' and the revision for a version. */
  id: string
  kind: string
  account_id: string | null
  created_at: string
  /** The log's JSON detail; null for a version. */
  detail: string | null
  /** A version's revision and the one it restored; null for the log's rows. */
  revision: number | null
  restored_from: number | null
}

/** A site and the account's role on it, for the actor and the site switcher. */
export interface Membership {
  siteId: string
  role: SiteMemberRow['role']
}

/** A site's members, their invitations, and the site's activity log (issue 33). */
export class SiteMembersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The sites an account is an accepted member of, with its role on each. */
  async membershipsOf(accountId: string): Promise<Membership[]> {
    const rows = await this.db
      .selectFrom('site_members')
      .select(['site_id', 'role'])
      .where('account_id', '=', accountId)
      .where('accepted_at', 'is not', null)
      .execute()
    return rows.map((r) => ({ siteId: r.site_id, role: r.role }))
  }

  listForSite(siteId: string): Promise<SiteMemberRow[]> {
    return this.db
      .selectFrom('site_members')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  }

  find(siteId: string, memberId: string): Promise<SiteMemberRow | undefined> {
    return this.db
      .selectFrom('site_members')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', memberId)
      .executeTakeFirst()
  }

  findByMail(siteId: string, mail: string): Promise<SiteMemberRow | undefined> {
    return this.db
      .selectFrom('site_members')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('mail', '=', mail)
      .executeTakeFirst()
  }

  async insert(row: SiteMemberRow): Promise<void> {
    await this.db.insertInto('site_members').values(row).execute()
  }

  async setRole(memberId: string, role: SiteMemberRow['role']): Promise<void> {
    await this.db.updateTable('site_members').set({ role }).where('id', '=', memberId).execute()
  }

  /** Removes a member; its invitations go with it by the foreign key's cascade, and are ended first. */
  async delete(memberId: string): Promise<void> {
    await this.db.deleteFrom('member_invitations').where('member_id', '=', memberId).execute()
    await this.db.deleteFrom('site_members').where('id', '=', memberId).execute()
  }

  async insertInvitation(tokenHash: string, memberId: string, now: string, expires: string): Promise<void> {
    await this.db
      .insertInto('member_invitations')
      .values({
        token_hash: tokenHash,
        member_id: memberId,
        created_at: now,
        expires_at: expires,
        used_at: null,
      })
      .execute()
  }

  /** Ends every open invitation of a member: a new link replaces the old one. */
  async endInvitations(memberId: string, now: string): Promise<void> {
    await this.db
      .updateTable('member_invitations')
      .set({ used_at: now })
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .execute()
  }

  /** The member an open, unexpired invitation is for. */
  async openInvitation(
    tokenHash: string,
    now: string,
  ): Promise<(SiteMemberRow & { expires_at: string }) | undefined> {
    return this.db
      .selectFrom('member_invitations')
      .innerJoin('site_members', 'site_members.id', 'member_invitations.member_id')
      .selectAll('site_members')
      .select('member_invitations.expires_at')
      .where('member_invitations.token_hash', '=', tokenHash)
      .where('member_invitations.used_at', 'is', null)
      .where('member_invitations.expires_at', '>', now)
      .executeTakeFirst()
  }

  /**
   * Uses an invitation once: one conditional update marks it used, so two requests racing with the
   * same link cannot both take it. Returns the member it was for.
   */
  async consumeInvitation(tokenHash: string, now: string): Promise<string | undefined> {
    const row = await this.db
      .updateTable('member_invitations')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('member_id')
      .executeTakeFirst()
    return row?.member_id
  }

  async accept(memberId: string, accountId: string, now: string): Promise<void> {
    await this.db
      .updateTable('site_members')
      .set({ account_id: accountId, accepted_at: now })
      .where('id', '=', memberId)
      .execute()
  }

  /** The open invitation's end of each member of a site. */
  async openInvitationEnds(siteId: string, now: string): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('member_invitations')
      .innerJoin('site_members', 'site_members.id', 'member_invitations.member_id')
      .select(['member_invitations.member_id', 'member_invitations.expires_at'])
      .where('site_members.site_id', '=', siteId)
      .where('member_invitations.used_at', 'is', null)
      .where('member_invitations.expires_at', '>', now)
      .execute()
    return new Map(rows.map((r) => [r.member_id, r.expires_at]))
  }

  async record(row: SiteActivityRow): Promise<void> {
    await this.db.insertInto('site_activity').values(row).execute()
  }

  activityOf(siteId: string): Promise<SiteActivityRow[]> {
    return this.db
      .selectFrom('site_activity')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at')
      .execute()
  }

  /**
   * A page of who did what on a site, newest first, of the kinds asked for: the activity log's rows
   * and, when `withVersions`, each version as 'site.created', 'site.saved' or 'site.restored'. One
   * query over both, so a page is cut in the database whatever the mix.
   */
  activityPage(
    siteId: string,
    kinds: readonly string[],
    withVersions: boolean,
    limit: number,
    offset: number,
  ): Promise<ActivityPageRow[]> {
    const log = this.db
      .selectFrom('site_activity')
      .select([
        'id',
        'kind',
        'account_id',
        'created_at',
        sql<string | null>`detail`.as('detail'),
        sql<number | null>`cast(null as integer)`.as('revision'),
        sql<number | null>`cast(null as integer)`.as('restored_from'),
      ])
      .where('site_id', '=', siteId)
      .where('kind', 'in', kinds.length ? [...kinds] : [''])
    const versions = this.db
      .selectFrom('site_versions')
      .select([
        sql<string>`'v' || cast(revision as text)`.as('id'),
        sql<string>`case when restored_from is not null then 'site.restored' when revision = 1 then 'site.created' else 'site.saved' end`.as(
          'kind',
        ),
        'account_id',
        'created_at',
        sql<string | null>`cast(null as text)`.as('detail'),
        sql<number | null>`revision`.as('revision'),
        sql<number | null>`restored_from`.as('restored_from'),
      ])
      .where('site_id', '=', siteId)
    const both = withVersions ? log.unionAll(versions) : log
    return this.db
      .selectFrom(both.as('entries'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy(sql`coalesce(revision, 0)`, 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  }

  /** Member changes and activity on the account's sites, or by the account, for its GDPR copy. */
  activityForExport(accountId: string, siteIds: string[]): Promise<SiteActivityRow[]> {
    return this.db
      .selectFrom('site_activity')
      .selectAll()
      .where((eb) =>
        siteIds.length
          ? eb.or([eb('account_id', '=', accountId), eb('site_id', 'in', siteIds)])
          : eb('account_id', '=', accountId),
      )
      .orderBy('created_at')
      .execute()
  }

  /** The memberships an account has on other people's sites, and the members of its own sites. */
  membersForExport(accountId: string, siteIds: string[]): Promise<SiteMemberRow[]> {
    return this.db
      .selectFrom('site_members')
      .selectAll()
      .where((eb) =>
        siteIds.length
          ? eb.or([eb('account_id', '=', accountId), eb('site_id', 'in', siteIds)])
          : eb('account_id', '=', accountId),
      )
      .orderBy('created_at')
      .execute()
  }
}
