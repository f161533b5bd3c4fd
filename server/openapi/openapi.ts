import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema, fileResponse } from '../http/route-schemas.ts'

/** The folders served by @fastify/static, and what they hold. */
const STATIC_FOLDERS = [
  ['/assets/', 'Built client files (immutable names)'],
  ['/media/demo/', 'Images of the demo sites'],
  ['/media/u/', 'Uploaded images (local storage)'],
] as const

/** Where a route that names no tag is grouped: its first path segment after /api. */
function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean)
  if (first === 'api') return second?.replace(/[^A-Za-z0-9-]/g, '') || 'api'
  if (first === 'internal' || first === 'dev') return first
  return 'pages'
}

/**
 * The route's schema as documented: its own (params, querystring, body and responses are the zod
 * schemas the route is validated with), with a summary made from its method and path when it has
 * none, and the error body for every 4xx and 5xx it does not describe itself.
 */
export function documentedSchema(method: string, url: string, own: FastifySchema | undefined): FastifySchema {
  const base = (own ?? {}) as FastifySchema & { summary?: string; tags?: string[] }
  return {
    ...base,
    summary: base.summary ?? `${method} ${url}`,
    tags: base.tags ?? [tagOf(url)],
    response: { '4xx': errorResponseSchema, '5xx': errorResponseSchema, ...(base.response as object) },
  } as FastifySchema
}

/**
 * OpenAPI 3 at /api/openapi.json, built by @fastify/swagger from every route the app has when
 * the document is asked for, zod schemas converted by fastify-type-provider-zod. Register before
 * the routes: swagger learns of routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // @fastify/static hides its routes from the document and takes no schema; every route is described here.
  app.addHook('onRoute', (route) => {
    const own = route.schema as (FastifySchema & { hide?: boolean }) | undefined
    if (!own?.hide) return
    const folder = STATIC_FOLDERS.find(([prefix]) => route.url.startsWith(prefix))
    route.schema = {
      ...own,
      hide: false,
      summary: folder?.[1] ?? `${String(route.method)} ${route.url}`,
      tags: ['static'],
      response: { 200: fileResponse('application/octet-stream', 'The file') },
    } as FastifySchema
  })
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'eventsite API',
        description:
          'The API of the event website builder: owner calls (accounts, sites, payments, addresses, cards), guest calls (answers, gift reservations) and operations (health, metrics).',
        version: '1',
      },
    },
    transform: ({ schema, url, route, ...rest }) => {
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method)
      return jsonSchemaTransform({ schema: documentedSchema(method, route.url, schema), url, route, ...rest })
    },
  })
  app.get(
    '/api/openapi.json',
    {
      schema: {
        summary: 'This document',
        tags: ['operations'],
        response: { 200: z.looseObject({ openapi: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return app.swagger()
    },
  )
}
