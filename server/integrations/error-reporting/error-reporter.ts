import type { FastifyInstance, FastifyRequest } from 'fastify'
import { NO_PERSONAL_DATA_COLLECTION, scrubErrorReport } from '#domain/error-report-scrub.ts'
import type { Config } from '../../config.ts'

/** Sends server errors (5xx) to a Sentry-compatible service: Sentry, or a self-hosted GlitchTip. */
export interface ErrorReporter {
  report(error: unknown, request: FastifyRequest): void
}

const NOTHING: ErrorReporter = { report: () => {} }

/**
 * The reporter of ERROR_REPORTING_DSN through the official Node SDK, or one that sends nothing when
 * it is unset (the SDK is not even loaded then). Only the request's method and path go along:
 * no headers, cookies, body or query, and the report is scrubbed before it leaves.
 */
export async function createErrorReporter(
  config: Pick<Config, 'ERROR_REPORTING_DSN' | 'NODE_ENV'>,
  app: FastifyInstance,
): Promise<ErrorReporter> {
  if (!config.ERROR_REPORTING_DSN) return NOTHING
  const Sentry = await import('@sentry/node')
  // Without the default integrations the SDK patches no module and traces nothing: this is
  // reporting of the errors handed to it, not performance monitoring.
  Sentry.initWithoutDefaultIntegrations({
    dsn: config.ERROR_REPORTING_DSN,
    environment: config.NODE_ENV,
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    dataCollection: { ...NO_PERSONAL_DATA_COLLECTION, httpBodies: [] },
    beforeSend: (event) => scrubErrorReport(event),
  })
  app.addHook('onClose', async () => void (await Sentry.flush(2000)))
  return {
    report(error, request) {
      Sentry.withScope((scope) => {
        scope.setContext('request', { method: request.method, path: request.url.split('?')[0] })
        Sentry.captureException(error)
      })
    },
  }
}
