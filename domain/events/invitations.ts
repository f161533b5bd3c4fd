import { z } from 'zod'
import { MAX_HOUSEHOLDS_PER_SITE } from '../households/household.ts'
import { MAX_EVENTS_PER_SITE } from './event.ts'

const ids = (max: number) => z.array(z.string().min(1).max(100)).max(max)

/**
 * Who is invited to what (PUT /api/sites/{siteId}/events/invitations, issue 32 item 2): these
 * households are invited to exactly `eventIds`; null invites them to every event, now and later.
 * An empty list is refused: a household is invited to one event at least.
 */
export const invitationsInputSchema = z.object({
  householdIds: ids(MAX_HOUSEHOLDS_PER_SITE).min(1, 'Välj minst ett hushåll'),
  eventIds: ids(MAX_EVENTS_PER_SITE)
    .min(1, 'Välj minst en händelse')
    .refine((list) => new Set(list).size === list.length, 'Ett id finns två gånger')
    .nullable(),
})
export type InvitationsInput = z.infer<typeof invitationsInputSchema>

/** What the call answers: each household named with the events it is now invited to (null: all). */
export const invitationsResponseSchema = z.object({
  households: z.array(z.object({ _id: z.string(), events: z.array(z.string()).nullable() })),
})
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>

/**
 * The events a household is invited to as the guest list shows them: null (every event, now and
 * later) when it has no rows; otherwise the current events its rows name, in the programme's order
 * (rows of deleted events drop out).
 */
export function invitedEventIds(
  rows: readonly string[] | undefined,
  currentIds: readonly string[],
): string[] | null {
  if (!rows || rows.length === 0) return null
  const named = new Set(rows)
  return currentIds.filter((id) => named.has(id))
}

/** Whether a household with `events` (null: all) is invited to `eventId`. */
export function isInvited(events: readonly string[] | null | undefined, eventId: string): boolean {
  return !events || events.includes(eventId)
}
