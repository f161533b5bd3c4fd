import type { FastifyReply, FastifyRequest } from 'fastify'
import { linkOrigin, portOf, type ResolvedHost, resolveHost } from '#domain/hosts.ts'
import {
  chooseInterfaceLanguage,
  type InterfaceLanguage,
  parseAcceptLanguage,
} from '#domain/site/languages.ts'
import type { Config } from '../config.ts'
import type { Services } from '../container.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import { SESSION_DAYS } from '../services/accounts/accounts.service.ts'

export const SESSION_COOKIE = 'sid'

const accountCache = new WeakMap<FastifyRequest, Promise<AccountRow | undefined>>()

/** The logged-in account of a request, looked up once per request. */
export function currentAccount(request: FastifyRequest, services: Services): Promise<AccountRow | undefined> {
  let found = accountCache.get(request)
  if (!found) {
    found = services.accounts.accountForSession(request.cookies[SESSION_COOKIE])
    accountCache.set(request, found)
  }
  return found
}

export function setSessionCookie(reply: FastifyReply, config: Config, id: string): void {
  void reply.setCookie(SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
    maxAge: SESSION_DAYS * 24 * 3600,
  })
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.production,
  })
}

/**
 * The host a request is for. ?domainHost= stands in for the Host header in local development only:
 * in production it would put a customer's page on a brand's own origin.
 */
export function hostOf(request: FastifyRequest, config: Config): ResolvedHost {
  const query = request.query as { domainHost?: unknown } | undefined
  const override = !config.production && typeof query?.domainHost === 'string' ? query.domainHost : undefined
  return resolveHost({
    rawHost: request.headers.host,
    domainHost: override,
    defaultBrand: config.BRAND,
    defaultMarket: config.MARKET,
  })
}

/** The interface language of an API caller: ?lang=, then the host ending, then Accept-Language. */
export function requestLanguage(request: FastifyRequest, config: Config): InterfaceLanguage {
  const query = request.query as { lang?: unknown } | undefined
  return chooseInterfaceLanguage({
    queryLang: typeof query?.lang === 'string' ? query.lang : undefined,
    host: hostOf(request, config).host,
    browser: parseAcceptLanguage(request.headers['accept-language']),
  })
}

/** The origin of the absolute links a request makes the server write (see linkOrigin). */
export function trustedOrigin(request: FastifyRequest, config: Config): string {
  return linkOrigin(hostOf(request, config).brand, {
    production: config.production,
    rawHost: request.headers.host,
  })
}

export function requestPort(request: FastifyRequest): string | undefined {
  return portOf(request.headers.host ?? '')
}
