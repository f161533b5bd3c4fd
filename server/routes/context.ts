import type { Config } from '../config.ts'
import type { Services } from '../container.ts'
import type { Access } from './access.ts'
import type { PublicLogin } from './public-login.ts'

export interface RateLimit {
  max: number
  timeWindow: number
}

export interface RateLimits {
  login: RateLimit
  reset: RateLimit
  register: RateLimit
  /** Wrong visitor passwords per address (right ones are not counted). */
  publicLogin: RateLimit
  /** Wrong visitor passwords per site from every address together: the bound on guessing. */
  publicLoginSite: RateLimit
  logs: RateLimit
  guestSubmit: RateLimit
  /** Gift reservations and cancels on one site from every address together (each hashes a password). */
  giftSite: RateLimit
  /** Each of the anonymous quick-start image calls (upload, crop). */
  quickStartUpload: RateLimit
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  reset: { max: 5, timeWindow: 15 * 60_000 },
  register: { max: 10, timeWindow: 60 * 60_000 },
  publicLogin: { max: 10, timeWindow: 60_000 },
  publicLoginSite: { max: 50, timeWindow: 60_000 },
  logs: { max: 60, timeWindow: 60_000 },
  // A family answering for each member from one phone, or a venue's shared Wi-Fi, stays below this.
  guestSubmit: { max: 30, timeWindow: 60_000 },
  // A wedding's guests reserve a few gifts a minute at their busiest; a flood of hashes does not pass.
  giftSite: { max: 60, timeWindow: 60_000 },
  // A visitor trying the editor uploads a handful of images; a script filling our storage does not stop there.
  quickStartUpload: { max: 60, timeWindow: 60 * 60_000 },
}

/** What every route module gets. */
export interface RouteContext {
  config: Config
  services: Services
  limits: RateLimits
  access: Access
  /** The password gate's login, shared by the JSON call and the gate's plain form post. */
  publicLogin: PublicLogin
}
