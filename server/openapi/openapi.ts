import swagger from '@fastify/swagger'
import type { FastifyInstance, FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { errorResponseSchema, ROUTE_DOCS } from './route-docs.ts'

/** Where a route that describes nothing itself is grouped: its first path segment after /api. */
function tagOf(url: string): string {
  const [first, second] = url.split('/').filter(Boolean)
  if (first === 'api') return second?.replace(/[^A-Za-z0-9-]/g, '') || 'api'
  if (first === 'internal' || first === 'dev') return first
  return 'pages'
}

/**
 * The route's schema as documented: its own when it has one, else the entry of ROUTE_DOCS (the
 * zod schemas the route parses with), else a summary made from its method and path. Documentation
 * only: the route's real schema, and so its validation, stays as the route declared it.
 */
export function documentedSchema(method: string, url: string, own: FastifySchema | undefined): FastifySchema {
  const doc = ROUTE_DOCS[`${method} ${url}`]
  const base = own ?? {}
  const described = base as FastifySchema & { summary?: string; tags?: string[] }
  return {
    ...base,
    summary: described.summary ?? doc?.summary ?? `${method} ${url}`,
    tags: described.tags ?? doc?.tags ?? [tagOf(url)],
    ...(doc?.body && !base.body && method !== 'GET' ? { body: doc.body } : {}),
    ...(doc?.querystring && !base.querystring ? { querystring: doc.querystring } : {}),
    response: base.response ?? { '4xx': errorResponseSchema, '5xx': errorResponseSchema },
  } as FastifySchema
}

/**
 * OpenAPI 3 at /api/openapi.json, built by @fastify/swagger from every route the app has when
 * the document is asked for, zod schemas converted by fastify-type-provider-zod. Register before
 * the routes: swagger learns of routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // @fastify/static hides its routes from the document; every route is described here.
  app.addHook('onRoute', (route) => {
    if (route.schema && (route.schema as { hide?: boolean }).hide)
      route.schema = { ...route.schema, hide: false } as FastifySchema
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
  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return app.swagger()
  })
}
