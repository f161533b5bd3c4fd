import { logError } from './log.ts'

/** Logs errors that nothing else caught. Returns a function that removes the listeners. */
export function logUncaughtErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    void logError(event.error ?? event.message, 'window error')
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    void logError(event.reason, 'unhandled rejection')
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
