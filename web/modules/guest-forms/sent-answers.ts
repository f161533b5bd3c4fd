/**
 * The RSVP a guest sent, kept in this browser (localStorage) per site and module, so coming back
 * shows "you have answered" with the answers, and changing them replaces the stored answer: the
 * same group and its private token go with the change (issue 21). Storage may be missing or
 * refuse writes; then the private link is the way back.
 */
export interface SentAnswer {
  token: string
  groupIdentifier: string
  count: number
  guests: Record<string, string>[]
  sentAt: string
}

const keyOf = (siteId: string, moduleId: string) => `eventsite:guest-answer:${siteId}:${moduleId}`

export function readSentAnswer(siteId: string, moduleId: string): SentAnswer | null {
  try {
    const raw = window.localStorage.getItem(keyOf(siteId, moduleId))
    const value = raw ? (JSON.parse(raw) as Partial<SentAnswer>) : null
    if (
      !value ||
      typeof value.token !== 'string' ||
      typeof value.groupIdentifier !== 'string' ||
      !Array.isArray(value.guests) ||
      value.guests.length < 1
    )
      return null
    return { sentAt: '', ...value, count: value.guests.length } as SentAnswer
  } catch {
    return null
  }
}

export function writeSentAnswer(siteId: string, moduleId: string, answer: SentAnswer): void {
  try {
    window.localStorage.setItem(keyOf(siteId, moduleId), JSON.stringify(answer))
  } catch {
    // Not kept; the private link still opens the answer.
  }
}

/** A guest's private secret for one answer: whoever has it may see and change that answer. */
export function newAnswerToken(): string {
  const bytes = new Uint8Array(18)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The query parameter of the private link that opens an answer on any device. */
export const ANSWER_LINK_PARAM = 'svar'

/** The private link to the answer: the page in its language, the token, the module's anchor. */
export function privateAnswerLink(origin: string, language: string, token: string, anchor: string): string {
  return `${origin}/${encodeURIComponent(language)}?${ANSWER_LINK_PARAM}=${encodeURIComponent(token)}#${anchor}`
}
