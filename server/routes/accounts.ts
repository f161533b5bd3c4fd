import type { FastifyInstance } from 'fastify'
import {
  loginBodySchema,
  registerBodySchema,
  resetRequestBodySchema,
  resetSetBodySchema,
} from '#domain/accounts.ts'
import {
  clearSessionCookie,
  requestLanguage,
  SESSION_COOKIE,
  setSessionCookie,
  trustedOrigin,
} from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentAccount } from '../presenters/account.presenter.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { RouteContext } from './context.ts'

export function accountRoutes(
  app: FastifyInstance,
  { config, services, limits, access }: RouteContext,
): void {
  const { accounts } = services
  const me = async (account: AccountRow) => presentAccount(account, await accounts.latestSite(account))

  app.get('/api/accounts/me/', async (request) => {
    return me(authorizedAccount(await access.actorOf(request), 'account.read'))
  })

  app.post('/api/accounts/login/', { config: { rateLimit: limits.login } }, async (request, reply) => {
    const body = parse(loginBodySchema, request.body)
    const account = await accounts.login(body.mail, body.password)
    await accounts.endSession(request.cookies[SESSION_COOKIE])
    const session = await accounts.startSession(account.id)
    setSessionCookie(reply, config, session.id)
    return me(account)
  })

  app.post('/api/accounts/logout/', async (request, reply) => {
    await accounts.endSession(request.cookies[SESSION_COOKIE])
    clearSessionCookie(reply, config)
    return { ok: true }
  })

  app.post('/api/accounts/register/', { config: { rateLimit: limits.register } }, async (request, reply) => {
    const body = parse(registerBodySchema, request.body)
    const account = await accounts.register(body.mail, body.password)
    const session = await accounts.startSession(account.id)
    setSessionCookie(reply, config, session.id)
    return reply.status(201).send(await me(account))
  })

  app.post('/api/accounts/reset-password/', { config: { rateLimit: limits.reset } }, async (request) => {
    const body = parse(resetRequestBodySchema, request.body)
    await accounts.requestReset(body.mail, trustedOrigin(request, config), requestLanguage(request, config))
    return { ok: true }
  })

  app.put('/api/accounts/reset-password/', { config: { rateLimit: limits.reset } }, async (request) => {
    const body = parse(resetSetBodySchema, request.body)
    await accounts.resetPassword(body.token, body.password)
    return { ok: true }
  })
}
