import type { RouteOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { makeOrder, makePrint } from '../test/prints-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** The path parameters that name what an account owns: a site, or a card or order of one. */
const OWNED = ['siteId', 'printId', 'orderId'] as const

interface OwnerCall {
  method: string
  url: string
  /** Path parameters beside the owned one, which the bad request fills with what no schema takes. */
  others: string[]
  hasBody: boolean
}

/**
 * Every API call the app has whose path names a site, card or order (`/api/sites/:id` is a site),
 * except the guests' calls (tagged 'guests' in the OpenAPI document), with what can be wrong in it:
 * its body, or a path parameter beside the owned one.
 */
function ownerCalls(routes: RouteOptions[]): OwnerCall[] {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as { body?: unknown; tags?: string[] }
    if (!route.url.startsWith('/api/') || schema.tags?.includes('guests')) return []
    const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '')
    const owned = (name: string) =>
      (OWNED as readonly string[]).includes(name) ||
      (name === 'id' && /^\/api\/sites\/(V2\/)?:id/.test(route.url))
    if (!params.some(owned)) return []
    const others = params.filter((name) => !owned(name))
    const hasBody = schema.body !== undefined
    if (!hasBody && others.length === 0) return []
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, url: route.url, others, hasBody }))
  })
}

/**
 * Owner routes ask who calls before they look at the request (issue 37): a bad body or path from
 * nobody is a 401, from another account the 403/404 a stranger gets, never a 400 that tells an
 * outsider about the site's validation; only the owner hears the 400.
 */
describe.each(testDialects())('owner routes check the owner before the request on %s', (dialect) => {
  const routes: RouteOptions[] = []
  let t: TestApp
  let owner: TestAccount
  let stranger: TestAccount
  const ids: Record<string, string> = {}
  withTwoAccounts(
    dialect,
    async (fixture) => {
      ;({ t, owner, stranger } = fixture)
      ids.siteId = (await makeSite(t.app, owner))._id
      ids.printId = await makePrint(t, owner.cookie, ids.siteId)
      ids.orderId = await makeOrder(t, owner.cookie, ids.siteId, ids.printId)
    },
    { onRoute: (route) => void routes.push(route) },
  )

  /**
   * The call on the owner's resources, everything else in it wrong: a list for a body, 'x' for the
   * other parameters (not a number, a code, a place or a colour; a longer one the router would not
   * match at all).
   */
  const badRequest = (call: OwnerCall, cookie?: string) => {
    const bad = 'x'
    const url = call.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      call.others.includes(name) ? bad : (ids[name === 'id' ? 'siteId' : name] ?? bad),
    )
    return t.app.inject({
      method: call.method as 'POST',
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      ...(call.hasBody ? { payload: ['not', 'the', 'body'] } : {}),
    })
  }

  it('answers a bad request with 401 to nobody and 403/404 to another account, 400 to the owner only', async () => {
    const calls = ownerCalls(routes)
    // The calls of issue 37 among them, found from the routes the app has.
    for (const named of [
      'PUT /api/sites/V2/:id',
      'PUT /api/sites/:id/password',
      'POST /api/sites/:siteId/households',
      'POST /api/sites/:siteId/payment/swish',
      'PUT /api/sites/:siteId/host',
      'PUT /api/prints/:printId/image-crop',
      'POST /api/orders/:orderId/payment/swish',
      'PUT /api/sites/:siteId/crop-image/v2',
      'PUT /api/sites/:id',
      'POST /api/sites/:id/versions/:siteVersion/restore',
    ]) {
      expect(calls.map((c) => `${c.method} ${c.url}`)).toContain(named)
    }
    const wrong: string[] = []
    for (const call of calls) {
      const name = `${call.method} ${call.url}`
      const anonymous = await badRequest(call)
      const other = await badRequest(call, stranger.cookie)
      const own = await badRequest(call, owner.cookie)
      if (anonymous.statusCode !== 401) wrong.push(`${name}: ${anonymous.statusCode} to nobody`)
      if (![403, 404].includes(other.statusCode)) wrong.push(`${name}: ${other.statusCode} to a stranger`)
      // The body is truly bad: the owner is told so.
      if (call.hasBody && own.statusCode !== 400) wrong.push(`${name}: ${own.statusCode} to the owner`)
    }
    expect(wrong).toEqual([])
  })
})
