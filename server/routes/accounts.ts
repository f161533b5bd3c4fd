import type { FastifyInstance } from 'fastify'
import {
  loginBodySchema,
  registerBodySchema,
  resetRequestBodySchema,
  resetSetBodySchema,
} from '#domain/accounts.ts'
import {
  clearSessionCookie,
  currentAccount,
  requestLanguage,
  SESSION_COOKIE,
  setSessionCookie,
  trustedOrigin,
} from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { sitePolicy } from '../policies/site.policy.ts'
import type { RouteContext } from './context.ts'

export function accountRoutes(app: FastifyInstance, { config, services, limits }: RouteContext): void {
  const { accounts } = services

  app.get('/api/accounts/me/', async (request) => {
    const account = sitePolicy.requireAccount(await currentAccount(request, services))
    return accounts.me(account)
  })

  app.post('/api/accounts/login/', { config: { rateLimit: limits.login } }, async (request, reply) => {
    const body = parse(loginBodySchema, request.body)
    const account = await accounts.login(body.mail, body.password)
    await accounts.endSession(request.cookies[SESSION_COOKIE])
    const session = await accounts.startSession(account.id)
    setSessionCookie(reply, config, session.id)
    return accounts.me(account)
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
    return reply.status(201).send(await accounts.me(account))
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
