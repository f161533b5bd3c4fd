import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  invitationAcceptBodySchema,
  invitationAcceptResponseSchema,
  invitationInfoSchema,
  memberInviteBodySchema,
  memberRoleBodySchema,
  memberSchema,
  membersResponseSchema,
  mySitesResponseSchema,
} from '#domain/members/members.ts'
import { requestLanguage, setSessionCookie, trustedOrigin } from '../http/request-context.ts'
import { idParam, noContent, siteParams } from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import { authorizedAccount, decide, type OwnerAction } from '../policies/authorize.ts'
import { actingRole } from '../policies/roles.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const memberParams = siteParams.extend({ memberId: idParam })
const tokenParams = z.object({ token: z.string().min(10).max(200) })
const tags = ['members']
const noStore = { 'cache-control': 'private, no-store' }

/** A site's members (issue 33): the owner's and co-owners' page, the invitation link, the switcher's list. */
export function memberRoutes(
  fastify: FastifyInstance,
  { config, services, access, limits }: RouteContext,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { members } = services
  const first = ownerChecks(access)
  const site = (request: FastifyRequest<{ Params: { siteId: string } }>, action: OwnerAction) =>
    access.site(request, action, request.params.siteId)
  const account = async (request: FastifyRequest) =>
    authorizedAccount(await access.actorOf(request), 'account.read')

  app.get(
    '/api/sites/:siteId/members',
    {
      ...first.site('members.manage'),
      schema: {
        summary: "The site's owner and members",
        tags,
        params: siteParams,
        response: { 200: membersResponseSchema },
      },
    },
    async (request, reply) => {
      const row = await site(request, 'members.manage')
      const role = actingRole(await access.actorOf(request), row)
      return reply.headers(noStore).send(await members.list(row, role))
    },
  )

  app.post(
    '/api/sites/:siteId/members',
    {
      ...first.site('members.manage'),
      schema: {
        summary: 'Invite a member by mail with a role (a single-use link valid 7 days)',
        tags,
        params: siteParams,
        body: memberInviteBodySchema,
        response: { 201: memberSchema },
      },
    },
    async (request, reply) => {
      const row = await site(request, 'members.manage')
      const by = await account(request)
      const member = await members.invite(
        row,
        by,
        request.body,
        trustedOrigin(request, config),
        requestLanguage(request, config),
      )
      return reply.status(201).send(member)
    },
  )

  app.put(
    '/api/sites/:siteId/members/:memberId',
    {
      ...first.site('members.manage'),
      schema: {
        summary: "Change a member's role",
        tags,
        params: memberParams,
        body: memberRoleBodySchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const row = await site(request, 'members.manage')
      return members.setRole(row, await account(request), request.params.memberId, request.body.role)
    },
  )

  app.delete(
    '/api/sites/:siteId/members/:memberId',
    {
      ...first.site('members.leave'),
      schema: {
        summary: 'Remove a member (the owner and co-owners), or leave the site (any member, themselves)',
        tags,
        params: memberParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const row = await site(request, 'members.leave')
      const actor = await access.actorOf(request)
      const mayManage = decide(actor, 'members.manage', row) === 'allow'
      await members.remove(row, await account(request), mayManage, request.params.memberId)
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/member-invitations/:token',
    {
      config: { rateLimit: limits.login },
      schema: {
        summary: 'What an invitation link is for, before it is accepted',
        tags,
        params: tokenParams,
        response: { 200: invitationInfoSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await members.invitation(request.params.token)),
  )

  app.post(
    '/api/member-invitations/:token',
    {
      config: { rateLimit: limits.login },
      schema: {
        summary: 'Accept an invitation: as the logged-in account, or logging in or creating an account',
        tags,
        params: tokenParams,
        body: invitationAcceptBodySchema,
        response: { 200: invitationAcceptResponseSchema },
      },
    },
    async (request, reply) => {
      const signedIn = accountOf(await access.actorOf(request))
      const accepted = await members.accept(
        request.params.token,
        signedIn,
        request.body.password,
        request.body.name,
      )
      if (!signedIn) {
        const session = await services.accounts.startSession(accepted.account.id)
        setSessionCookie(reply, config, session.id)
      }
      return { siteId: accepted.siteId, role: accepted.role }
    },
  )

  app.get(
    '/api/accounts/me/sites',
    {
      ...first.account(),
      schema: {
        summary: 'Every site the account owns or is a member of, with its role',
        tags: ['accounts'],
        response: { 200: mySitesResponseSchema },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await members.sitesOf(await account(request))),
  )
}
