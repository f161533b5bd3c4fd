/** The error response body of every failed API call (spec 000 section 3). */
export interface ErrorResponse {
  isErrorResponse: true
  /** The same message per interface language; sv always present. */
  errorDescription: { sv: string; en?: string; da?: string }
  message: string
  /** Field-level messages of a rejected body, keyed by dotted path. */
  fields?: Record<string, string>
}

export function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && (value as ErrorResponse).isErrorResponse === true
}
