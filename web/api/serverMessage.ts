import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { ApiError } from './http.ts'

/**
 * What the server said about a failure, for showing under a translated message: the error
 * description in the interface language (Swedish when missing), else the message, else the
 * error's own text.
 */
export function serverMessage(error: unknown, language: InterfaceLanguage): string {
  if (error instanceof ApiError && error.response) {
    const { errorDescription, message } = error.response
    return errorDescription[language] || errorDescription.sv || message || error.message
  }
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : ''
}

/** The HTTP status of a failed call; undefined for anything that is not an API error. */
export function errorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status
  }
  return undefined
}
