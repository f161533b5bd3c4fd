import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.ts'

/** Fastify's path as OpenAPI writes it: `:id` is `{id}`, a wildcard `*` is `{*}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*/g, '{*}')

interface Operation {
  summary?: string
  tags?: string[]
  responses?: Record<string, unknown>
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

  it('describes what at least 90 % of operations answer', () => {
    // A response schema of the operation's own, beyond the error body every operation shares.
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops))
    const described = operations.filter((op) =>
      Object.keys(op.responses ?? {}).some((status) => status !== '4XX' && status !== '5XX'),
    )
    expect(operations.length).toBeGreaterThan(100)
    expect(described.length / operations.length).toBeGreaterThanOrEqual(0.9)
  })

  it("answers a failed validation with the spec's error body and its field messages", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { mail: 'x' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      isErrorResponse: true,
      errorDescription: {
        sv: 'Ogiltiga uppgifter – mail: Ogiltig e-postadress; password: Lösenord saknas',
        en: 'Invalid request – mail: Invalid e-mail address; password: The password is missing',
        da: 'Ugyldige oplysninger – mail: Ugyldig e-mailadresse; password: Adgangskoden mangler',
      },
      message: 'Invalid request – mail: Invalid e-mail address; password: The password is missing',
      fields: { mail: 'Ogiltig e-postadress', password: 'Lösenord saknas' },
    })
  })
})
