import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { request as httpRequest } from 'node:http'
import { createServer, request as httpsRequest } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'
import type { SwishCommerceApiOptions } from './swish-commerce-api.ts'
import { SwishRequestError, type SwishStatus } from './swish-provider.ts'
import { checkSwishPaymentRequest, type SwishOutcome, simulatedAnswer } from './swish-rules.ts'
import { makeThrowawayCertificates, type ThrowawayCertificates } from './throwaway-certificates.ts'

/** A payment request as the fake Swish holds it, in Swish's own field names. */
export interface FakePaymentRequest {
  id: string
  payeePaymentReference: string | null
  paymentReference: string | null
  callbackUrl: string
  payerAlias: string
  payeeAlias: string
  amount: number
  currency: 'SEK'
  message: string
  status: SwishStatus
  dateCreated: string
  datePaid: string | null
  errorCode: string | null
  errorMessage: string | null
}

/** A refund as the fake Swish holds it, in Swish's own field names. */
export interface FakeRefund {
  id: string
  originalPaymentReference: string
  callbackUrl: string
  payerAlias: string
  amount: number
  currency: 'SEK'
  message: string
  status: 'PAID'
  dateCreated: string
}

export type FakeOutcome = SwishOutcome

export interface FakeSwishOptions {
  /** The business's Swish number; the client certificate is issued for it. */
  payeeAlias?: string
  /**
   * When set, every request settles by itself this long after it was made, the way the embedded
   * simulator does (payer numbers ending in 01, 02, 03 decline, fail, cancel). Unset: tests call settle().
   */
  settleAfterMs?: number
  /**
   * How a callback reaches our server; resolves with the status it answered. Unset: posted over
   * HTTP(S) to the callback URL. A test of an app run by `inject` hands it over directly.
   */
  deliverCallback?: (url: string, body: FakePaymentRequest) => Promise<number>
}

export interface FakeSwish {
  /** The base to configure as SWISH_API_URL. */
  url: string
  payeeAlias: string
  certificates: ThrowawayCertificates
  /** What the business configures to talk to this Swish: its address, alias, certificate and root. */
  clientOptions: SwishCommerceApiOptions
  requests: Map<string, FakePaymentRequest>
  /** The refunds Swish took, by their instruction id. */
  refunds: Map<string, FakeRefund>
  /** Every refund call, taken or refused, in order: what a test counts. */
  refundCalls: { id: string; body: Record<string, unknown>; status: number }[]
  /** Each callback posted: where, what, and the status our server answered (0: unreachable). */
  callbacks: { url: string; body: FakePaymentRequest; status: number }[]
  /** Ends a waiting request and posts the callback, as Swish does when the payer answers. */
  settle(instructionId: string, outcome: FakeOutcome): Promise<void>
  close(): Promise<void>
}

const CREATE = /^\/swish-cpcapi\/api\/v2\/paymentrequests\/([^/]+)$/
const READ = /^\/swish-cpcapi\/api\/v1\/paymentrequests\/([^/]+)$/
const REFUND = /^\/swish-cpcapi\/api\/v2\/refunds\/([^/]+)$/
const READ_REFUND = /^\/swish-cpcapi\/api\/v1\/refunds\/([^/]+)$/

/**
 * A local stand-in for the Swish Commerce API over HTTPS that, like Swish, only talks to a
 * client presenting a certificate from its root, issued for the payee alias in the request.
 */
export async function startFakeSwish(options: FakeSwishOptions = {}): Promise<FakeSwish> {
  const payeeAlias = options.payeeAlias ?? '1234679304'
  const certificates = makeThrowawayCertificates(payeeAlias)
  const requests = new Map<string, FakePaymentRequest>()
  const callbacks: FakeSwish['callbacks'] = []
  const refunds = new Map<string, FakeRefund>()
  const refundCalls: FakeSwish['refundCalls'] = []
  const timers = new Set<NodeJS.Timeout>()
  let base = ''

  async function settle(instructionId: string, outcome: FakeOutcome): Promise<void> {
    const request = requests.get(instructionId)
    if (!request) throw new Error(`The fake Swish has no payment request ${instructionId}`)
    if (request.status !== 'CREATED')
      throw new Error(`Payment request ${instructionId} is already ${request.status}`)
    request.status = outcome.status
    if (outcome.status === 'PAID') {
      request.paymentReference = randomBytes(16).toString('hex').toUpperCase()
      request.datePaid = new Date().toISOString()
    }
    if (outcome.status === 'ERROR') {
      request.errorCode = outcome.errorCode
      request.errorMessage = outcome.errorMessage
    }
    const status = await (options.deliverCallback ?? postCallback)(
      request.callbackUrl,
      structuredClone(request),
    )
    callbacks.push({ url: request.callbackUrl, body: structuredClone(request), status })
  }

  function create(req: IncomingMessage, res: ServerResponse, id: string, body: Record<string, unknown>) {
    if (body.payeeAlias !== payeeAlias || peerCommonName(req) !== payeeAlias) {
      return swishErrors(res, 403, 'PA01', 'Payee alias does not match the certificate')
    }
    if (body.currency !== 'SEK') return swishErrors(res, 422, 'AM03', 'Invalid or missing Currency')
    const amount =
      typeof body.amount === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(body.amount) ? body.amount : ''
    if (requests.has(id)) return swishErrors(res, 422, 'RP09', 'The given instructionUUID is not available')
    const [kronor = '', ore = ''] = amount.split('.')
    const input = {
      instructionId: id,
      payerAlias: String(body.payerAlias ?? ''),
      amountOre: amount ? Number(kronor) * 100 + Number(ore.padEnd(2, '0')) : Number.NaN,
      message: String(body.message ?? ''),
      callbackUrl: String(body.callbackUrl ?? ''),
    }
    try {
      checkSwishPaymentRequest(input)
    } catch (err) {
      if (err instanceof SwishRequestError) return swishErrors(res, err.status, err.code, err.errorMessage)
      throw err
    }
    const request: FakePaymentRequest = {
      id,
      payeePaymentReference:
        typeof body.payeePaymentReference === 'string' ? body.payeePaymentReference : null,
      paymentReference: null,
      callbackUrl: input.callbackUrl,
      payerAlias: input.payerAlias,
      payeeAlias,
      amount: input.amountOre / 100,
      currency: 'SEK',
      message: input.message,
      status: 'CREATED',
      dateCreated: new Date().toISOString(),
      datePaid: null,
      errorCode: null,
      errorMessage: null,
    }
    requests.set(id, request)
    if (options.settleAfterMs !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        void settle(id, simulatedAnswer(input.payerAlias)).catch(() => undefined)
      }, options.settleAfterMs)
      timers.add(timer)
    }
    res.writeHead(201, { location: `${base}/swish-cpcapi/api/v1/paymentrequests/${id}` }).end()
  }

  /**
   * A refund, as Swish takes one: paid by the business (payerAlias is the certificate's alias) out
   * of a paid request (originalPaymentReference), at most its amount, once per instruction id.
   */
  function refund(req: IncomingMessage, res: ServerResponse, id: string, body: Record<string, unknown>) {
    const answer = (status: number, code?: string, message?: string) => {
      refundCalls.push({ id, body, status })
      if (code) return swishErrors(res, status, code, message ?? '')
      res.writeHead(status, { location: `${base}/swish-cpcapi/api/v1/refunds/${id}` }).end()
    }
    if (body.payerAlias !== payeeAlias || peerCommonName(req) !== payeeAlias) {
      return answer(403, 'PA01', 'Payer alias does not match the certificate')
    }
    if (body.currency !== 'SEK') return answer(422, 'AM03', 'Invalid or missing Currency')
    if (!/^[0-9A-F]{32}$/.test(id)) return answer(422, 'RP09', 'The given instructionUUID is not available')
    if (refunds.has(id)) return answer(422, 'RP09', 'The given instructionUUID is not available')
    const original = [...requests.values()].find(
      (r) => r.status === 'PAID' && r.paymentReference === body.originalPaymentReference,
    )
    if (!original)
      return answer(422, 'RF02', 'Original Payment not found or original payment is more than 13 months old')
    const amount =
      typeof body.amount === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(body.amount)
        ? Number(body.amount)
        : Number.NaN
    if (!(amount > 0)) return answer(422, 'AM02', 'Amount value is too large or missing')
    const refunded = [...refunds.values()]
      .filter((r) => r.originalPaymentReference === original.paymentReference)
      .reduce((sum, r) => sum + r.amount, 0)
    if (Math.round((refunded + amount) * 100) > Math.round(original.amount * 100)) {
      return answer(422, 'RF07', 'Transaction declined: the refund exceeds the original amount')
    }
    if (typeof body.callbackUrl !== 'string' || !/^https?:\/\//.test(body.callbackUrl)) {
      return answer(422, 'RP03', 'Callback URL is missing or does not use HTTPS')
    }
    refunds.set(id, {
      id,
      originalPaymentReference: String(body.originalPaymentReference),
      callbackUrl: body.callbackUrl,
      payerAlias: payeeAlias,
      amount,
      currency: 'SEK',
      message: String(body.message ?? ''),
      status: 'PAID',
      dateCreated: new Date().toISOString(),
    })
    return answer(201)
  }

  const server = createServer(
    {
      key: certificates.server.key,
      cert: certificates.server.cert,
      ca: certificates.ca.cert,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      const path = new URL(req.url ?? '/', 'https://fake').pathname
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const created = CREATE.exec(path)
        const read = READ.exec(path)
        const refunding = REFUND.exec(path)
        const readRefund = READ_REFUND.exec(path)
        if (req.method === 'PUT' && (created?.[1] || refunding?.[1])) {
          let body: Record<string, unknown>
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
          } catch {
            return swishErrors(res, 400, 'PA02', 'The request body is not JSON')
          }
          if (refunding?.[1]) return refund(req, res, refunding[1], body)
          return create(req, res, created?.[1] ?? '', body)
        }
        if (req.method === 'GET' && readRefund?.[1]) {
          const found = refunds.get(readRefund[1])
          if (!found) return swishErrors(res, 404, 'RF04', 'No refund found related to the token')
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
          return
        }
        if (req.method === 'GET' && read?.[1]) {
          const found = requests.get(read[1])
          if (!found) return swishErrors(res, 404, 'RP04', 'No payment request found related to a token')
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found))
          return
        }
        res.writeHead(405).end()
      })
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: base,
    payeeAlias,
    certificates,
    clientOptions: {
      apiUrl: base,
      payeeAlias,
      cert: certificates.client.cert,
      key: certificates.client.key,
      ca: certificates.ca.cert,
    },
    requests,
    refunds,
    refundCalls,
    callbacks,
    settle,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function peerCommonName(req: IncomingMessage): string | undefined {
  const subject = (req.socket as TLSSocket).getPeerCertificate().subject as
    | { CN?: string | string[] }
    | undefined
  return Array.isArray(subject?.CN) ? subject.CN[0] : subject?.CN
}

function swishErrors(res: ServerResponse, status: number, errorCode: string, errorMessage: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify([{ errorCode, errorMessage, additionalInformation: null }]))
}

/** Posts the payment request to the callback address, as Swish does; resolves with the answer's status. */
function postCallback(url: string, body: FakePaymentRequest): Promise<number> {
  const payload = JSON.stringify(body)
  const send = url.startsWith('https:') ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        timeout: 5000,
        // Our own test servers use throwaway certificates; the callback's body is not trusted anyway.
        rejectUnauthorized: false,
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end(payload)
  })
}
