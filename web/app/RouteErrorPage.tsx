import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { reportError } from './error-reporting.ts'
import { FallbackErrorPage } from './FallbackErrorPage.tsx'
import { logError } from './log.ts'
import { NotFoundPage } from './NotFoundPage.tsx'

const logged = new WeakSet<object>()

/** The router's error element: render errors and failed chunk loads inside any route end here. */
export function RouteErrorPage() {
  const error = useRouteError()
  const notFound = isRouteErrorResponse(error) && error.status === 404

  useEffect(() => {
    if (notFound) return
    // Strict mode runs effects twice; an error object is logged once.
    if (typeof error === 'object' && error !== null) {
      if (logged.has(error)) return
      logged.add(error)
    }
    void logError(error, 'route error')
    reportError(error)
  }, [error, notFound])

  return notFound ? <NotFoundPage /> : <FallbackErrorPage />
}
