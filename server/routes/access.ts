import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import type { Services } from '../container.ts'
import type { AppError } from '../http/errors.ts'
import { currentAccount } from '../http/request-context.ts'
import { type Actor, QUICK_START_ACTOR } from '../policies/actor.ts'
import {
  authorize,
  authorizedResource,
  authorizedSite,
  type OwnerAction,
  type SiteAction,
  type WorkspaceAction,
} from '../policies/authorize.ts'
import { visitorPassOf } from '../policies/visitor-pass.ts'
import type { Workspace } from '../policies/workspace.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { RateLimit } from './context.ts'

/** The path segment a quick-start visitor's calls use where a site id would stand (spec 001 section 6). */
export const QUICK_START_CONTEXT = 'quick-start'

export function isQuickStartContext(contextId: unknown): boolean {
  return contextId === QUICK_START_CONTEXT
}

/**
 * Route options that rate limit a call in quick start only: anyone may make those, while an owner
 * working on their own site is not limited.
 */
export function quickStartRateLimit(limit: RateLimit) {
  return {
    config: {
      rateLimit: {
        ...limit,
        allowList: (request: FastifyRequest) =>
          !isQuickStartContext((request.params as { siteId?: unknown }).siteId),
      },
    },
  }
}

/** Who is asking, and what they may reach: the only place routes learn either. */
export interface Access {
  /** The request's actor, resolved once per request. */
  actorOf(request: FastifyRequest): Promise<Actor>
  /**
   * The request as a site visitor, without looking up a session: what a public page view needs,
   * where an account changes nothing.
   */
  visitorOf(request: FastifyRequest): Actor
  /** The site named by `siteId`, when the request's actor may do `action` on it. */
  site(request: FastifyRequest, action: SiteAction, siteId: string): Promise<SiteRow>
  /**
   * The site of a payment, print or order (`siteId`; undefined when there is no such resource),
   * when the actor may do `action` on it; `namedSiteId` is the site the path names beside it.
   */
  resourceSite(
    request: FastifyRequest,
    action: OwnerAction,
    siteId: string | null | undefined,
    notFound: () => AppError,
    namedSiteId?: string,
  ): Promise<SiteRow>
  /**
   * The site a guest's RSVP or form answer is for, when the request may answer on it: read from the
   * kept sites (server/services/guests/answering-sites.ts), which every instance forgets on a change.
   */
  answerSite(request: FastifyRequest, siteId: string): Promise<SiteRow>
  /** The workspace a call names: quick start makes the caller the quick-start visitor. */
  workspace(request: FastifyRequest, action: WorkspaceAction, contextId: string): Promise<Workspace>
}

export function createAccess(config: Config, services: Services): Access {
  const actors = new WeakMap<FastifyRequest, Promise<Actor>>()

  const actorOf = (request: FastifyRequest): Promise<Actor> => {
    let actor = actors.get(request)
    if (!actor) {
      actor = resolveActor(request)
      actors.set(request, actor)
    }
    return actor
  }

  const visitorPass = (request: FastifyRequest) => visitorPassOf(request.cookies, config.sessionSecret)
  const visitorOf = (request: FastifyRequest): Actor => ({
    kind: 'visitor',
    visitorPass: visitorPass(request),
  })

  const resolveActor = async (request: FastifyRequest): Promise<Actor> => {
    const account = await currentAccount(request, services)
    if (!account) return visitorOf(request)
    // Read anew on every request: a member removed a moment ago has no role in the next one.
    const roles = await services.members.rolesOf(account.id)
    return { kind: 'account', account, visitorPass: visitorPass(request), roles }
  }

  const site = async (request: FastifyRequest, action: SiteAction, siteId: string): Promise<SiteRow> =>
    authorizedSite(await actorOf(request), action, await services.sites.findById(siteId))

  const resourceSite: Access['resourceSite'] = async (request, action, siteId, notFound, namedSiteId) => {
    const site = siteId ? await services.sites.findById(siteId) : undefined
    const named =
      namedSiteId === undefined
        ? undefined
        : {
            id: namedSiteId,
            site: namedSiteId === siteId ? site : await services.sites.findById(namedSiteId),
          }
    return authorizedResource(
      await actorOf(request),
      action,
      { siteId: siteId ?? null, site },
      notFound,
      named,
    )
  }

  const answerSite = async (request: FastifyRequest, siteId: string): Promise<SiteRow> =>
    authorizedSite(await actorOf(request), 'guest.answer', await services.sites.findForAnswer(siteId))

  const workspace = async (
    request: FastifyRequest,
    action: WorkspaceAction,
    contextId: string,
  ): Promise<Workspace> => {
    if (!isQuickStartContext(contextId))
      return { kind: 'owner', site: await site(request, action, contextId) }
    authorize(QUICK_START_ACTOR, action)
    return { kind: 'quickStart' }
  }

  return { actorOf, visitorOf, site, resourceSite, answerSite, workspace }
}
