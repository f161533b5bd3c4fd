import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { AppError, errors } from '../http/errors.ts'
import { failureLimit } from '../http/failure-limit.ts'
import { passwordLogin, visitorCookieName, visitorToken } from '../policies/visitor-pass.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { RateLimits } from './context.ts'

/**
 * A visitor's password at a site's gate, by the script's JSON call or the gate's own form posted
 * without one: both count against the same limits and set the same cookie.
 */
export interface PublicLogin {
  /** Sets the visitor cookie on `reply` when the password opens the site; else throws (401, 429). */
  login(
    request: FastifyRequest,
    reply: FastifyReply,
    site: SiteRow | undefined,
    password: string,
  ): Promise<SiteRow>
}

export function createPublicLogin(config: Config, limits: RateLimits, redis?: Redis): PublicLogin {
  // Only wrong passwords count: guests sharing a venue's address all get in with the right one,
  // and the site's own limit bounds guessing however many addresses take part. With Redis both
  // are counted across every instance.
  const addressFailures = failureLimit('public-login', limits.publicLogin, redis)
  const siteFailures = failureLimit('public-login-site', limits.publicLoginSite, redis)
  return {
    async login(request, reply, site, password) {
      const siteId = site?.id ?? ''
      if (await siteFailures.isOver(siteId)) throw errors.tooManyRequests()
      const addressWasOver = await addressFailures.isOver(request.ip)
      let opened: SiteRow
      try {
        opened = passwordLogin(site, password)
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 401) throw err
        await Promise.all([addressFailures.fail(request.ip), siteFailures.fail(siteId)])
        throw addressWasOver ? errors.tooManyRequests() : err
      }
      void reply.setCookie(visitorCookieName(opened.id), visitorToken(opened, config.sessionSecret), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.production,
        maxAge: 30 * 24 * 3600,
      })
      return opened
    },
  }
}
