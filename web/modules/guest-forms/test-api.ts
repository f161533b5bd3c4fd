import { vi } from 'vitest'

export interface Call {
  method: string
  url: string
  body: unknown
  at: number
}

type Reply = { status?: number; json?: unknown } | Promise<{ status?: number; json?: unknown }>
type Handler = (call: Call) => Reply

/**
 * A fake of the guest API for component tests: fetch is stubbed, every call is recorded and
 * answered by the first route whose 'METHOD /path-prefix' matches; anything else answers 404.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, url, body, at: Date.now() }
    calls.push(call)
    const route = Object.keys(routes).find((r) => {
      const [m, prefix] = r.split(' ')
      return m === method && prefix !== undefined && url.startsWith(prefix)
    })
    const reply = route ? await routes[route]?.(call) : { status: 404, json: notFound }
    const status = reply?.status ?? 200
    return new Response(reply?.json === undefined ? '' : JSON.stringify(reply.json), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return {
    calls,
    fetch,
    of: (method: string, prefix: string) =>
      calls.filter((c) => c.method === method && c.url.startsWith(prefix)),
  }
}

const notFound = {
  isErrorResponse: true,
  errorDescription: { sv: 'Finns inte', en: 'Not found', da: 'Findes ikke' },
  message: 'Not found',
}

/** An error body as the server sends it. */
export function errorBody(en: string, fields?: Record<string, string>) {
  return {
    isErrorResponse: true,
    errorDescription: { sv: `sv: ${en}`, en, da: `da: ${en}` },
    message: en,
    ...(fields ? { fields } : {}),
  }
}
