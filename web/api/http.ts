import { type ErrorResponse, isErrorResponse } from '#domain/errors.ts'

/** A failed API call: carries the HTTP status and the server's error body when there is one. */
export class ApiError extends Error {
  readonly status: number
  readonly response: ErrorResponse | undefined

  constructor(status: number, response: ErrorResponse | undefined, fallback: string) {
    super(response?.message ?? fallback)
    this.name = 'ApiError'
    this.status = status
    this.response = response
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * The one place the web client talks HTTP. Same-origin, cookies included; JSON in and out.
 * A network failure becomes an ApiError with status 0 so callers handle one error type.
 */
export async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch (err) {
    throw new ApiError(0, undefined, err instanceof Error ? err.message : 'Network error')
  }
  const text = await res.text()
  let data: unknown
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    data = undefined
  }
  if (!res.ok) throw new ApiError(res.status, isErrorResponse(data) ? data : undefined, `HTTP ${res.status}`)
  return data as T
}
