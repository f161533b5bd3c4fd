import { z } from 'zod'
import { optionalAccountNameSchema } from '../accounts.ts'

/**
 * The roles a site's member has (issue 33). The owner is the site's account and never a member
 * row: a co-owner does all the owner does but delete the site or remove the owner; an editor edits
 * the site and reads the answers; the toastmaster keeps the running order of the speeches.
 */
export const MEMBER_ROLES = ['coOwner', 'editor', 'toastmaster'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
/** A role on a site, the owner's included. */
export type SiteRole = 'owner' | MemberRole

/** An invitation link is valid this long (issue 33). */
export const INVITATION_DAYS = 7

const role = z.enum(MEMBER_ROLES, { error: 'Välj en roll' })

export const memberInviteBodySchema = z.object({
  mail: z
    .string({ error: 'E-postadress saknas' })
    .trim()
    .min(1, 'E-postadress saknas')
    .max(254, 'E-postadressen är för lång')
    .pipe(z.email('Ogiltig e-postadress'))
    .transform((m) => m.toLowerCase()),
  role,
})
export type MemberInviteBody = z.infer<typeof memberInviteBodySchema>

export const memberRoleBodySchema = z.object({ role })

export const memberSchema = z.object({
  id: z.string(),
  mail: z.string(),
  /** The name the member's account gave (PUT /api/accounts/me/name); null before it accepts or names itself. */
  name: z.string().nullable(),
  role,
  /** Invited: the link is out and unused; active: the invitation was accepted. */
  status: z.enum(['invited', 'active']),
  invitedAt: z.string(),
  /** When the open invitation ends; null once accepted. */
  expiresAt: z.string().nullable(),
})
export type Member = z.infer<typeof memberSchema>

/** GET /api/sites/{siteId}/members */
export const membersResponseSchema = z.object({
  owner: z.object({ mail: z.string(), name: z.string().nullable() }),
  /** The caller's own role, which decides what the page offers. */
  yourRole: z.enum(['owner', ...MEMBER_ROLES]),
  members: z.array(memberSchema),
})
export type MembersResponse = z.infer<typeof membersResponseSchema>

/** GET /api/member-invitations/{token}: what the accept page shows before anyone logs in. */
export const invitationInfoSchema = z.object({
  siteTitle: z.string(),
  role,
  mail: z.string(),
  /** Whether the invited address has an account: the page asks for its password, or a new one. */
  hasAccount: z.boolean(),
})
export type InvitationInfo = z.infer<typeof invitationInfoSchema>

/** POST /api/member-invitations/{token}: a logged-in account takes it as is; others give a password. */
export const invitationAcceptBodySchema = z.object({
  password: z.string().max(200, 'Lösenordet är för långt').optional(),
  /** The name others see beside what the account does; kept as it is when left out. */
  name: optionalAccountNameSchema,
})

export const invitationAcceptResponseSchema = z.object({ siteId: z.string(), role })

/** GET /api/accounts/me/sites: every site the account owns or is a member of, for the switcher. */
export const mySitesResponseSchema = z.object({
  sites: z.array(
    z.object({ siteId: z.string(), title: z.string(), role: z.enum(['owner', ...MEMBER_ROLES]) }),
  ),
})
export type MySites = z.infer<typeof mySitesResponseSchema>
