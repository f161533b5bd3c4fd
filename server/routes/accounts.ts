import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  accountNameBodySchema,
  loginBodySchema,
  meResponseSchema,
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
import { okResponse } from '../http/route-schemas.ts'
import { authorizedAccount } from '../policies/authorize.ts'
import { presentAccount } from '../presenters/account.presenter.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { RouteContext } from './context.ts'

const tags = ['accounts']

export function accountRoutes(
  fastify: FastifyInstance,
  { config, services, limits, access }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { accounts } = services
  // An account that owns no site opens one it is a member of (issue 33).
  const me = async (account: AccountRow) =>
    presentAccount(
      account,
      (await accounts.latestSite(account)) ?? (await services.members.joinedSite(account)),
    )

  app.get(
    '/api/accounts/me/',
    { schema: { summary: 'The logged-in account', tags, response: { 200: meResponseSchema } } },
    async (request) => {
      return me(authorizedAccount(await access.actorOf(request), 'account.read'))
    },
  )

  const name = {
    summary: "Set the account's display name, shown beside what it does on a site",
    tags,
    body: accountNameBodySchema,
    response: { 200: meResponseSchema },
  }
  app.put('/api/accounts/me/name', { schema: name }, async (request) => {
    const account = authorizedAccount(await access.actorOf(request), 'account.edit')
    return me(await accounts.setName(account, request.body.name))
  })

  const login = {
    summary: 'Log in with mail and password',
    tags,
    body: loginBodySchema,
    response: { 200: meResponseSchema },
  }
  app.post(
    '/api/accounts/login/',
    { config: { rateLimit: limits.login }, schema: login },
    async (request, reply) => {
      const { body } = request
      const account = await accounts.login(body.mail, body.password)
      await accounts.endSession(request.cookies[SESSION_COOKIE])
      const session = await accounts.startSession(account.id)
      setSessionCookie(reply, config, session.id)
      return me(account)
    },
  )

  const logout = { summary: 'Log out (ends the session)', tags, response: { 200: okResponse } }
  app.post('/api/accounts/logout/', { schema: logout }, async (request, reply) => {
    await accounts.endSession(request.cookies[SESSION_COOKIE])
    clearSessionCookie(reply, config)
    return { ok: true as const }
  })

  const register = {
    summary: 'Create an account',
    tags,
    body: registerBodySchema,
    response: { 201: meResponseSchema },
  }
  const registerOptions = { config: { rateLimit: limits.register }, schema: register }
  app.post('/api/accounts/register/', registerOptions, async (request, reply) => {
    const { body } = request
    const account = await accounts.register(body.mail, body.password, body.name)
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
      schema: {
        summary: 'Mail a password reset link',
        tags,
        body: resetRequestBodySchema,
        response: { 200: okResponse },
      },
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
      const { body } = request
      const origin = trustedOrigin(request, config)
      const language = requestLanguage(request, config)
      afterAnswer.set(request, () => accounts.requestReset(body.mail, origin, language))
      return { ok: true as const }
    },
  )

  const resetSet = {
    summary: 'Set a new password with a reset token',
    tags,
    body: resetSetBodySchema,
    response: { 200: okResponse },
  }
  app.put(
    '/api/accounts/reset-password/',
    { config: { rateLimit: limits.reset }, schema: resetSet },
    async (request) => {
      const { body } = request
      await accounts.resetPassword(body.token, body.password)
      return { ok: true as const }
    },
  )
}
