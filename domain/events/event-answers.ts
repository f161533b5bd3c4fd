// Zod-free: the responses viewer counts with it in the browser, osa.xlsx on the server.
import type { Text } from '../site/lookup-text.ts'

/** An event as the owner's answers are laid out by it; a deleted one keeps its answers (issue 32). */
export interface EventColumn {
  id: string
  title: Text
  deleted: boolean
}

/** One guest's answer per event: yes, no, or null for an event they are invited to and did not answer. */
export type GuestEventAnswers = Record<string, 'yes' | 'no' | null>

export interface EventCount {
  eventId: string
  yes: number
  no: number
  notAnswered: number
}

/** Per event, how many guests answered yes, no, or nothing though invited (issue 32, item 5). */
export function eventCounts(
  eventIds: readonly string[],
  guests: readonly { events?: GuestEventAnswers | undefined }[],
): EventCount[] {
  return eventIds.map((eventId) => {
    const count = { eventId, yes: 0, no: 0, notAnswered: 0 }
    for (const guest of guests) {
      if (!guest.events || !(eventId in guest.events)) continue
      const answer = guest.events[eventId]
      if (answer === 'yes') count.yes += 1
      else if (answer === 'no') count.no += 1
      else count.notAnswered += 1
    }
    return count
  })
}
