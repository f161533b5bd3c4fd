import { householdStatus } from '#domain/households/answer-status.ts'
import { type Household, invitationLink } from '#domain/households/household.ts'
import type { ListedHousehold } from '../services/households/households.service.ts'

/**
 * A household of the couple's guest list (issue 22), with its invitation link when the site has a
 * public address (`siteUrl`), its status from the answers given through that link, and the events
 * it is invited to (null: all).
 */
export function presentHousehold(
  { row, answers, eventAnswers }: ListedHousehold,
  siteUrl: string | null,
  events: string[] | null = null,
): Household {
  return {
    _id: row.id,
    name: row.name,
    members: JSON.parse(row.members),
    extraGuests: row.extra_guests,
    tags: JSON.parse(row.tags),
    note: row.note,
    code: row.code,
    answeredAt: row.answered_at,
    unsubscribedAt: row.unsubscribed_at,
    link: siteUrl ? invitationLink(siteUrl, row.code) : null,
    status: row.answered_at ? householdStatus(answers.map((a) => a.comes)) : 'none',
    answers,
    events,
    ...(eventAnswers ? { eventAnswers } : {}),
  }
}
