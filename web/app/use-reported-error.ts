import { useEffect, useRef } from 'react'
import { errorStatus } from '#web/api/serverMessage.ts'
import { useShowError } from './ErrorDialogProvider.tsx'
import { logError } from './log.ts'

/**
 * Shows a failure in the error dialog and logs it, once per error (effects run twice in strict
 * mode). A 403 only means "log in", so it is not logged.
 */
export function useReportedError(error: unknown, logInfo: string): void {
  const showError = useShowError()
  const reported = useRef<unknown>(null)
  useEffect(() => {
    if (!error || reported.current === error) return
    reported.current = error
    showError(error)
    if (errorStatus(error) !== 403) void logError(error, logInfo)
  }, [error, logInfo, showError])
}
