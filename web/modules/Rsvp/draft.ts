import { readDraft } from '../guest-forms/drafts.ts'

/** What an RSVP keeps in sessionStorage until it is sent: the count chosen and each guest's answers. */
export interface RsvpDraft {
  count: number
  guests: Record<string, string>[]
}

/** The count of an unsent RSVP left on this page before a reload, within the module's choices. */
export function draftCount(siteId: string, moduleId: string, max: number): number | null {
  const count = readDraft<Partial<RsvpDraft>>(siteId, moduleId)?.count
  return typeof count === 'number' && Number.isInteger(count) && count >= 1 ? Math.min(count, max) : null
}
