import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorHandler, errors } from '../../http/errors.ts'
import { createErrorReporter } from './error-reporter.ts'

/** A local stand-in for the Sentry envelope endpoint: POST /api/<project>/envelope/. */
function fakeIngest() {
  const envelopes: { path: string; items: unknown[] }[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')
      const items = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown)
      envelopes.push({ path: req.url ?? '', items })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return { server, envelopes }
}

async function appReportingTo(dsn: string | undefined): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  const reporter = await createErrorReporter({ ERROR_REPORTING_DSN: dsn, NODE_ENV: 'test' }, app)
  app.setErrorHandler(errorHandler(reporter.report))
  app.post('/api/accounts/boom', async () => {
    throw new Error('Database down while saving anna.svensson@example.se')
  })
  app.get('/api/forbidden', async () => {
    throw errors.forbidden()
  })
  await app.ready()
  return app
}

const events = (envelopes: { items: unknown[] }[]) =>
  envelopes.flatMap((e) => e.items).filter((item) => typeof item === 'object' && item && 'exception' in item)

describe('server error reporting', () => {
  const ingest = fakeIngest()
  let dsn: string

  beforeAll(async () => {
    await new Promise<void>((resolve) => ingest.server.listen(0, '127.0.0.1', resolve))
    dsn = `http://publickey@127.0.0.1:${(ingest.server.address() as AddressInfo).port}/7`
  })
  afterAll(() => new Promise((resolve) => ingest.server.close(resolve)))

  it('sends a 5xx to the DSN, scrubbed, and answers as before', async () => {
    const app = await appReportingTo(dsn)
    const res = await app.inject({
      method: 'POST',
      url: '/api/accounts/boom?mail=bo@example.dk',
      headers: { cookie: 'sid=secret-session', 'content-type': 'application/json' },
      payload: { mail: 'bo@example.dk', password: 'hemligt-losen' },
    })
    expect(res.statusCode).toBe(500)
    expect(res.json().isErrorResponse).toBe(true)
    await app.close() // flushes the SDK's queue
    const [event] = events(ingest.envelopes)
    expect(ingest.envelopes[0]?.path).toMatch(/^\/api\/7\/envelope\/\?/)
    const text = JSON.stringify(event)
    expect(text).toContain('Database down while saving [mail]')
    expect(text).toContain('/api/accounts/boom')
    for (const secret of ['@example', 'secret-session', 'hemligt-losen']) expect(text).not.toContain(secret)
  })

  it('does not report a 403 or any other client error', async () => {
    ingest.envelopes.length = 0
    const app = await appReportingTo(dsn)
    expect((await app.inject({ url: '/api/forbidden' })).statusCode).toBe(403)
    await app.close()
    expect(events(ingest.envelopes)).toEqual([])
  })

  it('sends nothing without a DSN', async () => {
    ingest.envelopes.length = 0
    const app = await appReportingTo(undefined)
    expect((await app.inject({ method: 'POST', url: '/api/accounts/boom' })).statusCode).toBe(500)
    await app.close()
    expect(ingest.envelopes).toEqual([])
  })
})
