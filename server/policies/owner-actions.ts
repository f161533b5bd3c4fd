// One list of the owner's actions, read by the policy (authorize.ts) and by the roles (roles.ts).

/** What the owner of a site (or the operator) may do with it; members by their role (roles.ts). */
export const OWNER_ACTIONS = [
  'site.read',
  'site.edit',
  'site.delete',
  'site.viewResponses',
  'site.pay',
  'payment.read',
  'address.edit',
  'guests.edit',
  'members.manage',
  'members.leave',
  'activity.read',
  'runningOrder.edit',
  'photos.moderate',
  'print.edit',
  'print.order',
] as const
/** Editor work the owner does on a site and the quick-start visitor in quick start; images stay temporary there. */
export const WORKSPACE_ACTIONS = ['image.upload', 'image.crop', 'map.save', 'map.preview'] as const
