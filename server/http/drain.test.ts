import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { closeConnectionsWhenDraining } from './drain.ts'

/** A GET on a keep-alive connection: its status and Connection header, once the body has ended. */
function get(port: number, agent: http.Agent): Promise<{ status?: number; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/slow', agent }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }))
      })
      .on('error', reject)
  })
}

describe('closing while a request is in flight on a keep-alive connection', () => {
  it('answers it with Connection: close and closes within moments, not at the keep-alive timeout', async () => {
    let draining = false
    const app = Fastify()
    closeConnectionsWhenDraining(app, () => draining, 5_000)
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300))
      return 'ok'
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const agent = new http.Agent({ keepAlive: true })
    try {
      expect((await get(port, agent)).connection).toBe('keep-alive')
      const answer = get(port, agent)
      await new Promise((r) => setTimeout(r, 100))
      draining = true
      const started = Date.now()
      await app.close()
      expect(Date.now() - started).toBeLessThan(2000)
      expect(await answer).toEqual({ status: 200, connection: 'close' })
    } finally {
      agent.destroy()
    }
  })

  it('closes a connection whose answer went out before draining began', async () => {
    const app = Fastify()
    closeConnectionsWhenDraining(app, () => false, 5_000)
    app.get('/slow', async (_request, reply) => {
      // The headers leave at once; the body ends later, after close() has been called.
      reply.raw.writeHead(200, { 'content-type': 'text/plain' })
      reply.raw.write('o')
      await new Promise((r) => setTimeout(r, 300))
      reply.raw.end('k')
      return reply
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const agent = new http.Agent({ keepAlive: true })
    try {
      const answer = get(port, agent)
      await new Promise((r) => setTimeout(r, 100))
      const started = Date.now()
      await app.close()
      expect(Date.now() - started).toBeLessThan(2000)
      expect((await answer).connection).toBe('keep-alive')
    } finally {
      agent.destroy()
    }
  })

  it('cuts an answer that never ends at the shutdown limit, so the close hooks still run', async () => {
    const app = Fastify({ logger: false })
    closeConnectionsWhenDraining(app, () => true, 400)
    let hooksRan = false
    app.addHook('onClose', async () => {
      hooksRan = true
    })
    app.get('/slow', () => new Promise(() => undefined))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const agent = new http.Agent({ keepAlive: true })
    try {
      const answer = get(port, agent).then(
        () => 'answered',
        (err: NodeJS.ErrnoException) => err.code,
      )
      await new Promise((r) => setTimeout(r, 100))
      const started = Date.now()
      await app.close()
      const took = Date.now() - started
      expect(took).toBeGreaterThanOrEqual(350)
      expect(took).toBeLessThan(2000)
      expect(hooksRan).toBe(true)
      expect(await answer).toBe('ECONNRESET')
    } finally {
      agent.destroy()
    }
  })
})
