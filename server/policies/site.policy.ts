import { createHmac, timingSafeEqual } from 'node:crypto'
import { errors } from '../http/errors.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'

/** The path segment a quick-start visitor's calls use instead of a site id (spec 001 section 6). */
export const QUICK_START_CONTEXT = 'quick-start'

/** Whose images an upload or crop works on. */
export type ImageContext = { kind: 'quickStart' } | { kind: 'owner'; site: SiteRow }

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

  /**
   * Images may be uploaded and cropped by anyone in the quick-start context (a visitor trying the
   * editor before registering; the images stay temporary) and by the owner for a site.
   */
  /**
   * The quick-start context (spec 001 section 6): a visitor trying the editor before registering,
   * with neither an account nor a site. Its images and maps are temporary and its calls rate limited.
   */
  isQuickStartContext(contextId: string): boolean {
    return contextId === QUICK_START_CONTEXT
  },

  async imageContext(
    contextId: string,
    account: AccountRow | undefined,
    findSite: (id: string) => Promise<SiteRow | undefined>,
  ): Promise<ImageContext> {
    if (sitePolicy.isQuickStartContext(contextId)) return { kind: 'quickStart' }
    const site = account ? await findSite(contextId) : undefined
    return { kind: 'owner', site: sitePolicy.owned(account, site) }
  },

  /**
   * A crop's source must belong to the context: a quick-start image in the quick-start context; for
   * an owner, the site's own image or a quick-start image that a save of this site took over.
   */
  mayCropFrom(context: ImageContext, source: { quickStart: boolean; siteId: string | null }): boolean {
    if (context.kind === 'quickStart') return source.quickStart
    return source.siteId === context.site.id
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
