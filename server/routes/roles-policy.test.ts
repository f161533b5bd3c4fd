import type { RouteOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { makeMember } from '../test/members-kit.ts'
import { withTestApp } from '../test/owned-site.ts'
import { makeOrder, makePrint } from '../test/prints-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/**
 * The action each owner call is judged by (issue 33). Every API call whose path names a site, card
 * or order, the guests' calls aside, must be listed here: a call added without one fails below.
 */
const ACTION_OF: Record<string, string> = {
  'DELETE /api/form-submissions/:siteId/:id': 'site.viewResponses',
  'DELETE /api/rsvps/:siteId/:rsvpId': 'site.viewResponses',
  'DELETE /api/rsvps/:siteId/v4/:id': 'site.viewResponses',
  'DELETE /api/sites/:siteId/events/:eventId': 'site.edit',
  'DELETE /api/sites/:siteId/households/:householdId': 'guests.edit',
  'DELETE /api/sites/:siteId/members/:memberId': 'members.leave',
  'GET /api/form-submissions/:siteId': 'site.viewResponses',
  'GET /api/form-submissions/:siteId/export': 'site.viewResponses',
  'GET /api/orders/:orderId': 'print.order',
  'GET /api/prints/:printId': 'print.edit',
  'GET /api/prints/:printId/pdf': 'print.edit',
  'GET /api/rsvps/:siteId': 'site.viewResponses',
  'GET /api/rsvps/:siteId/v4': 'site.viewResponses',
  'GET /api/rsvps/:siteId/v4/export': 'site.viewResponses',
  'GET /api/sites/:id': 'site.read',
  'GET /api/sites/:id/mail-settings': 'site.edit',
  'GET /api/sites/:id/upgrade/preview': 'site.edit',
  'GET /api/sites/:id/versions': 'site.read',
  'GET /api/sites/:id/versions/:siteVersion': 'site.read',
  'GET /api/sites/:siteId/account/': 'payment.read',
  'GET /api/sites/:siteId/activity': 'activity.read',
  'GET /api/sites/:siteId/events': 'site.edit',
  'GET /api/sites/:siteId/gift-pledges': 'site.viewResponses',
  'GET /api/sites/:siteId/photos': 'photos.moderate',
  'POST /api/sites/:siteId/photos/moderation': 'photos.moderate',
  'PUT /api/sites/:siteId/photos/settings': 'photos.moderate',
  'POST /api/sites/:siteId/photos/zips': 'photos.moderate',
  'GET /api/sites/:siteId/photos/zips/:zipId': 'photos.moderate',
  'GET /api/sites/:siteId/gift-pledges/thank-you': 'site.viewResponses',
  'GET /api/sites/:siteId/photos/table-card': 'photos.moderate',
  'GET /api/sites/:siteId/gift-pledges/thank-you.xlsx': 'site.viewResponses',
  'GET /api/sites/:siteId/host/domain-available/:domain': 'address.edit',
  'GET /api/sites/:siteId/host/domain-dns': 'address.edit',
  'GET /api/sites/:siteId/host/subdomain-available/:host': 'address.edit',
  'GET /api/sites/:siteId/households': 'guests.edit',
  'GET /api/sites/:siteId/households/export': 'guests.edit',
  'GET /api/sites/:siteId/households/reminders': 'guests.edit',
  'GET /api/sites/:siteId/maps/preview/:location/:zoom/:theme/:colorHex': 'map.preview',
  'GET /api/sites/:siteId/members': 'members.manage',
  'GET /api/sites/:siteId/orders': 'print.order',
  'GET /api/sites/:siteId/payment/receipt/:reference': 'payment.read',
  'GET /api/sites/:siteId/payment/stripe/:reference': 'payment.read',
  'GET /api/sites/:siteId/prints': 'print.edit',
  'GET /api/sites/:siteId/qr/:host/png': 'site.read',
  'GET /api/sites/:siteId/running-order': 'runningOrder.edit',
  'GET /api/sites/:siteId/running-order/pdf': 'runningOrder.edit',
  'POST /api/sites/:siteId/running-order/speaker-mails': 'runningOrder.edit',
  'PUT /api/sites/:siteId/running-order': 'runningOrder.edit',
  'POST /api/orders/:orderId/payment/stripe': 'print.order',
  'POST /api/orders/:orderId/payment/swish': 'print.order',
  'POST /api/prints/:printId/image-upload': 'print.edit',
  'POST /api/sites/:id/upgrade': 'site.edit',
  'POST /api/sites/:id/upgrade/undo': 'site.edit',
  'POST /api/sites/:id/versions/:siteVersion/restore': 'site.edit',
  'POST /api/sites/:siteId/events': 'site.edit',
  'POST /api/sites/:siteId/host/domain-dns/check': 'address.edit',
  'POST /api/sites/:siteId/host/domain-registration/register/:domain': 'site.pay',
  'POST /api/sites/:siteId/households': 'guests.edit',
  'POST /api/sites/:siteId/households/clear-contact-data': 'guests.edit',
  'POST /api/sites/:siteId/households/import': 'guests.edit',
  'POST /api/sites/:siteId/households/reminders': 'guests.edit',
  'POST /api/sites/:siteId/maps/:location/:zoom/:theme/:colorHex': 'map.save',
  'POST /api/sites/:siteId/members': 'members.manage',
  'POST /api/sites/:siteId/payment/stripe': 'site.pay',
  'POST /api/sites/:siteId/payment/swish': 'site.pay',
  'POST /api/sites/:siteId/upload-image': 'image.upload',
  'PUT /api/prints/:printId': 'print.edit',
  'PUT /api/prints/:printId/image-crop': 'print.edit',
  'PUT /api/sites/:id': 'site.edit',
  'PUT /api/sites/:id/mail-settings': 'site.edit',
  'PUT /api/sites/:id/metaNoindex': 'site.edit',
  'PUT /api/sites/:id/password': 'site.edit',
  'PUT /api/sites/:siteId/crop-image': 'image.crop',
  'PUT /api/sites/:siteId/crop-image/v2': 'image.crop',
  'PUT /api/sites/:siteId/events/:eventId': 'site.edit',
  'PUT /api/sites/:siteId/events/invitations': 'guests.edit',
  'PUT /api/sites/:siteId/gift-pledges/:pledgeId/received': 'site.viewResponses',
  'PUT /api/sites/:siteId/events/order': 'site.edit',
  'PUT /api/sites/:siteId/host': 'address.edit',
  'PUT /api/sites/:siteId/households-settings': 'guests.edit',
  'PUT /api/sites/:siteId/households/:householdId': 'guests.edit',
  'PUT /api/sites/:siteId/members/:memberId': 'members.manage',
  'PUT /api/sites/V2/:id': 'site.edit',
}

type Role = 'owner' | 'coOwner' | 'editor' | 'toastmaster'
const ALL: Role[] = ['owner', 'coOwner', 'editor', 'toastmaster']
const OWNERS: Role[] = ['owner', 'coOwner']
const EDITORS: Role[] = ['owner', 'coOwner', 'editor']

/** Who may do what, as issue 33 says it (written out here, apart from server/policies/roles.ts). */
const MAY: Record<string, Role[]> = {
  'site.read': EDITORS,
  'site.edit': EDITORS,
  'site.viewResponses': EDITORS,
  'print.edit': EDITORS,
  'image.upload': EDITORS,
  'image.crop': EDITORS,
  'map.save': EDITORS,
  'map.preview': EDITORS,
  'site.pay': OWNERS,
  'payment.read': OWNERS,
  'address.edit': OWNERS,
  'guests.edit': OWNERS,
  'members.manage': OWNERS,
  'print.order': OWNERS,
  'photos.moderate': OWNERS,
  'runningOrder.edit': ['owner', 'coOwner', 'toastmaster'],
  'members.leave': ALL,
  'activity.read': ALL,
}

const OWNED = ['siteId', 'printId', 'orderId']

interface OwnerCall {
  name: string
  method: string
  url: string
  others: string[]
  hasBody: boolean
}

/** Every owner call the app has: its path names a site, card or order and it is not a guests' call. */
function ownerCalls(routes: RouteOptions[]): OwnerCall[] {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as { body?: unknown; tags?: string[] }
    if (!route.url.startsWith('/api/') || schema.tags?.includes('guests')) return []
    const params = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? '')
    const owned = (name: string) =>
      OWNED.includes(name) || (name === 'id' && /^\/api\/sites\/(V2\/)?:id/.test(route.url))
    if (!params.some(owned)) return []
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        name: `${method} ${route.url}`,
        method,
        url: route.url,
        others: params.filter((name) => !owned(name)),
        hasBody: schema.body !== undefined,
      }))
  })
}

/**
 * Every owner call × role (owner, co-owner, editor, toastmaster, stranger, anonymous): a role the
 * call's action allows gets past the policy (never 401 or 403), any other member hears 403, a
 * stranger 403 or 404 and nobody 401. The calls carry a wrong body and wrong other path
 * parameters, so what the policy lets through stops at validation and changes nothing.
 */
describe.each(testDialects())('every owner call answers by role on %s', (dialect) => {
  const routes: RouteOptions[] = []
  let t: TestApp
  const who: Partial<Record<Role | 'stranger', TestAccount>> = {}
  const ids: Record<string, string> = {}
  withTestApp(
    dialect,
    async (app) => {
      t = app
      const owner = await makeAccount(t.app)
      who.owner = owner
      who.stranger = await makeAccount(t.app)
      ids.siteId = (await makeSite(t.app, owner))._id
      ids.printId = await makePrint(t, owner.cookie, ids.siteId)
      ids.orderId = await makeOrder(t, owner.cookie, ids.siteId, ids.printId)
      for (const role of ['coOwner', 'editor', 'toastmaster'] as const)
        who[role] = await makeMember(t, owner, ids.siteId, role)
    },
    {
      onRoute: (route) => void routes.push(route),
      pdfRenderer: {
        renderPath: async () => Buffer.from('%PDF-1.4\n%%EOF\n'),
        setOrigin: () => undefined,
        close: async () => undefined,
      },
    },
  )

  const send = (call: OwnerCall, cookie?: string) => {
    const url = call.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
      call.others.includes(name) ? 'x' : (ids[name === 'id' ? 'siteId' : name] ?? 'x'),
    )
    return t.app.inject({
      method: call.method as 'POST',
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      ...(call.hasBody ? { payload: ['not', 'the', 'body'] } : {}),
    })
  }

  it('names an action for every owner call, and only for calls the app has', () => {
    const names = ownerCalls(routes).map((c) => c.name)
    expect(names.filter((name) => !(name in ACTION_OF))).toEqual([])
    expect(Object.keys(ACTION_OF).filter((name) => !names.includes(name))).toEqual([])
    for (const action of Object.values(ACTION_OF)) expect(MAY).toHaveProperty([action])
  })

  it('answers each role exactly as the role allows', async () => {
    const wrong: string[] = []
    // The calls that delete come last, so what they might remove is not missed by a call after.
    const calls = ownerCalls(routes).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    )
    for (const call of calls) {
      const may = MAY[ACTION_OF[call.name] ?? ''] ?? []
      const anonymous = await send(call)
      if (anonymous.statusCode !== 401) wrong.push(`${call.name}: ${anonymous.statusCode} to nobody`)
      const stranger = await send(call, who.stranger?.cookie)
      if (![403, 404].includes(stranger.statusCode))
        wrong.push(`${call.name}: ${stranger.statusCode} to a stranger`)
      for (const role of ALL) {
        const status = (await send(call, who[role]?.cookie)).statusCode
        const allowed = may.includes(role)
        if (allowed && (status === 401 || status === 403)) wrong.push(`${call.name}: ${status} to ${role}`)
        if (!allowed && status !== 403) wrong.push(`${call.name}: ${status} to ${role}, not 403`)
      }
    }
    expect(wrong).toEqual([])
  })
})
