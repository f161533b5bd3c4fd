import { z } from 'zod'
import { MEMBER_ROLES } from './members.ts'

/**
 * What the activity view lists (issue 33, item 2): saves and restores (from the version history),
 * payments paid (started, in entries from before a payment was recorded once paid), address
 * changes, member changes and the running order's saves and mails.
 */
export const ACTIVITY_KINDS = [
  'site.created',
  'site.saved',
  'site.restored',
  'payment.started',
  'payment.paid',
  'address.moved',
  'address.domainRegistered',
  'member.invited',
  'member.joined',
  'member.role',
  'member.removed',
  'runningOrder.saved',
  'runningOrder.mailed',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** Entries per page of GET /api/sites/{siteId}/activity. */
export const ACTIVITY_PAGE_SIZE = 20

export const activityQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Ange sidans nummer' })
    .int('Ange sidans nummer')
    .min(1)
    .max(10_000)
    .default(1),
})

export const activityEntrySchema = z.object({
  /** Stable within the site: a key for lists. */
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /**
   * Who did it: the account's name, else its mail for the roles that see people's mail
   * (server/policies/roles.ts); null when it gave no name and the mail is not the caller's to see,
   * or the account is erased or was nobody's.
   */
  by: z.string().nullable(),
  /** The role on the site of the account that did it, now; null when it is no longer on the site. */
  byRole: z.enum(['owner', ...MEMBER_ROLES]).nullable(),
  at: z.string(),
  /**
   * What it was about, by kind: a version; a payment's method, product, address or number of cards;
   * an address; a member's mail, name (when their account has one) and role.
   */
  detail: z.record(z.string(), z.union([z.string(), z.number()])),
})
export type ActivityEntry = z.infer<typeof activityEntrySchema>

/** GET /api/sites/{siteId}/activity: newest first, only the kinds the caller's role may see. */
export const activityResponseSchema = z.object({
  activity: z.array(activityEntrySchema),
  /** The next page's number; null on the last page. */
  nextPage: z.number().nullable(),
})
export type ActivityResponse = z.infer<typeof activityResponseSchema>
