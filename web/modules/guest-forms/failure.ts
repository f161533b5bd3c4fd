import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { ApiError } from '#web/api/http.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import type { GuestTexts } from './texts.ts'

/** No answer came at all (offline, a dropped connection): the browser's own text says nothing useful. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0
  return error instanceof TypeError
}

/**
 * What to tell a guest under a failure's title: that what was typed is kept and to try again when
 * the network failed, else the server's explanation in the guest's language.
 */
export function failureDetail(error: unknown, language: InterfaceLanguage, t: GuestTexts): string {
  return isNetworkFailure(error) ? t.networkKept : serverMessage(error, language)
}
