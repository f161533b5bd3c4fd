import { z } from 'zod'
import { INVITE_CODE_PATTERN } from './invite-code.ts'
import type { ReminderLanguage } from './messages.ts'

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

/** A household as the owner sees it (GET/POST/PUT /api/sites/{siteId}/households). */
export interface Household {
  _id: string
  name: string
  members: Member[]
  extraGuests: number
  tags: string[]
  note: string
  code: string
  answeredAt: string | null
  /** Set when the household followed the unsubscribe link of a reminder: no more mail to it. */
  unsubscribedAt: string | null
  /** The personal invitation link on the site's public address; null while the site has none. */
  link: string | null
  /** What its answers say: yes when anyone comes. */
  status: 'yes' | 'no' | 'none'
  /** Who answered what and when (guests of the RSVP answers given through its link). */
  answers: HouseholdAnswer[]
}

export interface HouseholdAnswer {
  guestName: string
  comes: boolean | null
  answeredAt: string
}

/** What a personal link shows the guest (GET /api/sites/{siteId}/invitations/{code}). */
export interface Invitation {
  name: string
  members: { name: string }[]
  guestLimit: number
  answeredAt: string | null
  /**
   * The household's answer to each RSVP it answered (issue 30): one per RSVP, whichever device
   * sent it, so every device of the link shows the same answer. Only the link's holder sees it.
   */
  answers?: InvitationAnswer[]
}

export interface InvitationAnswer {
  formId: string
  groupIdentifier: string
  /** Each guest's answers by question id. */
  guests: Record<string, string>[]
  answeredAt: string
}

/** One reminder send in the guest list's log (GET /api/sites/{siteId}/households/reminders). */
export interface SendLogEntry {
  _id: string
  createdAt: string
  audience: string
  subject: string
  recipients: { householdName: string; to: string; queuedAt: string | null }[]
}

export interface HouseholdsResponse {
  households: Household[]
  /** Whether an RSVP without an invitation code is refused on this site. */
  requireCode: boolean
  /** The site's languages a reminder can be written in, the site's first language first. */
  reminderLanguages: ReminderLanguage[]
}

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
