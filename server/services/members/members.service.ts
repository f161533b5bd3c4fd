import {
  ACTIVITY_PAGE_SIZE,
  type ActivityEntry,
  type ActivityKind,
  type ActivityResponse,
} from '#domain/members/activity.ts'
import {
  INVITATION_DAYS,
  type InvitationInfo,
  type Member,
  type MemberInviteBody,
  type MemberRole,
  type MembersResponse,
  type MySites,
  type SiteRole,
} from '#domain/members/members.ts'
import { headerOf } from '#domain/modules/header.ts'
import { PASSWORD_MIN_LENGTH } from '#domain/password-rules.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { AppError } from '../../http/errors.ts'
import { activitySeenBy, type Roles, seesPeoplesMail } from '../../policies/roles.ts'
import type { AccountRow, AccountsRepository } from '../../repositories/accounts.repository.ts'
import type {
  ActivityPageRow,
  SiteMemberRow,
  SiteMembersRepository,
} from '../../repositories/site-members.repository.ts'
import type { SiteRow, SitesRepository } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import { type Clock, newId, newToken, sha256 } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import type { SitesService } from '../sites/sites.service.ts'
import { invitationMail } from './invitation-mail.ts'

const DAY_MS = 24 * 3600 * 1000

/** Who asks to see what others did on a site: their role there, and their own account. */
export interface Viewer {
  role: SiteRole
  accountId: string | null
}

export interface SiteActivity {
  kind: string
  accountId: string | null
  /** The account's name, or its mail when it gave none, while it exists. */
  by: string | null
  detail: Record<string, unknown>
  at: string
}

export const memberErrors = {
  notFound: () =>
    new AppError(404, {
      sv: 'Medarbetaren finns inte.',
      en: 'The member does not exist.',
      da: 'Medarbejderen findes ikke.',
    }),
  alreadyMember: () =>
    new AppError(409, {
      sv: 'Den e-postadressen är redan inbjuden till sidan.',
      en: 'That e-mail address is already invited to the site.',
      da: 'Den e-mailadresse er allerede inviteret til siden.',
    }),
  isOwner: () =>
    new AppError(409, {
      sv: 'Ägaren av sidan kan inte bjudas in som medarbetare.',
      en: 'The owner of the site cannot be invited as a member.',
      da: 'Ejeren af siden kan ikke inviteres som medarbejder.',
    }),
  invitationInvalid: () =>
    new AppError(404, {
      sv: 'Inbjudan är ogiltig, redan använd eller äldre än 7 dagar. Be om en ny inbjudan.',
      en: 'The invitation is invalid, already used or older than 7 days. Ask for a new invitation.',
      da: 'Invitationen er ugyldig, allerede brugt eller ældre end 7 dage. Bed om en ny invitation.',
    }),
  passwordNeeded: () =>
    new AppError(400, {
      sv: `Välj ett lösenord på minst ${PASSWORD_MIN_LENGTH} tecken.`,
      en: `Choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
      da: `Vælg en adgangskode på mindst ${PASSWORD_MIN_LENGTH} tegn.`,
    }),
  notYours: () =>
    new AppError(403, {
      sv: 'Bara ägaren och delägare kan ändra medarbetare.',
      en: 'Only the owner and co-owners can change members.',
      da: 'Kun ejeren og medejere kan ændre medarbejdere.',
    }),
}

/**
 * A site's members (issue 33): invitations by mail, roles, removal, and the activity log that says
 * who did what. The roles decide what a member may do in server/policies/roles.ts, never here.
 */
export class MembersService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly members: SiteMembersRepository,
    private readonly accountsRepo: AccountsRepository,
    private readonly sitesRepo: SitesRepository,
    private readonly accounts: AccountsService,
    private readonly sites: SitesService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The accepted memberships of an account, read with its session on every request. */
  async rolesOf(accountId: string): Promise<Roles> {
    return new Map((await this.members.membershipsOf(accountId)).map((m) => [m.siteId, m.role]))
  }

  async list(site: SiteRow, yourRole: SiteRole): Promise<MembersResponse> {
    const now = this.clock().toISOString()
    const [rows, ends, owner] = await Promise.all([
      this.members.listForSite(site.id),
      this.members.openInvitationEnds(site.id, now),
      site.account_id ? this.accountsRepo.findById(site.account_id) : undefined,
    ])
    const names = await this.accountNames(rows.map((row) => row.account_id))
    return {
      owner: { mail: owner?.mail ?? '', name: owner?.name ?? null },
      yourRole,
      members: rows.map((row) => presentMember(row, ends.get(row.id) ?? null, names)),
    }
  }

  /** Invites `body.mail` with a role and mails the link; inviting an invited address again sends a new link. */
  async invite(
    site: SiteRow,
    by: AccountRow,
    body: MemberInviteBody,
    linkBase: string,
    language: InterfaceLanguage,
  ): Promise<Member> {
    const owner = site.account_id ? await this.accountsRepo.findById(site.account_id) : undefined
    if (owner?.mail === body.mail) throw memberErrors.isOwner()
    const now = this.clock()
    const existing = await this.members.findByMail(site.id, body.mail)
    if (existing?.accepted_at) throw memberErrors.alreadyMember()
    const member: SiteMemberRow = existing
      ? { ...existing, role: body.role }
      : {
          id: newId(),
          site_id: site.id,
          account_id: null,
          mail: body.mail,
          role: body.role,
          invited_by: by.id,
          created_at: now.toISOString(),
          accepted_at: null,
        }
    const token = newToken()
    const expires = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString()
    await this.work.transaction(async (repos) => {
      if (existing) {
        await repos.siteMembers.setRole(existing.id, body.role)
        await repos.siteMembers.endInvitations(existing.id, now.toISOString())
      } else await repos.siteMembers.insert(member)
      await repos.siteMembers.insertInvitation(sha256(token), member.id, now.toISOString(), expires)
      await this.recordWith(repos.siteMembers, site.id, by.id, 'member.invited', {
        mail: member.mail,
        role: member.role,
      })
    })
    const content = invitationMail[language]({
      link: `${linkBase}/medarbetare/inbjudan/${token}`,
      siteTitle: this.titleOf(site),
      inviter: by.mail,
      role: member.role,
    })
    await this.mail.enqueue({ to: member.mail, ...content })
    return presentMember(member, expires)
  }

  async setRole(site: SiteRow, by: AccountRow, memberId: string, role: MemberRole): Promise<Member> {
    const member = await this.members.find(site.id, memberId)
    if (!member) throw memberErrors.notFound()
    await this.work.transaction(async (repos) => {
      await repos.siteMembers.setRole(member.id, role)
      await this.recordWith(repos.siteMembers, site.id, by.id, 'member.role', {
        mail: member.mail,
        from: member.role,
        role,
      })
    })
    const [ends, names] = await Promise.all([
      this.members.openInvitationEnds(site.id, this.clock().toISOString()),
      this.accountNames([member.account_id]),
    ])
    return presentMember({ ...member, role }, ends.get(member.id) ?? null, names)
  }

  /**
   * Removes a member, or lets one leave: the owner and co-owners remove anyone, any member
   * themselves. The owner is no member row and cannot be removed: they are always the last to leave.
   * The removed account's access ends with this request, since every request reads its roles anew;
   * its invitation links go with the row.
   */
  async remove(site: SiteRow, by: AccountRow, mayManage: boolean, memberId: string): Promise<void> {
    const member = await this.members.find(site.id, memberId)
    if (!member) throw memberErrors.notFound()
    if (!mayManage && member.account_id !== by.id) throw memberErrors.notYours()
    await this.work.transaction(async (repos) => {
      await repos.siteMembers.delete(member.id)
      await this.recordWith(repos.siteMembers, site.id, by.id, 'member.removed', {
        mail: member.mail,
        role: member.role,
      })
    })
  }

  /** What the accept page shows; an invalid, used or expired link is refused. */
  async invitation(token: string): Promise<InvitationInfo> {
    const member = await this.members.openInvitation(sha256(token), this.clock().toISOString())
    const site = member ? await this.sitesRepo.findById(member.site_id) : undefined
    if (!member || !site) throw memberErrors.invitationInvalid()
    return {
      siteTitle: this.titleOf(site),
      role: member.role,
      mail: member.mail,
      hasAccount: (await this.accountsRepo.findByMail(member.mail)) !== undefined,
    }
  }

  /**
   * Accepts an invitation once. A logged-in account takes it; otherwise the invited address logs in
   * with its password, or an account is made for it with the password given. Returns the account,
   * which the route gives a session when it had none.
   */
  async accept(
    token: string,
    signedIn: AccountRow | undefined,
    password: string | undefined,
    name?: string,
  ): Promise<{ account: AccountRow; siteId: string; role: MemberRole }> {
    const tokenHash = sha256(token)
    const member = await this.members.openInvitation(tokenHash, this.clock().toISOString())
    const site = member ? await this.sitesRepo.findById(member.site_id) : undefined
    if (!member || !site) throw memberErrors.invitationInvalid()
    let account = signedIn
    if (!account) {
      const known = await this.accountsRepo.findByMail(member.mail)
      if (known) account = await this.accounts.login(member.mail, password ?? '')
      else {
        if (!password || password.length < PASSWORD_MIN_LENGTH) throw memberErrors.passwordNeeded()
        account = await this.accounts.register(member.mail, password, name)
      }
    }
    if (name && account.name !== name) account = await this.accounts.setName(account, name)
    if (site.account_id === account.id) throw memberErrors.isOwner()
    const taken = account
    const now = this.clock().toISOString()
    await this.work.transaction(async (repos) => {
      const memberId = await repos.siteMembers.consumeInvitation(tokenHash, now)
      if (memberId !== member.id) throw memberErrors.invitationInvalid()
      await repos.siteMembers.accept(member.id, taken.id, now)
      await this.recordWith(repos.siteMembers, site.id, taken.id, 'member.joined', {
        mail: member.mail,
        role: member.role,
      })
    })
    return { account: taken, siteId: site.id, role: member.role }
  }

  /** A site the account is a member of, for an account that owns none: the one its editor opens. */
  async joinedSite(account: AccountRow): Promise<{ id: string } | undefined> {
    const [first] = await this.members.membershipsOf(account.id)
    return first ? { id: first.siteId } : undefined
  }

  /** The sites an account owns or is a member of, for the owner app's switcher. */
  async sitesOf(account: AccountRow): Promise<MySites> {
    const owned = await this.work.repositories.accountData.sitesOf(account.id)
    const memberships = await this.members.membershipsOf(account.id)
    const joined = await Promise.all(
      memberships.map(async (m) => ({ site: await this.sitesRepo.findById(m.siteId), role: m.role })),
    )
    return {
      sites: [
        ...owned.map((site) => ({ siteId: site.id, title: this.titleOf(site), role: 'owner' as const })),
        ...joined.flatMap(({ site, role }) =>
          site ? [{ siteId: site.id, title: this.titleOf(site), role }] : [],
        ),
      ],
    }
  }

  /**
   * The account's copy (GDPR, issue 33): the sites it is a member of, the members of its own sites,
   * and every member change and recorded action on its sites or by it.
   */
  async exportFor(account: AccountRow, ownSiteIds: string[]) {
    const [rows, activity] = await Promise.all([
      this.members.membersForExport(account.id, ownSiteIds),
      this.members.activityForExport(account.id, ownSiteIds),
    ])
    const names = await this.namesOf(activity.map((a) => a.account_id))
    return {
      memberships: rows
        .filter((r) => r.account_id === account.id)
        .map((r) => ({
          siteId: r.site_id,
          role: r.role,
          invitedAt: r.created_at,
          acceptedAt: r.accepted_at,
        })),
      membersOfMySites: rows
        .filter((r) => ownSiteIds.includes(r.site_id))
        .map((r) => ({ siteId: r.site_id, ...presentMember(r, null) })),
      activity: activity.map((a) => ({
        siteId: a.site_id,
        kind: a.kind,
        by: a.account_id ? (names.get(a.account_id) ?? null) : null,
        detail: JSON.parse(a.detail) as unknown,
        at: a.created_at,
      })),
    }
  }

  /** Who did what on a site, oldest first, with the name of the account that did it. */
  async activity(siteId: string): Promise<SiteActivity[]> {
    const rows = await this.members.activityOf(siteId)
    const names = await this.namesOf(rows.map((r) => r.account_id))
    return rows.map((r) => ({
      kind: r.kind,
      accountId: r.account_id,
      by: r.account_id ? (names.get(r.account_id) ?? null) : null,
      detail: JSON.parse(r.detail) as Record<string, unknown>,
      at: r.created_at,
    }))
  }

  /**
   * A page of the activity view (issue 33): who did what on the site, newest first, of the kinds
   * the caller's role sees (roles.ts). Saves and restores come from the version history.
   */
  async activityPage(site: SiteRow, viewer: Viewer, page: number): Promise<ActivityResponse> {
    const kinds = activitySeenBy(viewer.role)
    const withVersions = kinds.includes('site.saved')
    const rows = await this.members.activityPage(
      site.id,
      kinds.filter((k) => !k.startsWith('site.')),
      withVersions,
      ACTIVITY_PAGE_SIZE + 1,
      (page - 1) * ACTIVITY_PAGE_SIZE,
    )
    const shown = rows.slice(0, ACTIVITY_PAGE_SIZE)
    const [names, roles, memberNames] = await Promise.all([
      this.namesOf(
        shown.map((r) => r.account_id),
        viewer,
      ),
      this.rolesOnSite(site),
      this.memberNamesOf(shown),
    ])
    return {
      activity: shown.map((r) => presentActivity(r, { names, roles, memberNames })),
      nextPage: rows.length > ACTIVITY_PAGE_SIZE ? page + 1 : null,
    }
  }

  /**
   * How each account named is shown beside what it did: its name, or its mail when it gave none.
   * For a `viewer` whose role does not see people's mail (roles.ts), an account without a name is
   * left out, unless it is the viewer's own.
   */
  async namesOf(ids: (string | null)[], viewer?: Viewer): Promise<Map<string, string>> {
    const withMail = (id: string) => !viewer || seesPeoplesMail(viewer.role) || id === viewer.accountId
    const shown = new Map<string, string>()
    for (const account of await this.accountsRepo.findByIds(unique(ids))) {
      const name = withMail(account.id) ? shownName(account) : account.name
      if (name) shown.set(account.id, name)
    }
    return shown
  }

  /** The names the accounts gave, by account id; an account without one is left out. */
  private async accountNames(ids: (string | null)[]): Promise<Map<string, string>> {
    const named = await this.accountsRepo.findByIds(unique(ids))
    return new Map(named.flatMap((a) => (a.name ? [[a.id, a.name] as const] : [])))
  }

  /** Each account's role on the site now: the owner's and every accepted member's. */
  private async rolesOnSite(site: SiteRow): Promise<Map<string, SiteRole>> {
    const roles = new Map<string, SiteRole>()
    for (const row of await this.members.listForSite(site.id))
      if (row.account_id && row.accepted_at) roles.set(row.account_id, row.role)
    if (site.account_id) roles.set(site.account_id, 'owner')
    return roles
  }

  /** The names of the members that member entries are about, by the mail the entry recorded. */
  private async memberNamesOf(rows: ActivityPageRow[]): Promise<Map<string, string>> {
    const mails = rows.flatMap((row) => {
      if (!row.kind.startsWith('member.') || !row.detail) return []
      const { mail } = JSON.parse(row.detail) as { mail?: unknown }
      return typeof mail === 'string' ? [mail] : []
    })
    const accounts = await this.accountsRepo.findByMails(unique(mails))
    return new Map(accounts.flatMap((a) => (a.name ? [[a.mail, a.name] as const] : [])))
  }

  /** Records who did what on a site: payments, addresses, member changes (issue 33). */
  async record(siteId: string, accountId: string | null, kind: string, detail: object): Promise<void> {
    await this.recordWith(this.members, siteId, accountId, kind, detail)
  }

  private async recordWith(
    repo: SiteMembersRepository,
    siteId: string,
    accountId: string | null,
    kind: string,
    detail: object,
  ): Promise<void> {
    await repo.record({
      id: newId(),
      site_id: siteId,
      account_id: accountId,
      kind,
      detail: JSON.stringify(detail),
      created_at: this.clock().toISOString(),
    })
  }

  private titleOf(site: SiteRow): string {
    return siteTitleOf(this.sites, site)
  }
}

/** A site's name for people: its header's title in its first language, else its address. */
export function siteTitleOf(sites: Pick<SitesService, 'content'>, site: SiteRow): string {
  try {
    const content = sites.content(site)
    const language = content.availableLanguages[0]?.languageCode ?? 'sv'
    return lookupText(headerOf(content.siteModules)?.title, language).trim() || site.host || site.id
  } catch {
    return site.host ?? site.id
  }
}

const unique = <T>(values: (T | null)[]): T[] => [...new Set(values.filter((v): v is T => v !== null))]

interface People {
  /** How each account that did something is shown to the caller (namesOf). */
  names: ReadonlyMap<string, string>
  roles: ReadonlyMap<string, SiteRole>
  /** The names of the members' accounts, by mail, for the entries about a member. */
  memberNames: ReadonlyMap<string, string>
}

/** An entry as the view words it: only plain values of the detail, each kind its own. */
function presentActivity(row: ActivityPageRow, people: People): ActivityEntry {
  const detail: Record<string, string | number> = {}
  if (row.revision !== null) detail.siteVersion = row.revision
  if (row.restored_from !== null) detail.restoredFrom = row.restored_from
  for (const [key, value] of Object.entries(row.detail ? (JSON.parse(row.detail) as object) : {}))
    if (typeof value === 'string' || typeof value === 'number') detail[key] = value
  const memberName = typeof detail.mail === 'string' ? people.memberNames.get(detail.mail) : undefined
  if (row.kind.startsWith('member.') && memberName) detail.name = memberName
  return {
    id: row.id,
    kind: row.kind as ActivityKind,
    by: row.account_id ? (people.names.get(row.account_id) ?? null) : null,
    byRole: row.account_id ? (people.roles.get(row.account_id) ?? null) : null,
    at: row.created_at,
    detail,
  }
}

/** An account as others see it beside what it did (issue 33): its name, else its mail. */
export function shownName(account: Pick<AccountRow, 'name' | 'mail'>): string {
  return account.name ?? account.mail
}

function presentMember(
  row: SiteMemberRow,
  expiresAt: string | null,
  names: ReadonlyMap<string, string> = new Map(),
): Member {
  return {
    id: row.id,
    mail: row.mail,
    name: row.account_id ? (names.get(row.account_id) ?? null) : null,
    role: row.role,
    status: row.accepted_at ? 'active' : 'invited',
    invitedAt: row.created_at,
    expiresAt: row.accepted_at ? null : expiresAt,
  }
}
