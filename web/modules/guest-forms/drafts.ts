/**
 * Answers a guest has typed but not sent yet, kept in sessionStorage per site and module so a
 * reload on a flaky connection brings them back. sessionStorage may be missing or refuse writes
 * (private modes, full quota): then drafts are simply not kept.
 */
export function draftKey(siteId: string, moduleId: string): string {
  return `eventsite:guest-draft:${siteId}:${moduleId}`
}

export function readDraft<T>(siteId: string, moduleId: string): T | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(siteId, moduleId))
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function writeDraft(siteId: string, moduleId: string, draft: unknown): void {
  try {
    window.sessionStorage.setItem(draftKey(siteId, moduleId), JSON.stringify(draft))
  } catch {
    // Not kept; the answers are still on the page.
  }
}

export function clearDraft(siteId: string, moduleId: string): void {
  try {
    window.sessionStorage.removeItem(draftKey(siteId, moduleId))
  } catch {
    // Nothing to clear.
  }
}

/**
 * The id of the answer being written, kept with its draft until it is sent: every retry of one
 * answer (and a send after a reload) carries the same id, so the server stores it once.
 */
export function draftGroupIdentifier(draft: unknown): string | null {
  const id = (draft as { groupIdentifier?: unknown } | null)?.groupIdentifier
  return typeof id === 'string' && id !== '' ? id : null
}

/** The private answer token kept with a draft (issue 21). */
export function draftAnswerToken(draft: unknown): string | null {
  const token = (draft as { answerToken?: unknown } | null)?.answerToken
  return typeof token === 'string' && token.length >= 16 ? token : null
}

export function withGroupIdentifier(draft: unknown, groupIdentifier: string): unknown {
  return { ...(draft as object), groupIdentifier }
}

/**
 * How one kind of guest form keeps its draft: the guests' answers and, for the view after a
 * reload, how many guests were being answered for (null when nothing was kept).
 */
export interface DraftFormat {
  write(count: number, guests: Record<string, string>[]): unknown
  guests(draft: unknown): Record<string, string>[]
  count(draft: unknown, max: number): number | null
}

/** A group answer keeps the count chosen and each guest's answers. */
export const groupDraft: DraftFormat = {
  write: (count, guests) => ({ count, guests }),
  guests: (draft) => (draft as { guests?: Record<string, string>[] } | null)?.guests ?? [],
  count: (draft, max) => {
    const count = (draft as { count?: unknown } | null)?.count
    return typeof count === 'number' && Number.isInteger(count) && count >= 1 ? Math.min(count, max) : null
  },
}

/** A one-guest answer keeps only the answers typed. */
export const singleDraft: DraftFormat = {
  write: (_count, guests) => ({ answers: guests[0] ?? {} }),
  guests: (draft) => [(draft as { answers?: Record<string, string> } | null)?.answers ?? {}],
  count: (draft) => {
    const answers = (draft as { answers?: unknown } | null)?.answers
    return typeof answers === 'object' && answers !== null && Object.keys(answers).length > 0 ? 1 : null
  },
}
