import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { handleError } from './errors.ts'
import { checkWithZodSchemas } from './schema-compilers.ts'

/** A bare app with one route whose answer carries a field its schema does not name. */
async function appAnswering(answer: unknown, underTest: boolean) {
  const app = Fastify({ logger: false })
  checkWithZodSchemas(app, { NODE_ENV: underTest ? 'test' : 'development' })
  app.setErrorHandler(handleError)
  app.post(
    '/thing',
    { schema: { body: z.object({ n: z.number() }), response: { 200: z.object({ n: z.number() }) } } },
    async () => answer,
  )
  await app.ready()
  return app
}

describe('zod route schemas', () => {
  it('answers a body that fails its schema with the 400 in the spec error shape', async () => {
    const app = await appAnswering({ n: 1 }, false)
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { n: 'x' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ isErrorResponse: true, fields: { n: expect.any(String) } })
  })

  it('sends the answer as the handler made it: a field the schema does not name is kept', async () => {
    const app = await appAnswering({ n: 1, extra: 'kept' }, true)
    const res = await app.inject({ method: 'POST', url: '/thing', payload: { n: 1 } })
    expect(res.json()).toEqual({ n: 1, extra: 'kept' })
  })

  it('fails an answer that breaks its schema under test, and sends it unchanged from a running server', async () => {
    const tested = await appAnswering({ n: 'not a number' }, true)
    expect((await tested.inject({ method: 'POST', url: '/thing', payload: { n: 1 } })).statusCode).toBe(500)
    const running = await appAnswering({ n: 'not a number' }, false)
    const res = await running.inject({ method: 'POST', url: '/thing', payload: { n: 1 } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ n: 'not a number' })
  })
})
