import { isLocalDevelopmentPort, normaliseHostname, toSiteHost } from '#domain/hosts.ts'
import type { AnalyticsEventName, AnalyticsEvents } from './analytics-events.ts'
import { logError } from './log.ts'

/** How often and how far apart the tracker looks for the analytics object (spec 000 section 9). */
export const ANALYTICS_LOOKUPS = 10
export const ANALYTICS_LOOKUP_INTERVAL_MS = 500
/** A browser with this cookie sends no events (spec 000 section 7), e.g. the team's own. */
export const IGNORE_TRACKING_COOKIE = 'ignoreTracking'

type Props = Record<string, string | number | boolean>
/** The function a Plausible-compatible script defines as window.plausible. */
type AnalyticsObject = (eventName: string, options?: { props?: Props }) => void

export interface TrackerEnvironment {
  /** ANALYTICS_URL from the boot data; undefined: tracking is off. */
  analyticsUrl: string | undefined
  location: Pick<Location, 'host'>
  cookie: () => string
  analyticsObject: () => AnalyticsObject | undefined
  sleep: (ms: number) => Promise<void>
  logError: (error: unknown, info: string) => unknown
}

export type Tracker = <N extends AnalyticsEventName>(eventName: N, data: AnalyticsEvents[N]) => Promise<void>

/** Local development: a local host name, or a port starting with 30 (spec 000 section 2). */
export function isLocalDevelopment(location: Pick<Location, 'host'>): boolean {
  const port = /:(\d+)$/.exec(location.host)?.[1]
  return isLocalDevelopmentPort(port) || toSiteHost(normaliseHostname(location.host)).local
}

function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === name)
}

/**
 * Whether this page sends events. Local development sends none, so developers do not count as
 * customers; except when the analytics server is itself local (a developer runs Plausible next to
 * the product to try it out, as the end-to-end test does), because then nothing can leak into
 * the real figures.
 */
export function trackingEnabled(
  env: Pick<TrackerEnvironment, 'analyticsUrl' | 'location' | 'cookie'>,
): boolean {
  if (!env.analyticsUrl) return false
  if (hasCookie(env.cookie(), IGNORE_TRACKING_COOKIE)) return false
  if (!isLocalDevelopment(env.location)) return true
  return isLocalDevelopment(new URL(env.analyticsUrl))
}

/**
 * track(eventName, data): waits for the analytics script's object, up to 10 looks 500 ms apart,
 * then sends the event. A missing object or a throwing call is logged with severity 3 and never
 * reaches the caller: analytics must not break a save or a payment.
 */
export function createTracker(env: TrackerEnvironment): Tracker {
  if (!trackingEnabled(env)) return async () => {}
  return async (eventName, data) => {
    try {
      let analytics = env.analyticsObject()
      for (let look = 1; !analytics && look < ANALYTICS_LOOKUPS; look += 1) {
        await env.sleep(ANALYTICS_LOOKUP_INTERVAL_MS)
        analytics = env.analyticsObject()
      }
      if (!analytics) {
        throw new Error(
          `Analytics object missing after ${ANALYTICS_LOOKUPS} lookups; event '${eventName}' not sent`,
        )
      }
      analytics(eventName, { props: data as Props })
    } catch (error) {
      await env.logError(error, `analytics event ${eventName}`)
    }
  }
}

let tracker: Tracker = async () => {}

/** Sends an analytics event from anywhere in the owner app; does nothing until started. */
export function track<N extends AnalyticsEventName>(eventName: N, data: AnalyticsEvents[N]): void {
  void tracker(eventName, data)
}

/**
 * Starts tracking on the owner app (never called on guest pages): loads the analytics server's
 * script when tracking is on. A script that fails to load is logged; the page goes on as before.
 */
export function startAnalytics(
  settings: { analyticsUrl: string | undefined; domain: string },
  page: Window & { plausible?: AnalyticsObject },
): void {
  const env: TrackerEnvironment = {
    analyticsUrl: settings.analyticsUrl,
    location: page.location,
    cookie: () => page.document.cookie,
    analyticsObject: () => page.plausible,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    logError,
  }
  tracker = createTracker(env)
  if (!settings.analyticsUrl || !trackingEnabled(env)) return
  const script = page.document.createElement('script')
  script.defer = true
  script.src = `${settings.analyticsUrl}/js/script.js`
  script.dataset.domain = settings.domain
  script.dataset.api = `${settings.analyticsUrl}/api/event`
  script.addEventListener('error', () => {
    void logError(new Error(`Analytics script failed to load: ${script.src}`), 'analytics script')
  })
  page.document.head.append(script)
}
