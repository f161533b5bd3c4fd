import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { LEGACY_MAP_THEMES } from '#domain/legacy/schema.ts'
import { legacyRsvpBodySchema, legacySpeechBodySchema } from '#domain/legacy/submissions.ts'
import { AppError } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { accountOf } from '../policies/actor.ts'
import { presentSite } from '../presenters/site.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { RouteContext } from '../routes/context.ts'
import { giftChangeRoutes } from '../routes/guests.ts'
import { parseMapParams } from '../routes/maps.ts'
import type { LegacyService } from './legacy.service.ts'
import { legacySaveBodySchema, presentLegacySite } from './legacy-site.ts'

const idParams = z.object({ id: z.string().min(1).max(100) })
const siteParams = z.object({ siteId: z.string().min(1).max(100) })
const rsvpParams = siteParams.extend({ rsvpId: z.string().min(1).max(100) })
const legacyMapParams = siteParams.extend({
  location: z.string(),
  zoom: z.string(),
  mapTheme: z.enum(LEGACY_MAP_THEMES),
  markerColorHex: z.string().transform((s) => s.replace(/^#/, '')),
})

const pixels = z.number().finite().min(-100_000).max(100_000)
const size = z.looseObject({ size: z.number().int().positive().max(10_000), fileName: z.string().max(300) })
const legacyCropBodySchema = z.object({
  imageBeforeEdit: z
    .looseObject({ path: z.string().max(500), fileName: z.string().max(300), sizes: z.array(size).max(10) })
    .nullish(),
  sourceImageUrl: z.string().min(1).max(1000),
  x: pixels,
  y: pixels,
  width: pixels,
  height: pixels,
})

/** The legacy site's calls (spec 001 section 7 and spec 002, the ones marked legacy) and its upgrade. */
export function legacyRoutes(app: FastifyInstance, context: RouteContext & { legacy: LegacyService }): void {
  const { services, limits, access, legacy } = context
  const { guestData, images, maps } = services
  const limited = { config: { rateLimit: limits.guestSubmit } }

  const owner = async (request: FastifyRequest, siteId: string) => {
    const site = await access.site(request, 'site.edit', siteId)
    return { site, accountId: accountOf(await access.actorOf(request))?.id ?? null }
  }
  const ownerAnswer = async (row: SiteRow) => {
    const guest = await guestData.forOwner(row.id)
    return legacy.isLegacy(row) ? presentLegacySite(row, guest) : presentSite(row, guest)
  }

  app.put('/api/sites/:id', async (request) => {
    const { site, accountId } = await owner(request, parse(idParams, request.params).id)
    const body = parse(legacySaveBodySchema, request.body)
    return ownerAnswer(await legacy.save(site, accountId, body))
  })

  app.post('/api/sites/:id/upgrade', async (request) => {
    const { site, accountId } = await owner(request, parse(idParams, request.params).id)
    return { site: await ownerAnswer(await legacy.upgrade(site, accountId)) }
  })

  // Not in the spec: the legacy editor's preview of the upgrade, the V2 site it would make, not stored.
  app.get('/api/sites/:id/upgrade/preview', async (request) => {
    const { site } = await owner(request, parse(idParams, request.params).id)
    const preview = legacy.upgradePreview(site)
    return { site: { ...presentSite(site, await guestData.forOwner(site.id)), ...preview } }
  })

  app.post('/api/sites/:id/upgrade/undo', async (request) => {
    const { site, accountId } = await owner(request, parse(idParams, request.params).id)
    return { site: await ownerAnswer(await legacy.undoUpgrade(site, accountId)) }
  })

  app.put('/api/sites/:siteId/crop-image', async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const workspace = await access.workspace(request, 'image.crop', siteId)
    const body = parse(legacyCropBodySchema, request.body)
    const { x, y, width, height } = body
    const cropped = await images.crop(workspace, {
      sourceImageUrl: body.sourceImageUrl,
      crop: { x, y, width, height },
    })
    // The legacy client merges the answer into its image record; the image before the first crop stays.
    return { ...cropped, imageBeforeEdit: body.imageBeforeEdit ?? cropped.imageBeforeEdit ?? null, cdn: '' }
  })

  // The legacy page's map image: guests who may see the site, and its owner in the editor.
  app.get(
    '/api/sites/:siteId/maps/:location/:zoom/:mapTheme/:markerColorHex',
    limited,
    async (request, reply) => {
      const params = parse(legacyMapParams, request.params)
      try {
        await access.site(request, 'site.viewPublic', params.siteId)
      } catch (err) {
        if (!(err instanceof AppError)) throw err
        await access.site(request, 'site.read', params.siteId)
      }
      const { request: map } = parseMapParams({
        ...params,
        theme: params.mapTheme,
        colorHex: params.markerColorHex,
      })
      const picture = await maps.preview(map)
      const { preventCache } = z.object({ preventCache: z.string().optional() }).parse(request.query ?? {})
      return reply
        .header('cache-control', preventCache === 'true' ? 'no-store' : 'public, max-age=86400')
        .type(picture.contentType)
        .send(picture.data)
    },
  )

  app.get('/api/rsvps/:siteId', async (request) => {
    const { siteId } = parse(siteParams, request.params)
    return { data: await legacy.rsvps(await access.site(request, 'site.viewResponses', siteId)) }
  })

  app.delete('/api/rsvps/:siteId/:rsvpId', async (request) => {
    const { siteId, rsvpId } = parse(rsvpParams, request.params)
    await legacy.deleteRsvp(await access.site(request, 'site.viewResponses', siteId), rsvpId)
    return { ok: true }
  })

  app.post('/api/rsvps/:siteId/v3', limited, async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const body = parse(legacyRsvpBodySchema, request.body)
    return legacy.submitRsvp(await access.site(request, 'guest.answer', siteId), body)
  })

  app.post('/api/speeches/:siteId/v2', limited, async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const body = parse(legacySpeechBodySchema, request.body)
    return legacy.submitSpeech(await access.site(request, 'guest.answer', siteId), body)
  })

  giftChangeRoutes(app, context, '/api/gift-registry/:siteId/:moduleId/:itemId')
}
