// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_LOOKUP_INTERVAL_MS,
  createTracker,
  isLocalDevelopment,
  startAnalytics,
  type TrackerEnvironment,
  track,
  trackingEnabled,
} from './analytics.ts'
import { resetLogLimit } from './log.ts'

const PRODUCTION = { host: 'brollopssida.se' }

function environment(overrides: Partial<TrackerEnvironment> = {}) {
  const analytics = vi.fn()
  const env = {
    analyticsUrl: 'https://plausible.example.se',
    location: PRODUCTION,
    cookie: () => '',
    analyticsObject: vi.fn(() => analytics),
    sleep: vi.fn(async () => {}),
    logError: vi.fn(),
    ...overrides,
  }
  return { env, analytics }
}

describe('when tracking is on', () => {
  it('is off without ANALYTICS_URL, and then sends nothing and logs nothing', async () => {
    const { env, analytics } = environment({ analyticsUrl: undefined })
    await createTracker(env)('Site saved', {})
    expect(env.analyticsObject).not.toHaveBeenCalled()
    expect(analytics).not.toHaveBeenCalled()
    expect(env.logError).not.toHaveBeenCalled()
  })

  it('is off with an ignoreTracking cookie', () => {
    const { env } = environment({ cookie: () => 'a=1; ignoreTracking=true; b=2' })
    expect(trackingEnabled(env)).toBe(false)
    expect(trackingEnabled({ ...env, cookie: () => 'notignoreTracking=1' })).toBe(true)
  })

  it('knows local development by a local name or a port starting with 30', () => {
    expect(isLocalDevelopment({ host: 'brollopssida.localhost:5173' })).toBe(true)
    expect(isLocalDevelopment({ host: 'example.se:3077' })).toBe(true)
    expect(isLocalDevelopment({ host: 'brollopssida.se' })).toBe(false)
    expect(isLocalDevelopment({ host: 'example.se:8030' })).toBe(false)
  })

  it('is off in local development, unless the analytics server is local too', () => {
    const local = { host: 'brollopssida.localhost:3000' }
    expect(trackingEnabled(environment({ location: local }).env)).toBe(false)
    expect(trackingEnabled(environment({ location: { host: 'example.se:3001' } }).env)).toBe(false)
    const both = environment({ location: local, analyticsUrl: 'http://127.0.0.1:3091' }).env
    expect(trackingEnabled(both)).toBe(true)
    expect(trackingEnabled(environment().env)).toBe(true)
  })
})

describe('track', () => {
  it('sends the event with its data as props', async () => {
    const { env, analytics } = environment()
    await createTracker(env)('Responses exported', { kind: 'rsvp' })
    expect(analytics).toHaveBeenCalledWith('Responses exported', { props: { kind: 'rsvp' } })
    expect(env.sleep).not.toHaveBeenCalled()
  })

  it('looks again every 500 ms until the analytics object appears', async () => {
    const analytics = vi.fn()
    let looks = 0
    const { env } = environment({ analyticsObject: () => (++looks >= 4 ? analytics : undefined) })
    await createTracker(env)('Site saved', {})
    expect(looks).toBe(4)
    expect(env.sleep).toHaveBeenCalledTimes(3)
    expect(env.sleep).toHaveBeenCalledWith(ANALYTICS_LOOKUP_INTERVAL_MS)
    expect(analytics).toHaveBeenCalledTimes(1)
    expect(env.logError).not.toHaveBeenCalled()
  })

  it('gives up after 10 looks and logs an error', async () => {
    const analyticsObject = vi.fn(() => undefined)
    const { env } = environment({ analyticsObject })
    await createTracker(env)('Wizard step', { step: 2 })
    expect(analyticsObject).toHaveBeenCalledTimes(10)
    expect(env.sleep).toHaveBeenCalledTimes(9)
    expect(env.logError).toHaveBeenCalledTimes(1)
    const [error, info] = vi.mocked(env.logError).mock.calls[0] as unknown as [Error, string]
    expect(error.message).toMatch(/Analytics object missing after 10 lookups/)
    expect(info).toBe('analytics event Wizard step')
  })

  it('logs a throwing analytics call and does not throw itself', async () => {
    const { env } = environment({
      analyticsObject: () => () => {
        throw new Error('blocked')
      },
    })
    await expect(createTracker(env)('Card ordered', { quantity: 30 })).resolves.toBeUndefined()
    expect(env.logError).toHaveBeenCalledWith(new Error('blocked'), 'analytics event Card ordered')
  })
})

describe('startAnalytics on the owner app', () => {
  const page = window as Window & { plausible?: unknown }
  let fetch: ReturnType<typeof vi.fn>

  beforeEach(() => {
    resetLogLimit()
    vi.spyOn(console, 'info').mockImplementation(() => {})
    fetch = vi.fn(async () => new Response('{}', { status: 201 }))
    vi.stubGlobal('fetch', fetch)
    for (const script of document.querySelectorAll('script')) script.remove()
    delete page.plausible
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  // jsdom's page is http://localhost:3000/: local development, so a local analytics server is used.
  const LOCAL_SERVER = 'http://127.0.0.1:3091'

  it('loads the script from the analytics server with the brand domain', () => {
    startAnalytics({ analyticsUrl: LOCAL_SERVER, domain: 'brollopssida.se' }, window)
    const script = document.querySelector('script') as HTMLScriptElement
    expect(script.src).toBe(`${LOCAL_SERVER}/js/script.js`)
    expect(script.dataset.domain).toBe('brollopssida.se')
    expect(script.dataset.api).toBe(`${LOCAL_SERVER}/api/event`)
  })

  it('loads nothing without ANALYTICS_URL or when tracking is off', () => {
    startAnalytics({ analyticsUrl: undefined, domain: 'brollopssida.se' }, window)
    startAnalytics({ analyticsUrl: 'https://plausible.example.se', domain: 'brollopssida.se' }, window)
    expect(document.querySelector('script')).toBeNull()
  })

  it('logs a script that fails to load with severity 3 through POST /api/logs/', async () => {
    startAnalytics({ analyticsUrl: LOCAL_SERVER, domain: 'brollopssida.se' }, window)
    document.querySelector('script')?.dispatchEvent(new Event('error'))
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled())
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(path).toBe('/api/logs/')
    expect(JSON.parse(String(init.body))).toMatchObject({ severity: 3, info: 'analytics script' })
  })

  it('track sends through window.plausible, and logs through POST /api/logs/ when it never comes', async () => {
    vi.useFakeTimers()
    startAnalytics({ analyticsUrl: LOCAL_SERVER, domain: 'brollopssida.se' }, window)
    const plausible = vi.fn()
    page.plausible = plausible
    track('Site saved', {})
    await vi.advanceTimersByTimeAsync(0)
    expect(plausible).toHaveBeenCalledWith('Site saved', { props: {} })

    delete page.plausible
    track('Site saved', {})
    await vi.advanceTimersByTimeAsync(9 * ANALYTICS_LOOKUP_INTERVAL_MS - 1)
    expect(fetch).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))
    expect(body).toMatchObject({ severity: 3, info: 'analytics event Site saved' })
  })
})
