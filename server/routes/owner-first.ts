import type { FastifyRequest } from 'fastify'
import {
  type AccountAction,
  authorize,
  type OwnerAction,
  type WorkspaceAction,
} from '../policies/authorize.ts'
import type { Access } from './access.ts'

/**
 * Route options that ask who the caller is before anything of the request is validated (Fastify's
 * preValidation runs before the params, query and body are checked): an anonymous caller hears
 * 401, an account that does not own what the path names 403 or 404, and only the owner learns what
 * is wrong with a request. `check` is the route's own lookup of what it works on, given the path as
 * it came; the handler asks it again with the validated request.
 */
export function ownerFirst<R extends FastifyRequest>(check: (request: R) => Promise<unknown>) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await check(request as R)
    },
  }
}

/** The owner checks the routes share, each run before validation. */
export function ownerChecks(access: Access) {
  return {
    /** A signed-in account: the call names no site, or names it in the body, judged after it. */
    account: (action: AccountAction = 'account.read') =>
      ownerFirst(async (request) => authorize(await access.actorOf(request), action)),
    /** The site the path names (`:siteId`, or `:id` on the spec's older paths). */
    site: (action: OwnerAction, param: 'siteId' | 'id' = 'siteId') =>
      ownerFirst((request) => access.site(request, action, pathParam(request, param))),
    /** The same for editor work, which a quick-start visitor does too on the 'quick-start' path. */
    workspace: (action: WorkspaceAction, param: 'siteId' | 'id' = 'siteId') =>
      ownerFirst((request) => access.workspace(request, action, pathParam(request, param))),
  }
}

/** A path parameter as the router matched it: not yet validated, so read as an unknown. */
function pathParam(request: FastifyRequest, name: string): string {
  const value = (request.params as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : ''
}
