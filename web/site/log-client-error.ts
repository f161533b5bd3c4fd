import { CLIENT_ERROR_SEVERITY } from '#domain/log-severity.ts'
import type { LogEntry } from '#domain/logs.ts'
import { postLog } from '#web/api/postLog.ts'

function errorText(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ''}`
  try {
    return JSON.stringify(error)
  } catch {
    return String(error)
  }
}

/**
 * Sends a client error of the public page to POST /api/logs/. Never throws: a page that is already
 * showing an error must not fail again because the log could not be written.
 */
export async function logClientError(error: unknown, info: string): Promise<void> {
  const entry: LogEntry = {
    url: location.href.slice(0, 2000),
    severity: CLIENT_ERROR_SEVERITY,
    originId: 'public-site',
    userAgent: navigator.userAgent.slice(0, 1000),
    errorObject: errorText(error).slice(0, 20_000),
    info: info.slice(0, 5000),
  }
  try {
    await postLog(entry)
    console.info('Wrote to log.')
  } catch {
    console.warn('Failed to write to log.')
  }
}
