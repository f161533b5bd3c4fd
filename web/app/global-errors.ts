import { reportError } from './error-reporting.ts'
import { logError } from './log.ts'

/**
 * Logs errors that nothing else caught, and reports them to the error-reporting service.
 * Returns a function that removes the listeners.
 */
export function logUncaughtErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    const error = event.error ?? event.message
    void logError(error, 'window error')
    reportError(error)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    void logError(event.reason, 'unhandled rejection')
    reportError(event.reason)
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
