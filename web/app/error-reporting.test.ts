import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/api/http.ts'

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }))
vi.mock('@sentry/browser', () => sentry)

type Module = typeof import('./error-reporting.ts')
let reporting: Module

beforeEach(async () => {
  vi.resetModules()
  sentry.init.mockReset()
  sentry.captureException.mockReset()
  reporting = await import('./error-reporting.ts')
})
afterEach(() => vi.restoreAllMocks())

describe('client error reporting', () => {
  it('loads and sends nothing without a DSN', async () => {
    reporting.reportError(new Error('early'))
    await reporting.startErrorReporting(undefined, 'production')
    reporting.reportError(new Error('late'))
    expect(sentry.init).not.toHaveBeenCalled()
    expect(sentry.captureException).not.toHaveBeenCalled()
  })

  it('reports errors thrown before the SDK loaded, then each new one', async () => {
    const early = new Error('early')
    reporting.reportError(early)
    await reporting.startErrorReporting('https://key@errors.example.se/2', 'production')
    expect(sentry.captureException).toHaveBeenCalledWith(early)
    const late = new Error('late')
    reporting.reportError(late)
    expect(sentry.captureException).toHaveBeenLastCalledWith(late)
  })

  it('does not report a 403', async () => {
    await reporting.startErrorReporting('https://key@errors.example.se/2', 'production')
    reporting.reportError(new ApiError(403, undefined, 'HTTP 403'))
    expect(sentry.captureException).not.toHaveBeenCalled()
    reporting.reportError(new ApiError(500, undefined, 'HTTP 500'))
    expect(sentry.captureException).toHaveBeenCalledTimes(1)
  })

  it('scrubs every event and drops console breadcrumbs, and leaves window handlers to global-errors', async () => {
    await reporting.startErrorReporting('https://key@errors.example.se/2', 'production')
    const options = sentry.init.mock.calls[0]?.[0]
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example.se/2',
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [] },
    })
    const event = { message: 'Failed for anna@example.se', user: { email: 'anna@example.se', id: 'a1' } }
    expect(options.beforeSend(event)).toEqual({ message: 'Failed for [mail]', user: { id: 'a1' } })
    expect(options.beforeBreadcrumb({ category: 'console', message: 'x' })).toBeNull()
    const names = options
      .integrations([{ name: 'GlobalHandlers' }, { name: 'Dedupe' }])
      .map((i: { name: string }) => i.name)
    expect(names).toEqual(['Dedupe'])
  })
})
