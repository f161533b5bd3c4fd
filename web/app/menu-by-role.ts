import type { SiteRole } from '#domain/members/members.ts'

/** The side menu's entries that can be hidden by role. */
export type MenuEntry =
  | 'home'
  | 'responses'
  | 'guests'
  | 'programme'
  | 'versions'
  | 'photos'
  | 'invitations'
  | 'members'
  | 'runningOrder'
  | 'account'

const EDITORS: SiteRole[] = ['owner', 'coOwner', 'editor']
const OWNERS: SiteRole[] = ['owner', 'coOwner']

/**
 * Which entries a role sees (issue 33): the pages whose calls the server's policy lets it make
 * (server/policies/roles.ts decides; this only spares a member links that would answer 403).
 */
const SEEN_BY: Record<MenuEntry, SiteRole[]> = {
  home: EDITORS,
  responses: EDITORS,
  guests: OWNERS,
  programme: EDITORS,
  versions: EDITORS,
  // Guests' photos before approval are the guests' own: moderated by the owners (issue 34).
  photos: OWNERS,
  invitations: EDITORS,
  // Every member: the owners manage members there, and everyone reads who did what (issue 33).
  members: ['owner', 'coOwner', 'editor', 'toastmaster'],
  runningOrder: ['owner', 'coOwner', 'toastmaster'],
  account: OWNERS,
}

export function menuShows(role: SiteRole, entry: MenuEntry): boolean {
  return SEEN_BY[entry].includes(role)
}
