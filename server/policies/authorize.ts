import { type AppError, errors } from '../http/errors.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { type Actor, accountOf } from './actor.ts'
import { OWNER_ACTIONS, WORKSPACE_ACTIONS } from './owner-actions.ts'
import { roleAllows, roleOn } from './roles.ts'
import { wrongSitePassword } from './visitor-pass.ts'

/** What guests do on a published site; a protected one asks for the visitor cookie. */
const GUEST_ACTIONS = ['site.viewPublic', 'guest.answer'] as const
/** An uploaded image of a protected site: its owner's, or a guest's who gave the password. */
const MEDIA_ACTIONS = ['media.view'] as const
/** What needs an account and no site. */
const ACCOUNT_ACTIONS = ['account.read', 'account.edit', 'site.create'] as const

export type OwnerAction = (typeof OWNER_ACTIONS)[number]
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number]
export type GuestAction = (typeof GUEST_ACTIONS)[number]
export type MediaAction = (typeof MEDIA_ACTIONS)[number]
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number]
/** The actions done on an existing site. */
export type SiteAction = OwnerAction | WorkspaceAction | GuestAction | MediaAction
export type Action = SiteAction | AccountAction

export const ACTIONS: readonly Action[] = [
  ...OWNER_ACTIONS,
  ...WORKSPACE_ACTIONS,
  ...GUEST_ACTIONS,
  ...MEDIA_ACTIONS,
  ...ACCOUNT_ACTIONS,
]

/**
 * Why an action is refused. Anonymous callers are told to log in before anything about the site
 * is revealed; a logged-in stranger is refused; guests learn only whether a site is published.
 */
export type Denial = 'notLoggedIn' | 'forbidden' | 'notFound' | 'password'
export type Verdict = 'allow' | Denial

const isIn = <T extends string>(list: readonly T[], action: string): action is T =>
  (list as readonly string[]).includes(action)

/** The rule: may `actor` do `action` on `site` (undefined when no such site exists)? */
export function decide(actor: Actor, action: Action, site?: SiteRow): Verdict {
  if (isIn(ACCOUNT_ACTIONS, action)) {
    if (actor.kind === 'account') return 'allow'
    return actor.kind === 'operator' && action === 'site.create' ? 'allow' : 'notLoggedIn'
  }
  if (isIn(GUEST_ACTIONS, action)) return guestVerdict(actor, site)
  // A refused image answers as a missing file does: a stranger learns nothing about the site.
  if (isIn(MEDIA_ACTIONS, action))
    return decide(actor, 'site.read', site) === 'allow' || guestVerdict(actor, site) === 'allow'
      ? 'allow'
      : 'notFound'
  if (actor.kind === 'quickStart') return isIn(WORKSPACE_ACTIONS, action) ? 'allow' : 'notLoggedIn'
  if (actor.kind === 'operator') return site ? 'allow' : 'notFound'
  if (actor.kind === 'visitor') return 'notLoggedIn'
  if (!site) return 'notFound'
  const role = roleOn(actor.account, actor.roles, site)
  return role && roleAllows(role, action) ? 'allow' : 'forbidden'
}

function guestVerdict(actor: Actor, site: SiteRow | undefined): Verdict {
  if (actor.kind === 'operator') return site ? 'allow' : 'notFound'
  if (site?.active !== 1) return 'notFound'
  if (!site.password) return 'allow'
  return actor.kind !== 'quickStart' && actor.visitorPass(site) ? 'allow' : 'password'
}

/** Throws the answer of a refusal; the public site call has the gate's own text for a password. */
export function authorize(actor: Actor, action: Action, site?: SiteRow): void {
  const verdict = decide(actor, action, site)
  if (verdict !== 'allow') throw denialError(verdict, action)
}

/** The site, when `actor` may do `action` on it. */
export function authorizedSite(actor: Actor, action: SiteAction, site: SiteRow | undefined): SiteRow {
  authorize(actor, action, site)
  if (!site) throw errors.siteNotFound()
  return site
}

/**
 * A payment, print or order, by the site it belongs to (`siteId` null or no resource at all: none
 * to be found). A path that names a site as well (`named`) must name that one.
 */
export interface SiteResource {
  siteId: string | null
  site: SiteRow | undefined
}

/**
 * May `actor` do `action` on a resource of a site? As on its site; a resource that does not exist,
 * or is not of the site the path names, is judged as that named site is (or as no site) and, where
 * that allows, is not found: anonymous callers hear 401 and strangers 403 before anything is told.
 */
export function decideOnResource(
  actor: Actor,
  action: OwnerAction,
  resource: SiteResource | undefined,
  named?: { id: string; site: SiteRow | undefined },
): Verdict | 'resourceNotFound' {
  if (resource?.siteId && (!named || resource.siteId === named.id))
    return decide(actor, action, resource.site)
  const verdict = decide(actor, action, named?.site)
  return verdict === 'allow' || (!named && verdict === 'notFound') ? 'resourceNotFound' : verdict
}

/** The resource's site, when `actor` may do `action` on the resource; else its refusal is thrown. */
export function authorizedResource(
  actor: Actor,
  action: OwnerAction,
  resource: SiteResource | undefined,
  notFound: () => AppError,
  named?: { id: string; site: SiteRow | undefined },
): SiteRow {
  const verdict = decideOnResource(actor, action, resource, named)
  if (verdict === 'resourceNotFound') throw notFound()
  if (verdict !== 'allow') throw denialError(verdict, action)
  if (!resource?.site) throw errors.siteNotFound()
  return resource.site
}

/** The actor's own account, when it may do `action`. */
export function authorizedAccount(actor: Actor, action: AccountAction): AccountRow {
  authorize(actor, action)
  const account = accountOf(actor)
  if (!account) throw errors.notLoggedIn()
  return account
}

function denialError(denial: Denial, action: Action): AppError {
  if (denial === 'notLoggedIn') return errors.notLoggedIn()
  if (denial === 'forbidden') return errors.forbidden()
  if (denial === 'notFound') return action === 'media.view' ? errors.notFound() : errors.siteNotFound()
  return action === 'site.viewPublic' ? wrongSitePassword() : errors.passwordRequired()
}
