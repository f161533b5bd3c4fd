import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

interface StoredOrder {
  id: string
  orderReferenceId: string
  fulfillmentStatus: string
  body: Record<string, unknown>
}

/**
 * A local stand-in for Gelato's Order API v4, speaking its paths, X-API-KEY header and JSON, for
 * tests of the real adapter. It can fail the next calls, or lose the answer of a create it did.
 */
export interface FakeGelato {
  url: string
  apiKey: string
  orders: StoredOrder[]
  /** Calls as received: method and path. */
  calls: string[]
  /** The next `count` calls answer 503 before doing anything. */
  failNext(count: number): void
  /** The next create is stored but its connection is cut before the answer (a lost answer). */
  dropNextCreateAnswer(): void
  setStatus(id: string, status: string): void
  close(): Promise<void>
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

export async function startFakeGelato(apiKey = 'gelato-test-key'): Promise<FakeGelato> {
  const orders: StoredOrder[] = []
  const calls: string[] = []
  let failures = 0
  let dropCreate = false
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? ''
    calls.push(`${req.method} ${path}`)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers['x-api-key'] !== apiKey)
      return send(401, { code: 'unauthorized', message: 'Invalid API key' })
    if (failures > 0) {
      failures -= 1
      return send(503, { code: 'unavailable', message: 'Service temporarily unavailable' })
    }
    if (req.method === 'POST' && path === '/v4/orders') {
      const body = await readJson(req)
      const items = body.items as
        | { productUid?: string; files?: { url?: string }[]; quantity?: number }[]
        | undefined
      const address = body.shippingAddress as Record<string, unknown> | undefined
      if (!body.orderReferenceId || !items?.length || !items[0]?.files?.[0]?.url || !address?.country) {
        return send(400, { code: 'invalid_request', message: 'Missing required fields' })
      }
      const order: StoredOrder = {
        id: randomUUID(),
        orderReferenceId: String(body.orderReferenceId),
        fulfillmentStatus: 'created',
        body,
      }
      orders.push(order)
      if (dropCreate) {
        dropCreate = false
        res.destroy()
        return
      }
      return send(200, {
        id: order.id,
        orderReferenceId: order.orderReferenceId,
        fulfillmentStatus: 'created',
      })
    }
    if (req.method === 'POST' && path === '/v4/orders:search') {
      const body = await readJson(req)
      const refs = (body.orderReferenceIds as string[] | undefined) ?? []
      const found = orders.filter((o) => refs.includes(o.orderReferenceId))
      return send(200, {
        orders: found.map((o) => ({
          id: o.id,
          orderReferenceId: o.orderReferenceId,
          fulfillmentStatus: o.fulfillmentStatus,
        })),
      })
    }
    const match = /^\/v4\/orders\/([^/]+)$/.exec(path)
    if (req.method === 'GET' && match) {
      const order = orders.find((o) => o.id === decodeURIComponent(match[1] ?? ''))
      if (!order) return send(404, { code: 'not_found', message: 'Order not found' })
      return send(200, {
        id: order.id,
        orderReferenceId: order.orderReferenceId,
        fulfillmentStatus: order.fulfillmentStatus,
      })
    }
    send(404, { code: 'not_found', message: 'Unknown path' })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    orders,
    calls,
    failNext: (count) => {
      failures = count
    },
    dropNextCreateAnswer: () => {
      dropCreate = true
    },
    setStatus: (id, status) => {
      const order = orders.find((o) => o.id === id)
      if (!order) throw new Error(`no order ${id}`)
      order.fulfillmentStatus = status
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
