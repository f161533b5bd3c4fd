import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import type { CardIntentStatus } from './card-provider.ts'

/** A PaymentIntent as the fake holds it, in Stripe's field names (only those we use). */
export interface FakePaymentIntent {
  id: string
  object: 'payment_intent'
  amount: number
  currency: string
  description: string | null
  metadata: Record<string, string>
  status: CardIntentStatus
  client_secret: string
  created: number
  livemode: false
  last_payment_error: { code: string; decline_code?: string; message: string } | null
  cancellation_reason?: string | null
}

/** A Refund as the fake holds it, in Stripe's field names (only those we use). */
export interface FakeRefund {
  id: string
  object: 'refund'
  amount: number
  currency: string
  payment_intent: string
  metadata: Record<string, string>
  status: 'succeeded'
  created: number
}

export interface FakeStripe {
  /** For stripeCardProvider's `api` option. */
  api: { protocol: 'http'; host: string; port: number }
  secretKey: string
  publishableKey: string
  webhookSecret: string
  intents: Map<string, FakePaymentIntent>
  /** The refunds made, by id (a retry under the same idempotency key makes none). */
  refunds: Map<string, FakeRefund>
  /** Every call: method, path and the idempotency key sent. */
  calls: { method: string; path: string; idempotencyKey?: string }[]
  /** A webhook event about an intent, signed as Stripe signs it: the raw body and the Stripe-Signature header. */
  signedEvent(type: string, intentId: string, secret?: string): { payload: string; header: string }
  close(): Promise<void>
}

// Stripe's test payment methods: one that pays and one whose card is declined.
const DECLINED = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined'])

/**
 * A local stand-in for Stripe's PaymentIntents API (create, retrieve, confirm, cancel) and Refunds (create) that the stripe
 * package talks to over plain http, with the same form bodies, bearer keys, idempotency keys and
 * error shapes as Stripe.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`
  const publishableKey = `pk_test_${randomBytes(12).toString('hex')}`
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const intents = new Map<string, FakePaymentIntent>()
  const refunds = new Map<string, FakeRefund>()
  const calls: FakeStripe['calls'] = []
  const idempotent = new Map<string, { status: number; body: unknown }>()

  function handle(req: IncomingMessage, form: Record<string, unknown>): { status: number; body: unknown } {
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', undefined, 'Invalid API Key provided')
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname
    const key = req.headers['idempotency-key']
    calls.push({ method: req.method ?? '', path, idempotencyKey: typeof key === 'string' ? key : undefined })
    if (req.method === 'POST' && (path === '/v1/payment_intents' || path === '/v1/refunds')) {
      if (typeof key === 'string' && idempotent.has(key))
        return idempotent.get(key) as { status: number; body: unknown }
      const result = path === '/v1/refunds' ? refund(form) : create(form)
      if (typeof key === 'string') idempotent.set(key, result)
      return result
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path)
    const intent = one?.[1] ? intents.get(one[1]) : undefined
    if (!one)
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        `Unrecognized request URL (${req.method}: ${path})`,
      )
    if (!intent)
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${one[1]}'`,
      )
    if (req.method === 'GET' && !one[2]) return { status: 200, body: intent }
    if (req.method === 'POST' && one[2] === '/cancel') return cancel(intent, form)
    if (req.method === 'POST' && one[2]) return confirm(intent, String(form.payment_method ?? ''))
    return stripeError(
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${req.method}: ${path})`,
    )
  }

  function create(form: Record<string, unknown>): { status: number; body: unknown } {
    const amount = Number(form.amount)
    if (!Number.isSafeInteger(amount) || amount < 1) {
      return stripeError(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid integer: amount')
    }
    if (form.currency !== 'sek')
      return stripeError(400, 'invalid_request_error', 'parameter_invalid', 'Invalid currency')
    if (amount < 300) {
      return stripeError(
        400,
        'invalid_request_error',
        'amount_too_small',
        'Amount must be at least kr 3.00 sek',
      )
    }
    const id = `pi_${randomBytes(12).toString('hex')}`
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      currency: 'sek',
      description: typeof form.description === 'string' ? form.description : null,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      last_payment_error: null,
    }
    intents.set(id, intent)
    return { status: 200, body: intent }
  }

  /** A full refund of a succeeded intent; Stripe refuses one past the amount it charged. */
  function refund(form: Record<string, unknown>): { status: number; body: unknown } {
    const intentId = String(form.payment_intent ?? '')
    const intent = intents.get(intentId)
    if (!intent) {
      return stripeError(
        404,
        'invalid_request_error',
        'resource_missing',
        `No such payment_intent: '${intentId}'`,
      )
    }
    if (intent.status !== 'succeeded') {
      return stripeError(
        400,
        'invalid_request_error',
        'charge_not_refundable',
        `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
      )
    }
    if ([...refunds.values()].some((r) => r.payment_intent === intentId)) {
      return stripeError(
        400,
        'invalid_request_error',
        'charge_already_refunded',
        `Charge for ${intentId} has already been refunded.`,
      )
    }
    const made: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      payment_intent: intentId,
      metadata: (form.metadata as Record<string, string> | undefined) ?? {},
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    }
    refunds.set(made.id, made)
    return { status: 200, body: made }
  }

  /** Stripe cancels an intent no card has paid; a paid, processing or cancelled one it refuses. */
  function cancel(
    intent: FakePaymentIntent,
    form: Record<string, unknown>,
  ): { status: number; body: unknown } {
    if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      )
    }
    intent.status = 'canceled'
    intent.cancellation_reason =
      typeof form.cancellation_reason === 'string' ? form.cancellation_reason : null
    return { status: 200, body: intent }
  }

  function confirm(intent: FakePaymentIntent, paymentMethod: string): { status: number; body: unknown } {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `This PaymentIntent's status is ${intent.status}`,
      )
    }
    if (DECLINED.has(paymentMethod)) {
      intent.last_payment_error = {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      }
      intent.status = 'requires_payment_method'
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: intent,
          },
        },
      }
    }
    intent.last_payment_error = null
    intent.status = 'succeeded'
    return { status: 200, body: intent }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const result = handle(req, parseForm(Buffer.concat(chunks).toString('utf8')))
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      })
      res.end(JSON.stringify(result.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const signer = new Stripe(secretKey)

  return {
    api: { protocol: 'http', host: '127.0.0.1', port },
    secretKey,
    publishableKey,
    webhookSecret,
    intents,
    refunds,
    calls,
    signedEvent(type, intentId, secret = webhookSecret) {
      const intent = intents.get(intentId)
      const payload = JSON.stringify({
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        type,
        livemode: false,
        data: { object: intent ?? { id: intentId, object: 'payment_intent' } },
      })
      return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret }) }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function stripeError(status: number, type: string, code: string | undefined, message: string) {
  return { status, body: { error: { type, ...(code ? { code } : {}), message } } }
}

/** Stripe's form bodies: `metadata[reference]=x` becomes { metadata: { reference: 'x' } }. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const [head = '', ...rest] = name.split(/\[|\]\[|\]$/).filter((part) => part !== '')
    if (rest.length === 0) {
      out[head] = value
      continue
    }
    let node = out
    for (const part of [head, ...rest.slice(0, -1)]) {
      node[part] ??= {}
      node = node[part] as Record<string, unknown>
    }
    node[rest.at(-1) as string] = value
  }
  return out
}
