import { CLIENT_ERROR_SEVERITY } from '#domain/log-severity.ts'
import type { LogEntry } from '#domain/logs.ts'
import { postLog } from '#web/api/postLog.ts'

export const LOG_ORIGIN_ID = 'web-app'

// A broken page can throw in a loop; past this many entries per page load the rest are dropped.
const MAX_ENTRIES_PER_PAGE = 25
let written = 0

function clip(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text
}

function errorDetails(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack }
  if (typeof error === 'string') return { message: error }
  try {
    return { message: JSON.stringify(error) ?? String(error) }
  } catch {
    return { message: String(error) }
  }
}

/** The log entry for an error, clipped to what the server accepts (domain/logs.ts). */
export function logEntryFor(error: unknown, info?: string, siteData?: string): LogEntry {
  return {
    url: clip(location.href, 2000),
    severity: CLIENT_ERROR_SEVERITY,
    originId: LOG_ORIGIN_ID,
    userAgent: clip(navigator.userAgent, 1000),
    errorObject: clip(JSON.stringify(errorDetails(error)), 20_000),
    ...(info === undefined ? {} : { info: clip(info, 5000) }),
    ...(siteData === undefined ? {} : { siteData: clip(siteData, 50_000) }),
  }
}

/** Sends an error to the server log. Never throws: a failing log must not break the page. */
export async function logError(error: unknown, info?: string, siteData?: string): Promise<void> {
  if (written >= MAX_ENTRIES_PER_PAGE) return
  written += 1
  try {
    await postLog(logEntryFor(error, info, siteData))
    console.info('Wrote to log.')
  } catch {
    console.info('Failed to write to log.')
  }
}

/** For tests: starts counting entries afresh. */
export function resetLogLimit(): void {
  written = 0
}
