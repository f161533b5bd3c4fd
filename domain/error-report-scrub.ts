// Shared by the server's and the owner app's error reporting (Sentry-compatible `beforeSend`), so
// both send the same nothing-personal report. Pure and dependency-free.

export const SCRUBBED = '[scrubbed]'

const MAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi
// Keys whose values are personal or secret wherever they appear: credentials, cookies, mail
// addresses, guest answers and names, request bodies.
const SENSITIVE_KEY =
  /pass(word)?|secret|token|cookie|authori[sz]ation|e-?mail|^mail|answer|guest|rsvp|submission|phone|^body$|^data$|^name$|username|ip_address/i
// The same names as query parameters in a URL or a query string.
const SENSITIVE_PARAM = /((?:^|[?&;])(?:[^=&#\s]*(?:pass|secret|token|mail|answer)[^=&#\s]*)=)[^&#\s]*/gi

/** A text with every mail address and every sensitive query value replaced. */
export function scrubText(text: string): string {
  return text.replace(MAIL, '[mail]').replace(SENSITIVE_PARAM, `$1${SCRUBBED}`)
}

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (depth > 12 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = SENSITIVE_KEY.test(key) ? SCRUBBED : scrubValue(item, depth + 1)
  }
  return out
}

interface ReportShape {
  user?: unknown
  request?: unknown
  breadcrumbs?: { category?: string }[]
}

/**
 * An error report without personal data: no user but an id, no request body, cookies or headers
 * beyond the harmless ones, no console breadcrumbs (they may print anything), and every mail
 * address, password, token or guest answer left anywhere else replaced.
 */
export function scrubErrorReport<T extends object>(report: T): T {
  const copy = { ...report } as T & ReportShape
  const user = copy.user as { id?: unknown } | undefined
  if (user) copy.user = user.id === undefined ? undefined : { id: user.id }
  if (copy.request && typeof copy.request === 'object') {
    const { url, method, query_string } = copy.request as Record<string, unknown>
    copy.request = { url, method, query_string }
  }
  if (copy.breadcrumbs) copy.breadcrumbs = copy.breadcrumbs.filter((b) => b.category !== 'console')
  return scrubValue(copy, 0) as T
}

/**
 * The SDKs' own collection settings (Sentry `dataCollection`): collect no user details, cookies,
 * headers, bodies or query values in the first place; scrubErrorReport catches what else slips in.
 */
export const NO_PERSONAL_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [],
  urlQueryParams: false,
} as const
