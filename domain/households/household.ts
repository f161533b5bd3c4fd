import { z } from 'zod'
import { INVITE_CODE_PATTERN } from './invite-code.ts'
import { REMINDER_LANGUAGES } from './messages.ts'

export { INVITE_CODE_PATTERN }
export const inviteCodeSchema = z.string().regex(INVITE_CODE_PATTERN)

export const MAX_MEMBERS = 30
export const MAX_EXTRA_GUESTS = 20
export const MAX_HOUSEHOLDS_PER_SITE = 2000

const trimmed = (max: number) => z.string().trim().max(max)

export const memberSchema = z.object({
  name: trimmed(200).min(1),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().pipe(z.email().max(254))]).default(''),
  phone: trimmed(40).default(''),
})

export const householdInputSchema = z.object({
  name: trimmed(200).min(1),
  members: z.array(memberSchema).max(MAX_MEMBERS).default([]),
  extraGuests: z.number().int().min(0).max(MAX_EXTRA_GUESTS).default(0),
  tags: z
    .array(trimmed(40).min(1))
    .max(20)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  note: trimmed(2000).default(''),
})

export type Member = z.output<typeof memberSchema>
export type HouseholdInput = z.output<typeof householdInputSchema>

export const householdAnswerSchema = z.object({
  guestName: z.string(),
  comes: z.boolean().nullable(),
  answeredAt: z.string(),
})
export type HouseholdAnswer = z.infer<typeof householdAnswerSchema>

/** A household as the owner sees it (GET/POST/PUT /api/sites/{siteId}/households). */
export const householdSchema = z.object({
  _id: z.string(),
  name: z.string(),
  members: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
  extraGuests: z.number(),
  tags: z.array(z.string()),
  note: z.string(),
  code: z.string(),
  answeredAt: z.string().nullable(),
  /** Set when the household followed the unsubscribe link of a reminder: no more mail to it. */
  unsubscribedAt: z.string().nullable(),
  /** The personal invitation link on the site's public address; null while the site has none. */
  link: z.string().nullable(),
  /** What its answers say: yes when anyone comes. */
  status: z.enum(['yes', 'no', 'none']),
  /** Who answered what and when (guests of the RSVP answers given through its link). */
  answers: z.array(householdAnswerSchema),
  /**
   * Beyond the spec (issue 32): the ids of the events it is invited to, in the programme's order;
   * null when it is invited to every event, now and later.
   */
  events: z.array(z.string()).nullable().optional(),
  /**
   * Beyond the spec (issue 32): per event id, the names of its guests who answered that they come
   * and that they do not; only events the household answered.
   */
  eventAnswers: z
    .record(z.string(), z.object({ yes: z.array(z.string()), no: z.array(z.string()) }))
    .optional(),
})
export type Household = z.infer<typeof householdSchema>

/** What a personal link shows the guest (GET /api/sites/{siteId}/invitations/{code}). */
export const invitationAnswerSchema = z.object({
  formId: z.string(),
  groupIdentifier: z.string(),
  /** Each guest's answers by question id. */
  guests: z.array(z.record(z.string(), z.string())),
  answeredAt: z.string(),
})

export type InvitationAnswer = z.infer<typeof invitationAnswerSchema>

export const invitationSchema = z.object({
  name: z.string(),
  members: z.array(z.object({ name: z.string() })),
  guestLimit: z.number(),
  answeredAt: z.string().nullable(),
  /**
   * The household's answer to each RSVP it answered (issue 30): one per RSVP, whichever device
   * sent it, so every device of the link shows the same answer. Only the link's holder sees it.
   */
  answers: z.array(invitationAnswerSchema).optional(),
})
export type Invitation = z.infer<typeof invitationSchema>

/** One reminder send in the guest list's log (GET /api/sites/{siteId}/households/reminders). */
export const sendLogEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  audience: z.string(),
  subject: z.string(),
  recipients: z.array(
    z.object({ householdName: z.string(), to: z.string(), queuedAt: z.string().nullable() }),
  ),
})
export type SendLogEntry = z.infer<typeof sendLogEntrySchema>

export const householdsResponseSchema = z.object({
  households: z.array(householdSchema),
  /** Whether an RSVP without an invitation code is refused on this site. */
  requireCode: z.boolean(),
  /** The site's languages a reminder can be written in, the site's first language first. */
  reminderLanguages: z.array(z.enum(REMINDER_LANGUAGES)),
})
export type HouseholdsResponse = z.infer<typeof householdsResponseSchema>

export const householdSettingsSchema = z.object({ requireCode: z.boolean() })

/** The most guests a household's answer may bring: its members plus the extra guests it may bring. */
export function guestLimit(household: { members: readonly unknown[]; extraGuests: number }): number {
  return Math.max(1, household.members.length) + household.extraGuests
}

/** The personal link: the site's public address with ?inbjudan=<code>, kept on every host of the site. */
export function invitationLink(siteUrl: string, code: string): string {
  const url = new URL(siteUrl)
  url.searchParams.set('inbjudan', code)
  return url.toString()
}
