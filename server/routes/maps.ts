import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAP_THEMES } from '#domain/modules/location.ts'
import { imageSchema } from '#domain/site/image.ts'
import { zodErrorToAppError } from '../http/errors.ts'
import { fileResponse } from '../http/route-schemas.ts'
import { type MapRequest, mapErrors } from '../services/media/maps.service.ts'
import { quickStartRateLimit } from './access.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

/** The path parameters of both map calls; Fastify has already decoded the location. */
export const mapParamsSchema = z.object({
  siteId: z.string().min(1).max(100),
  location: z
    .string()
    .transform((s) => s.trim())
    .pipe(z.string().min(1).max(300)),
  zoom: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(6).max(18)),
  theme: z.enum(MAP_THEMES),
  colorHex: z.string().regex(/^[0-9a-fA-F]{6}$/),
})

const FIELD_ERRORS = {
  location: mapErrors.location,
  zoom: mapErrors.zoom,
  theme: mapErrors.theme,
  colorHex: mapErrors.color,
} as const

/** The call's context (a site id or quick-start) and the map asked for; a bad part is a 400 naming it. */
export function parseMapParams(params: unknown): { contextId: string; request: MapRequest } {
  const parsed = mapParamsSchema.safeParse(params ?? {})
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0]
    const known = typeof field === 'string' && field in FIELD_ERRORS
    throw known ? FIELD_ERRORS[field as keyof typeof FIELD_ERRORS]() : zodErrorToAppError(parsed.error)
  }
  const { siteId, location, zoom, theme, colorHex } = parsed.data
  return { contextId: siteId, request: { location, zoom, theme, markerColor: `#${colorHex.toLowerCase()}` } }
}

const MAP_PATH = ':location/:zoom/:theme/:colorHex'

/**
 * The path as documented: plain strings, because parseMapParams checks them itself and answers a
 * bad part with that part's own message.
 */
export const mapPathParams = z.object({
  siteId: z.string(),
  location: z.string(),
  zoom: z.string().describe('6 to 18'),
  theme: z.string().describe(MAP_THEMES.join(', ')),
  colorHex: z.string().describe('RRGGBB'),
})
const tags = ['maps']

/**
 * POST /api/sites/{siteId or quick-start}/maps/{location}/{zoom}/{theme}/{colorHex}/ saves the map
 * image; GET .../maps/preview/... answers the picture for the popup's live preview (spec 001
 * section 7). Anyone may call them in the quick-start context, so those calls are rate limited
 * like guests' calls; an owner working on their own site is not.
 */
export function mapRoutes(fastify: FastifyInstance, { services, limits, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { maps } = services
  const quickStartLimit = quickStartRateLimit(limits.guestSubmit)

  const first = ownerChecks(access)
  const save = {
    ...quickStartLimit,
    ...first.workspace('map.save'),
    schema: {
      summary: 'Save the map image of a location module',
      tags,
      params: mapPathParams,
      response: { 200: z.object({ map: imageSchema }) },
    },
  }
  app.post(`/api/sites/:siteId/maps/${MAP_PATH}`, save, async (request) => {
    const { contextId, request: map } = parseMapParams(request.params)
    const workspace = await access.workspace(request, 'map.save', contextId)
    return { map: await maps.save(workspace, map) }
  })

  const preview = {
    ...quickStartLimit,
    ...first.workspace('map.preview'),
    schema: {
      summary: "The map picture for the popup's live preview",
      tags,
      params: mapPathParams,
      response: { 200: fileResponse('image/png', 'The map picture') },
    },
  }
  app.get(`/api/sites/:siteId/maps/preview/${MAP_PATH}`, preview, async (request, reply) => {
    const { contextId, request: map } = parseMapParams(request.params)
    await access.workspace(request, 'map.preview', contextId)
    const picture = await maps.preview(map)
    // Each change in the popup asks for a new URL; going back to an earlier choice is instant.
    return reply.header('cache-control', 'private, max-age=300').type(picture.contentType).send(picture.data)
  })
}
