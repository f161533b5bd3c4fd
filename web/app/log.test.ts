// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logError, resetLogLimit } from './log.ts'

beforeEach(() => {
  resetLogLimit()
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('logError', () => {
  it('posts the error with severity 3 and says it wrote to the log', async () => {
    const fetch = vi.fn(async () => new Response('{"ok":true}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    const error = new Error('Boom')
    await logError(error, 'while testing')
    expect(fetch).toHaveBeenCalledTimes(1)
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/logs/')
    expect(init.method).toBe('POST')
    const body = JSON.parse(String(init.body))
    expect(body).toMatchObject({
      url: location.href,
      severity: 3,
      originId: 'web-app',
      userAgent: navigator.userAgent,
      info: 'while testing',
    })
    expect(JSON.parse(body.errorObject)).toEqual({ message: 'Boom', stack: error.stack })
    expect(console.info).toHaveBeenCalledWith('Wrote to log.')
  })

  it('never throws and says so when the log call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(logError('text error')).resolves.toBeUndefined()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    )
    await expect(logError(undefined)).resolves.toBeUndefined()
    expect(console.info).toHaveBeenCalledWith('Failed to write to log.')
    expect(console.info).not.toHaveBeenCalledWith('Wrote to log.')
  })
})
