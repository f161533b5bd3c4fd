import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { handleError } from './errors.ts'
import { assertSameOrigin } from './same-origin.ts'

async function appBehind(trustProxy: boolean) {
  const app = Fastify({ logger: false, trustProxy })
  app.setErrorHandler(handleError)
  app.addHook('onRequest', async (request) => assertSameOrigin(request))
  app.post('/api/thing', async () => ({ ok: true }))
  await app.ready()
  return app
}

const post = (app: Awaited<ReturnType<typeof appBehind>>, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/thing', headers: { host: 'brollopssida.se', ...headers } })

describe('same-origin check', () => {
  it('accepts the same scheme and host', async () => {
    const app = await appBehind(false)
    expect((await post(app, { origin: 'http://brollopssida.se' })).statusCode).toBe(200)
  })

  it('refuses the same host on another scheme', async () => {
    const app = await appBehind(false)
    expect((await post(app, { origin: 'https://brollopssida.se' })).statusCode).toBe(403)
  })

  it('behind a trusted proxy, takes the scheme from X-Forwarded-Proto', async () => {
    const app = await appBehind(true)
    const https = { 'x-forwarded-proto': 'https' }
    expect((await post(app, { ...https, origin: 'https://brollopssida.se' })).statusCode).toBe(200)
    expect((await post(app, { ...https, origin: 'http://brollopssida.se' })).statusCode).toBe(403)
  })

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted', async () => {
    const app = await appBehind(false)
    const forged = { 'x-forwarded-proto': 'https', origin: 'https://brollopssida.se' }
    expect((await post(app, forged)).statusCode).toBe(403)
  })

  it('still refuses another host and accepts requests without Origin', async () => {
    const app = await appBehind(false)
    expect((await post(app, { origin: 'http://anna.brollopssida.se' })).statusCode).toBe(403)
    expect((await post(app, {})).statusCode).toBe(200)
  })
})
