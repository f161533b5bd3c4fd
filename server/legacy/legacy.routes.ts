import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { guestAnswerResponseSchema } from '#domain/forms/submissions.ts'
import { LEGACY_MAP_THEMES } from '#domain/legacy/schema.ts'
import { legacyRsvpBodySchema, legacySpeechBodySchema } from '#domain/legacy/submissions.ts'
import { croppedImageSchema } from '#domain/site/image.ts'
import { siteV2Schema } from '#domain/site/schema.ts'
import { AppError } from '../http/errors.ts'
import { fileResponse, idParam, okResponse, siteIdParams, siteParams } from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import { presentSite } from '../presenters/site.presenter.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { RouteContext } from '../routes/context.ts'
import { giftChangeRoutes } from '../routes/guests.ts'
import { parseMapParams } from '../routes/maps.ts'
import { ownerChecks } from '../routes/owner-first.ts'
import type { LegacyService } from './legacy.service.ts'
import { legacySaveBodySchema, legacySiteAnswerSchema, presentLegacySite } from './legacy-site.ts'

const rsvpParams = siteParams.extend({ rsvpId: idParam })
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

const tags = ['legacy']
/** A guest's call: anyone may make it, so its request is judged before whoever asks (issue 37). */
const guestTags = ['legacy', 'guests']
const eitherSite = z.union([legacySiteAnswerSchema, siteV2Schema])
const siteAnswer = (summary: string, first: object) => ({
  ...first,
  schema: { summary, tags, params: siteIdParams, response: { 200: z.object({ site: eitherSite }) } },
})

/** The legacy site's calls (spec 001 section 7 and spec 002, the ones marked legacy) and its upgrade. */
export function legacyRoutes(
  fastify: FastifyInstance,
  context: RouteContext & { legacy: LegacyService },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { services, limits, access, legacy } = context
  const { guestData, images, maps } = services
  const limited = { config: { rateLimit: limits.guestSubmit } }
  const first = ownerChecks(access)
  const editFirst = first.site('site.edit', 'id')

  const owner = async (request: FastifyRequest, siteId: string) => {
    const site = await access.site(request, 'site.edit', siteId)
    return { site, accountId: accountOf(await access.actorOf(request))?.id ?? null }
  }
  const ownerAnswer = async (row: SiteRow) => {
    const guest = await guestData.forOwner(row.id)
    return legacy.isLegacy(row) ? presentLegacySite(row, guest) : presentSite(row, guest)
  }

  const save = {
    ...editFirst,
    schema: {
      summary: 'Save a legacy site',
      tags,
      params: siteIdParams,
      body: legacySaveBodySchema,
      response: { 200: eitherSite },
    },
  }
  app.put('/api/sites/:id', save, async (request) => {
    const { site, accountId } = await owner(request, request.params.id)
    const { body } = request
    return ownerAnswer(await legacy.save(site, accountId, body))
  })

  app.post(
    '/api/sites/:id/upgrade',
    siteAnswer('Upgrade a legacy site to a V2 site', editFirst),
    async (request) => {
      const { site, accountId } = await owner(request, request.params.id)
      return { site: await ownerAnswer(await legacy.upgrade(site, accountId)) }
    },
  )

  // Not in the spec: the legacy editor's preview of the upgrade, the V2 site it would make, not stored.
  const preview = {
    ...editFirst,
    schema: {
      summary: 'The V2 site an upgrade would make, not stored',
      tags,
      params: siteIdParams,
      response: { 200: z.object({ site: siteV2Schema }) },
    },
  }
  app.get('/api/sites/:id/upgrade/preview', preview, async (request) => {
    const { site } = await owner(request, request.params.id)
    const preview = legacy.upgradePreview(site)
    return { site: { ...presentSite(site, await guestData.forOwner(site.id)), ...preview } }
  })

  app.post(
    '/api/sites/:id/upgrade/undo',
    siteAnswer('Undo the upgrade of a legacy site', editFirst),
    async (request) => {
      const { site, accountId } = await owner(request, request.params.id)
      return { site: await ownerAnswer(await legacy.undoUpgrade(site, accountId)) }
    },
  )

  const crop = {
    ...first.workspace('image.crop'),
    schema: {
      summary: "Crop an image of a legacy site (the legacy client's shape)",
      tags,
      params: siteParams,
      body: legacyCropBodySchema,
      response: {
        200: croppedImageSchema.extend({
          imageBeforeEdit: legacyCropBodySchema.shape.imageBeforeEdit.unwrap().unwrap().or(z.null()),
          cdn: z.literal(''),
        }),
      },
    },
  }
  app.put('/api/sites/:siteId/crop-image', crop, async (request) => {
    const { siteId } = request.params
    const workspace = await access.workspace(request, 'image.crop', siteId)
    const { body } = request
    const { x, y, width, height } = body
    const cropped = await images.crop(workspace, {
      sourceImageUrl: body.sourceImageUrl,
      crop: { x, y, width, height },
    })
    // The legacy client merges the answer into its image record; the image before the first crop stays.
    return {
      ...cropped,
      imageBeforeEdit: body.imageBeforeEdit ?? cropped.imageBeforeEdit ?? null,
      cdn: '' as const,
    }
  })

  // The legacy page's map image: guests who may see the site, and its owner in the editor.
  app.get(
    '/api/sites/:siteId/maps/:location/:zoom/:mapTheme/:markerColorHex',
    {
      ...limited,
      schema: {
        summary: "The legacy page's map image",
        tags: guestTags,
        params: legacyMapParams,
        querystring: z.object({ preventCache: z.string().optional() }),
        response: { 200: fileResponse('image/png', 'The map picture') },
      },
    },
    async (request, reply) => {
      const { params } = request
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
      const { preventCache } = request.query
      return reply
        .header('cache-control', preventCache === 'true' ? 'no-store' : 'public, max-age=86400')
        .type(picture.contentType)
        .send(picture.data)
    },
  )

  const rsvps = {
    ...first.site('site.viewResponses'),
    schema: {
      summary: "A legacy site's RSVPs",
      tags,
      params: siteParams,
      response: { 200: z.object({ data: z.array(z.looseObject({ _id: z.string().optional() })) }) },
    },
  }
  app.get('/api/rsvps/:siteId', rsvps, async (request) => {
    const { siteId } = request.params
    return { data: await legacy.rsvps(await access.site(request, 'site.viewResponses', siteId)) }
  })

  const removeRsvp = {
    ...first.site('site.viewResponses'),
    schema: {
      summary: "Delete a legacy site's RSVP",
      tags,
      params: rsvpParams,
      response: { 200: okResponse },
    },
  }
  app.delete('/api/rsvps/:siteId/:rsvpId', removeRsvp, async (request) => {
    const { siteId, rsvpId } = request.params
    await legacy.deleteRsvp(await access.site(request, 'site.viewResponses', siteId), rsvpId)
    return { ok: true as const }
  })

  const rsvp = {
    ...limited,
    schema: {
      summary: "A guest's answer on a legacy page",
      tags: guestTags,
      params: siteParams,
      body: legacyRsvpBodySchema,
      response: { 200: guestAnswerResponseSchema },
    },
  }
  app.post('/api/rsvps/:siteId/v3', rsvp, async (request) => {
    const {
      params: { siteId },
      body,
    } = request
    return legacy.submitRsvp(await access.site(request, 'guest.answer', siteId), body)
  })

  const speech = {
    ...limited,
    schema: {
      summary: 'A speech announced on a legacy page',
      tags: guestTags,
      params: siteParams,
      body: legacySpeechBodySchema,
      response: { 200: guestAnswerResponseSchema },
    },
  }
  app.post('/api/speeches/:siteId/v2', speech, async (request) => {
    const {
      params: { siteId },
      body,
    } = request
    return legacy.submitSpeech(await access.site(request, 'guest.answer', siteId), body)
  })

  giftChangeRoutes(app, context, '/api/gift-registry/:siteId/:moduleId/:itemId')
}
