import { NO_PERSONAL_DATA_COLLECTION, scrubErrorReport } from '#domain/error-report-scrub.ts'
import { errorStatus } from '#web/api/serverMessage.ts'

type Capture = (error: unknown) => void

// Errors thrown before the SDK has loaded wait here, so an early crash is still reported.
let pending: unknown[] | null = []
let capture: Capture | null = null
const MAX_PENDING = 20

/**
 * Reports an unhandled error to the error-reporting service (ERROR_REPORTING_DSN), scrubbed of
 * personal data. A 403 only means "log in" and is not reported (spec 002 section 6). Without a DSN
 * nothing is sent and nothing is kept.
 */
export function reportError(error: unknown): void {
  if (errorStatus(error) === 403) return
  if (capture) capture(error)
  else if (pending && pending.length < MAX_PENDING) pending.push(error)
}

/**
 * Starts error reporting in the owner app when a DSN is configured. The SDK is a chunk of its own,
 * loaded only then, so neither the public page nor an owner app without a DSN carries it.
 */
export async function startErrorReporting(dsn: string | undefined, environment: string): Promise<void> {
  if (!dsn) {
    pending = null
    return
  }
  const Sentry = await import('@sentry/browser')
  Sentry.init({
    dsn,
    environment,
    dataCollection: { ...NO_PERSONAL_DATA_COLLECTION, httpBodies: [] },
    // global-errors.ts hands every unhandled error to reportError, which also reaches the log
    // call; the SDK's own window handlers would report each one twice.
    integrations: (defaults) => defaults.filter((i) => i.name !== 'GlobalHandlers'),
    beforeSend: (event) => scrubErrorReport(event),
    beforeBreadcrumb: (crumb) => (crumb.category === 'console' ? null : crumb),
  })
  capture = (error) => void Sentry.captureException(error)
  for (const error of pending ?? []) capture(error)
  pending = null
}
