import { createHmac, timingSafeEqual } from 'node:crypto'
import { errors } from '../http/errors.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'

/**
 * Every authorisation rule about sites. Anonymous callers get 401 before anything about the site
 * is revealed; a logged-in stranger gets 403.
 */
export const sitePolicy = {
  requireAccount(account: AccountRow | undefined): AccountRow {
    if (!account) throw errors.notLoggedIn()
    return account
  },

  /** Returns the site when the account owns it. */
  owned(account: AccountRow | undefined, site: SiteRow | undefined): SiteRow {
    if (!account) throw errors.notLoggedIn()
    if (!site) throw errors.siteNotFound()
    if (site.account_id !== account.id) throw errors.forbidden()
    return site
  },

  /** Guests see a site's content only when it is published (active). */
  isPublished(site: SiteRow | undefined): site is SiteRow {
    return !!site && site.active === 1
  },

  /**
   * A guest action (answer, reservation) is allowed on a published site, and on a protected one
   * only with the visitor cookie that the site password gives.
   */
  guestSite(site: SiteRow | undefined, visitorCookie: string | undefined, secret: string): SiteRow {
    if (!sitePolicy.isPublished(site)) throw errors.siteNotFound()
    if (!sitePolicy.canSeeContent(site, visitorCookie, secret)) throw errors.passwordRequired()
    return site
  },

  canSeeContent(site: SiteRow, visitorCookie: string | undefined, secret: string): boolean {
    if (!site.password) return true
    if (!visitorCookie) return false
    const expected = Buffer.from(visitorToken(site, secret))
    const given = Buffer.from(visitorCookie)
    return expected.length === given.length && timingSafeEqual(expected, given)
  },
}

/** The visitor cookie value; it changes when the password changes, which logs every visitor out. */
export function visitorToken(site: SiteRow, secret: string): string {
  return createHmac('sha256', secret)
    .update(`visitor:${site.id}:${site.password ?? ''}`)
    .digest('base64url')
}

export function visitorCookieName(siteId: string): string {
  return `v_${siteId}`
}
