import { ACTIVITY_KINDS, type ActivityKind } from '#domain/members/activity.ts'
import type { MemberRole, SiteRole } from '#domain/members/members.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { Actor } from './actor.ts'
import { OWNER_ACTIONS, WORKSPACE_ACTIONS } from './owner-actions.ts'

/**
 * What each role may do on a site (issue 33), by the owner actions of authorize.ts. The one table
 * every owner route is judged by: a route names its action, the actor's role on the site answers.
 * - a co-owner does everything the owner does but delete the site (the owner is no member row, so
 *   no one can remove them);
 * - an editor edits the site, its cards and images, and reads the answers: no payments, addresses,
 *   guest list (its contact data), members, guests' photos or card orders;
 * - the toastmaster keeps the running order and mails the speakers, and nothing else;
 * - every member may leave (members.leave): whom they may remove the members service decides;
 * - every member reads the site's activity (activity.read), but only the kinds of ACTIVITY_SEEN_WITH.
 */
const OWNER = [...OWNER_ACTIONS, ...WORKSPACE_ACTIONS]

export const ROLE_ACTIONS = {
  owner: OWNER,
  coOwner: OWNER.filter((action) => action !== 'site.delete'),
  editor: [
    'site.read',
    'site.edit',
    'site.viewResponses',
    'members.leave',
    'activity.read',
    'print.edit',
    'image.upload',
    'image.crop',
    'map.save',
    'map.preview',
  ],
  toastmaster: ['runningOrder.edit', 'members.leave', 'activity.read'],
} satisfies Record<SiteRole, readonly string[]>

/**
 * Which entries of the activity view a role sees (issue 33): each kind by the action its own page
 * asks, so the view tells no one more than their role already lets them read. An editor sees the
 * saves and restores; the toastmaster the running order's; the owners everything.
 */
const ACTIVITY_SEEN_WITH = {
  'site.created': 'site.read',
  'site.saved': 'site.read',
  'site.restored': 'site.read',
  'payment.started': 'payment.read',
  'payment.paid': 'payment.read',
  'address.moved': 'address.edit',
  'address.domainRegistered': 'address.edit',
  'member.invited': 'members.manage',
  'member.joined': 'members.manage',
  'member.role': 'members.manage',
  'member.removed': 'members.manage',
  'runningOrder.saved': 'runningOrder.edit',
  'runningOrder.mailed': 'runningOrder.edit',
} satisfies Record<ActivityKind, (typeof OWNER)[number]>

/**
 * Whether a role sees the mail of the site's people (its owner and members) beside what they did:
 * contact data, which only the roles that manage the members see. The editor and the toastmaster,
 * who see no guest contact data either, see a person's name, else the person's role.
 */
export function seesPeoplesMail(role: SiteRole): boolean {
  return roleAllows(role, 'members.manage')
}

/** The kinds of activity a role sees. */
export function activitySeenBy(role: SiteRole): ActivityKind[] {
  return ACTIVITY_KINDS.filter((kind) => roleAllows(role, ACTIVITY_SEEN_WITH[kind]))
}

/** The accepted memberships of an account, by site id: read once per request with its session. */
export type Roles = ReadonlyMap<string, MemberRole>

/** The account's role on a site: its owner, a member's role, or none. */
export function roleOn(account: AccountRow, roles: Roles | undefined, site: SiteRow): SiteRole | undefined {
  if (site.account_id === account.id) return 'owner'
  return roles?.get(site.id)
}

/**
 * The role an allowed actor acts in on a site: an account's own; the operator, which has no role
 * of its own, acts as the owner. Only for an actor the policy already let through.
 */
export function actingRole(actor: Actor, site: SiteRow): SiteRole {
  return (actor.kind === 'account' && roleOn(actor.account, actor.roles, site)) || 'owner'
}

export function roleAllows(role: SiteRole, action: string): boolean {
  return (ROLE_ACTIONS[role] as readonly string[]).includes(action)
}
