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
