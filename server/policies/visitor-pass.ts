import { createHmac, timingSafeEqual } from 'node:crypto'
import { AppError, errors } from '../http/errors.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { VisitorPass } from './actor.ts'

/** Spec 002: the password gate's answer to a wrong password, and to a missing or stale cookie. */
export const wrongSitePassword = () =>
  new AppError(401, {
    sv: 'Felaktigt lösenord, försök gärna igen.',
    en: 'Invalid password, please try again.',
    da: 'Forkert adgangskode, prøv venligst igen.',
  })

/** The visitor cookie value; it changes when the password changes, which logs every visitor out. */
export function visitorToken(site: SiteRow, secret: string): string {
  return createHmac('sha256', secret)
    .update(`visitor:${site.id}:${site.password ?? ''}`)
    .digest('base64url')
}

export function visitorCookieName(siteId: string): string {
  return `v_${siteId}`
}

/** The visitor passes of a request's cookies: a pass for a site is its current visitor token. */
export function visitorPassOf(cookies: Record<string, string | undefined>, secret: string): VisitorPass {
  return (site) => {
    const given = cookies[visitorCookieName(site.id)]
    if (!given) return false
    const expected = Buffer.from(visitorToken(site, secret))
    const actual = Buffer.from(given)
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  }
}

/**
 * The password a visitor typed at a published site's gate: the site it opens, when it matches.
 * Only a protected site has one to match. Spaces around it are not part of it: phones add one
 * after a word, and guests copy it from an invitation with one.
 */
export function passwordLogin(site: SiteRow | undefined, given: string): SiteRow {
  if (site?.active !== 1) throw errors.siteNotFound()
  if (!site.password || !timingSafeEqualText(site.password.trim(), given.trim())) throw wrongSitePassword()
  return site
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  let diff = x.length ^ y.length
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0)
  return diff === 0
}
