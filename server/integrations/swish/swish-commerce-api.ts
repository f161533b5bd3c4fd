import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:https'
import { kronorDecimal } from '#domain/commerce/money.ts'
import {
  INSTRUCTION_ID,
  type SwishPaymentRequest,
  type SwishProvider,
  SwishRequestError,
  type SwishStatus,
  SwishUnavailableError,
} from './swish-provider.ts'

export interface SwishCommerceApiOptions {
  /** https://cpc.getswish.net in production, https://mss.cpc.getswish.net for Swish's test system. */
  apiUrl: string
  /** The business's Swish number (123...), the one the client certificate was issued for. */
  payeeAlias: string
  /** PEM files: the client certificate, its key and, when Swish's server is not signed by a public CA, its root. */
  cert: string | Buffer
  key: string | Buffer
  ca?: string | Buffer
  passphrase?: string
  timeoutMs?: number
}

/** The paths of the certificate files, as configured. */
export function readSwishCertificates(paths: { certPath: string; keyPath: string; caPath?: string }) {
  return {
    cert: readFileSync(paths.certPath),
    key: readFileSync(paths.keyPath),
    ca: paths.caPath ? readFileSync(paths.caPath) : undefined,
  }
}

const STATUSES: readonly SwishStatus[] = ['CREATED', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED']

/**
 * Swish Commerce API (e-commerce payment requests): created with our own instruction id by PUT on
 * v2 and read back by GET on v1, over mutual TLS with the business's client certificate.
 */
export function swishCommerceApi(options: SwishCommerceApiOptions): SwishProvider {
  const agent = new Agent({
    cert: options.cert,
    key: options.key,
    ca: options.ca,
    passphrase: options.passphrase,
    keepAlive: true,
  })
  const base = `${options.apiUrl.replace(/\/+$/, '')}/swish-cpcapi/api`
  const timeoutMs = options.timeoutMs ?? 10_000

  async function call(
    method: 'PUT' | 'GET',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    try {
      return await send(method, url, body)
    } catch (err) {
      // A key that does not open (wrong passphrase) fails before anything is sent.
      if (err instanceof SwishUnavailableError) throw err
      throw new SwishUnavailableError(`Swish could not be called: ${(err as Error).message}`, { cause: err })
    }
  }

  function send(
    method: 'PUT' | 'GET',
    url: string,
    body?: unknown,
  ): Promise<{ status: number; text: string }> {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent,
          timeout: timeoutMs,
          headers: {
            accept: 'application/json',
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          )
          res.on('error', (err) =>
            reject(new SwishUnavailableError('Swish answer broke off', { cause: err })),
          )
        },
      )
      req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)))
      req.on('error', (err) =>
        reject(new SwishUnavailableError(`Swish could not be reached: ${err.message}`, { cause: err })),
      )
      req.end(payload)
    })
  }

  return {
    simulated: false,
    async createPaymentRequest(input) {
      if (!INSTRUCTION_ID.test(input.instructionId)) {
        throw new SwishRequestError(422, 'RP09', 'The given instructionUUID is not available')
      }
      const res = await call('PUT', `${base}/v2/paymentrequests/${input.instructionId}`, {
        payeeAlias: options.payeeAlias,
        payerAlias: input.payerAlias,
        amount: kronorDecimal(input.amountOre),
        currency: 'SEK',
        callbackUrl: input.callbackUrl,
        message: input.message,
      })
      if (res.status === 201 || res.status === 200) return
      throw failure(res)
    },
    async getPaymentRequest(instructionId) {
      if (!INSTRUCTION_ID.test(instructionId)) {
        throw new SwishRequestError(404, 'RP04', 'No payment request found related to a token')
      }
      const res = await call('GET', `${base}/v1/paymentrequests/${instructionId}`)
      if (res.status !== 200) throw failure(res)
      return parsePaymentRequest(instructionId, res.text)
    },
    async refund(input) {
      if (!INSTRUCTION_ID.test(input.instructionId)) {
        throw new SwishRequestError(422, 'RP09', 'The given instructionUUID is not available')
      }
      // The business pays the refund: its own number is the payer.
      const res = await call('PUT', `${base}/v2/refunds/${input.instructionId}`, {
        originalPaymentReference: input.originalPaymentReference,
        callbackUrl: input.callbackUrl,
        payerAlias: options.payeeAlias,
        amount: kronorDecimal(input.amountOre),
        currency: 'SEK',
        message: input.message,
      })
      if (res.status === 201 || res.status === 200) return
      throw failure(res)
    },
  }
}

/** 4xx: Swish refused the request (422 carries [{errorCode, errorMessage}]); anything else: Swish failed. */
function failure(res: { status: number; text: string }): Error {
  if (res.status < 400 || res.status >= 500) {
    return new SwishUnavailableError(`Swish answered ${res.status}: ${res.text.slice(0, 200)}`)
  }
  const first = firstError(res.text)
  return new SwishRequestError(
    res.status,
    first?.errorCode ?? `HTTP${res.status}`,
    first?.errorMessage ?? res.text.slice(0, 200),
  )
}

function firstError(text: string): { errorCode?: string; errorMessage?: string } | undefined {
  try {
    const body = JSON.parse(text) as unknown
    const first = Array.isArray(body) ? body[0] : body
    return typeof first === 'object' && first !== null
      ? (first as { errorCode?: string; errorMessage?: string })
      : undefined
  } catch {
    return undefined
  }
}

function parsePaymentRequest(instructionId: string, text: string): SwishPaymentRequest {
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text) as Record<string, unknown>
  } catch (err) {
    throw new SwishUnavailableError('Swish answered a payment request that is not JSON', { cause: err })
  }
  if (body.id !== instructionId) {
    throw new SwishUnavailableError(`Swish answered payment request ${String(body.id)} for ${instructionId}`)
  }
  const status = body.status
  if (typeof status !== 'string' || !(STATUSES as readonly string[]).includes(status)) {
    throw new SwishUnavailableError(`Swish answered an unknown payment request status: ${String(status)}`)
  }
  // Swish sends the amount as a number of kronor (100 or 100.5); öre are counted from its text.
  const amountOre = Math.round(Number(body.amount) * 100)
  if (!Number.isSafeInteger(amountOre)) {
    throw new SwishUnavailableError(`Swish answered an amount that is not a number: ${String(body.amount)}`)
  }
  const field = (key: string) =>
    typeof body[key] === 'string' && body[key] !== '' ? (body[key] as string) : undefined
  return {
    instructionId,
    status: status as SwishStatus,
    errorCode: field('errorCode'),
    errorMessage: field('errorMessage'),
    paymentReference: field('paymentReference'),
    amountOre,
    payerAlias: field('payerAlias') ?? '',
    dateCreated: field('dateCreated'),
    datePaid: field('datePaid'),
  }
}
