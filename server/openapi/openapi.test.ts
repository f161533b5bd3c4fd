import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { ROUTE_DOCS } from './route-docs.ts'

/** Fastify's path as OpenAPI writes it: `:id` is `{id}`, a wildcard `*` is `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}')

interface Operation {
  summary?: string
  tags?: string[]
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: object } }> }
}

describe('OpenAPI at /api/openapi.json', () => {
  let t: TestApp
  const routes: RouteOptions[] = []
  let doc: { openapi: string; paths: Record<string, Record<string, Operation>> }

  beforeAll(async () => {
    t = await createTestApp('sqlite', { onRoute: (route) => void routes.push(route) })
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(res.statusCode).toBe(200)
    doc = res.json()
  })
  afterAll(async () => t?.close())

  it('describes every route the app has, whoever added it', () => {
    // Every route as the app has it at run time, so routes added later are checked too.
    const missing: string[] = []
    for (const route of routes) {
      const methods = [route.method].flat().filter((m) => m !== 'HEAD')
      for (const method of methods) {
        const op = doc.paths[openApiPath(route.url)]?.[method.toLowerCase()]
        if (!op?.summary || !op.tags?.length) missing.push(`${method} ${route.url}`)
      }
    }
    expect(missing).toEqual([])
    expect(routes.length).toBeGreaterThan(40)
    expect(doc.openapi).toMatch(/^3\./)
  })

  it('takes request bodies from the zod schemas the routes parse with', () => {
    const rsvp = doc.paths['/api/rsvps/{siteId}/v4']?.post
    expect(rsvp?.summary).toBe("A guest's answer (RSVP)")
    const body = rsvp?.requestBody?.content['application/json']?.schema
    expect(body?.type).toBe('object')
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['guests', 'postKey', 'formId']),
    )
    const login = doc.paths['/api/accounts/login/']?.post?.requestBody?.content['application/json']?.schema
    expect(Object.keys(login?.properties ?? {})).toEqual(expect.arrayContaining(['mail', 'password']))
  })

  it('documents only routes that exist (no stale entries)', () => {
    const known = new Set(routes.flatMap((r) => [r.method].flat().map((m) => `${m} ${r.url}`)))
    // Static files are routes only when their folder exists (a build, the demo images, local storage).
    const conditional = (k: string) => /^GET \/(assets|media\/demo|media\/u)\/\*$/.test(k)
    expect(Object.keys(ROUTE_DOCS).filter((k) => !known.has(k) && !conditional(k))).toEqual([])
  })
})
