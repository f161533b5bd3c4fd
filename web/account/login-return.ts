import { paths } from '#web/app/paths.ts'

/** The login page's query parameter naming the app path to come back to after logging in. */
export const RETURN_PARAM = 'tillbaka'

/** The login page that returns to `path` (an app path with its query) after logging in. */
export function loginReturningTo(path: string): string {
  return `${paths.login}?${RETURN_PARAM}=${encodeURIComponent(path)}`
}

/** A path to return to, only when it stays in this app: no other origin, no protocol-relative //. */
export function returnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}
