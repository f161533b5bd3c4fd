import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { Roles } from './roles.ts'

/** Whether a request carries the visitor cookie that a site's current password gives. */
export type VisitorPass = (site: SiteRow) => boolean

/**
 * Who makes a request, resolved once per request at the edge (routes/access.ts). A logged-in
 * account owns the sites whose account it is and has a role on those it is a member of (`roles`,
 * read with its session on every request, so a removed member loses access at once); a visitor has no account; the quick-start visitor
 * tries the editor before registering (spec 001 section 6), with neither an account nor a site;
 * the operator runs the admin command line.
 */
export type Actor =
  | { kind: 'account'; account: AccountRow; visitorPass: VisitorPass; roles?: Roles }
  | { kind: 'visitor'; visitorPass: VisitorPass }
  | { kind: 'quickStart' }
  | { kind: 'operator' }

export const QUICK_START_ACTOR: Actor = { kind: 'quickStart' }
export const OPERATOR: Actor = { kind: 'operator' }

/** The account of an actor, if it has one (logs and feedback are kept with it). */
export function accountOf(actor: Actor): AccountRow | undefined {
  return actor.kind === 'account' ? actor.account : undefined
}
