import type { FastifyInstance, FastifyRequest } from 'fastify'
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

  // The lookup, the token and the mail happen once the answer is out: a known address then
  // answers as fast as an unknown one, whatever the database or the mail server take.
  const afterAnswer = new WeakMap<FastifyRequest, () => Promise<void>>()
  app.post(
    '/api/accounts/reset-password/',
    {
      config: { rateLimit: limits.reset },
      onResponse: async (request) => {
        const work = afterAnswer.get(request)
        if (!work) return
        // On the next turn of the event loop, so the answer is on its way before any of the work.
        setImmediate(
          () => void work().catch((err) => request.log.error({ err }, 'password reset mail failed')),
        )
      },
    },
    async (request) => {
      const body = parse(resetRequestBodySchema, request.body)
      const origin = trustedOrigin(request, config)
      const language = requestLanguage(request, config)
      afterAnswer.set(request, () => accounts.requestReset(body.mail, origin, language))
      return { ok: true }
    },
  )

  app.put('/api/accounts/reset-password/', { config: { rateLimit: limits.reset } }, async (request) => {
    const body = parse(resetSetBodySchema, request.body)
    await accounts.resetPassword(body.token, body.password)
    return { ok: true }
  })
}
