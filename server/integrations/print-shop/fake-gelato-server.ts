import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PDFDocument } from 'pdf-lib'

interface StoredOrder {
  id: string
  orderReferenceId: string
  fulfillmentStatus: string
  body: Record<string, unknown>
  /** Set by `ship`: the shipment as Gelato's order answer carries it. */
  shipment?: GelatoShipment
}

/** A shipped order's shipment as GET /v4/orders/{id} answers it: the method and its parcels. */
export interface GelatoShipment {
  id: string
  shipmentMethodName: string
  shipmentMethodUid: string
  packageCount: number
  packages: { id: string; orderItemIds: string[]; trackingCode: string; trackingUrl: string }[]
}

/**
 * A local stand-in for Gelato's Order API v4, speaking its paths, X-API-KEY header and JSON, for
 * tests of the real adapter. It can fail the next calls, or lose the answer of a create it did.
 */
export interface FakeGelato {
  url: string
  apiKey: string
  orders: StoredOrder[]
  /** With `fetchFiles`: each item file as downloaded, by its URL. */
  files: Map<string, Buffer>
  /** Calls as received: method and path. */
  calls: string[]
  /** The next `count` calls answer 503 before doing anything. */
  failNext(count: number): void
  /** The next create is stored but its connection is cut before the answer (a lost answer). */
  dropNextCreateAnswer(): void
  setStatus(id: string, status: string): void
  /** The order ships: its status becomes `status` and it gets a shipment with one tracked parcel. */
  ship(
    id: string,
    parcel: { shipmentMethodName: string; trackingCode: string; trackingUrl: string },
    status?: string,
  ): void
  close(): Promise<void>
}

export interface FakeGelatoOptions {
  apiKey?: string
  /**
   * Download every item's file as Gelato does, and refuse the order when one cannot be fetched or
   * is not a PDF of `filePages` pages (a card product's file is one card: front and back).
   */
  fetchFiles?: boolean
  filePages?: number
}

interface Item {
  itemReferenceId?: unknown
  productUid?: unknown
  files?: { type?: unknown; url?: unknown }[]
  quantity?: unknown
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0
const isHttpUrl = (value: unknown): value is string => nonEmpty(value) && /^https?:\/\//.test(value)

/**
 * Gelato's checks of a create-order body: what it refuses with 400 before storing anything. Items
 * need their own reference (unique in the order), a product and a whole quantity of at least one;
 * an item's files need a type and an address.
 */
function bodyProblem(body: Record<string, unknown>): string | undefined {
  if (body.orderType !== undefined && body.orderType !== 'order' && body.orderType !== 'draft')
    return 'orderType must be order or draft'
  if (!nonEmpty(body.orderReferenceId)) return 'orderReferenceId is required'
  if (!nonEmpty(body.customerReferenceId)) return 'customerReferenceId is required'
  if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency)) return 'currency is invalid'
  const items = body.items as Item[] | undefined
  if (!Array.isArray(items) || items.length === 0) return 'items are required'
  const references = new Set<string>()
  for (const [i, item] of items.entries()) {
    if (!nonEmpty(item.itemReferenceId)) return `items[${i}].itemReferenceId is required`
    if (references.has(item.itemReferenceId)) return `items[${i}].itemReferenceId is not unique`
    references.add(item.itemReferenceId)
    if (!nonEmpty(item.productUid)) return `items[${i}].productUid is required`
    if (!Number.isInteger(item.quantity) || (item.quantity as number) < 1)
      return `items[${i}].quantity must be a whole number of at least 1`
    if (item.files !== undefined) {
      if (!Array.isArray(item.files) || item.files.length === 0) return `items[${i}].files is empty`
      for (const file of item.files)
        if (!nonEmpty(file.type) || !isHttpUrl(file.url)) return `items[${i}].files needs a type and url`
    }
  }
  if (!items.some((item) => item.files?.length)) return 'no item has a file to print'
  const address = body.shippingAddress as Record<string, unknown> | undefined
  for (const field of ['firstName', 'lastName', 'addressLine1', 'city', 'postCode', 'country', 'email'])
    if (!nonEmpty(address?.[field])) return `shippingAddress.${field} is required`
  return undefined
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as Record<string, unknown>) : {}
}

/** Why a downloaded file would not print as one card, or undefined. */
async function fileProblem(url: string, bytes: Buffer, pages: number): Promise<string | undefined> {
  try {
    const count = (await PDFDocument.load(bytes)).getPageCount()
    return count === pages ? undefined : `file ${url} has ${count} pages, the product ${pages}`
  } catch {
    return `file ${url} is not a PDF`
  }
}

export async function startFakeGelato(options: FakeGelatoOptions = {}): Promise<FakeGelato> {
  const apiKey = options.apiKey ?? 'gelato-test-key'
  const filePages = options.filePages ?? 2
  const orders: StoredOrder[] = []
  const files = new Map<string, Buffer>()
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
      const problem = bodyProblem(body)
      if (problem) return send(400, { code: 'invalid_request', message: problem })
      if (options.fetchFiles) {
        for (const item of body.items as Item[]) {
          for (const file of item.files ?? []) {
            const url = file.url as string
            const got = await fetch(url).catch(() => undefined)
            if (!got?.ok) return send(400, { code: 'invalid_file', message: `file ${url} not fetched` })
            const bytes = Buffer.from(await got.arrayBuffer())
            const bad = await fileProblem(url, bytes, filePages)
            if (bad) return send(400, { code: 'invalid_file', message: bad })
            files.set(url, bytes)
          }
        }
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
        // Gelato answers a shipment before the order ships too, without parcels.
        shipment: order.shipment ?? {
          id: `${order.id}-shipment`,
          shipmentMethodName: 'PostNord Varubrev',
          shipmentMethodUid: 'postnord_varubrev',
          packageCount: 0,
          packages: [],
        },
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
    files,
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
    ship: (id, parcel, status = 'shipped') => {
      const order = orders.find((o) => o.id === id)
      if (!order) throw new Error(`no order ${id}`)
      order.fulfillmentStatus = status
      order.shipment = {
        id: `${id}-shipment`,
        shipmentMethodName: parcel.shipmentMethodName,
        shipmentMethodUid: 'postnord_varubrev',
        packageCount: 1,
        packages: [
          {
            id: `${id}-package-1`,
            orderItemIds: [`${id}-item-1`],
            trackingCode: parcel.trackingCode,
            trackingUrl: parcel.trackingUrl,
          },
        ],
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
