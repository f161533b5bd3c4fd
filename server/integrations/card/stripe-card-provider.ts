import Stripe from 'stripe'
import {
  type CardIntent,
  type CardIntentStatus,
  type CardProvider,
  CardRequestError,
  CardUnavailableError,
} from './card-provider.ts'

export interface StripeCardProviderOptions {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Another Stripe API address (a local fake in tests): protocol, host and port. */
  api?: { protocol: 'http' | 'https'; host: string; port: number }
}

const STATUSES: Record<string, CardIntentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_confirmation',
  requires_action: 'requires_action',
  processing: 'processing',
  // We never capture by hand; an intent waiting for capture is as good as on its way.
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
}

/** Card payments through Stripe PaymentIntents in SEK; the browser confirms with Stripe.js. */
export function stripeCardProvider(options: StripeCardProviderOptions): CardProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ?? {}),
  })

  return {
    publicKey: options.publishableKey,
    simulated: false,
    async createPaymentIntent(input) {
      const intent = await translated(() =>
        stripe.paymentIntents.create(
          {
            amount: input.amountOre,
            currency: 'sek',
            description: input.description,
            metadata: { reference: input.reference },
            automatic_payment_methods: { enabled: true },
          },
          // One intent per payment of ours, however often the creation is retried.
          { idempotencyKey: `payment-${input.reference}` },
        ),
      )
      if (!intent.client_secret)
        throw new CardUnavailableError(`Stripe created ${intent.id} without a client secret`)
      return { id: intent.id, clientSecret: intent.client_secret }
    },
    async retrievePaymentIntent(id) {
      const intent = await translated(() => stripe.paymentIntents.retrieve(id))
      const status = STATUSES[intent.status]
      if (!status)
        throw new CardUnavailableError(`Stripe answered an unknown intent status: ${intent.status}`)
      const found: CardIntent = { id: intent.id, status, amountOre: intent.amount }
      if (intent.metadata.reference) found.reference = intent.metadata.reference
      return found
    },
    async refund(input) {
      const refund = await translated(() =>
        stripe.refunds.create(
          { payment_intent: input.paymentIntentId, metadata: { reference: input.reference } },
          // A retried refund (a lost answer, another instance) is the same refund at Stripe.
          { idempotencyKey: `refund-${input.reference}` },
        ),
      )
      return { id: refund.id }
    },
    async cancel(id) {
      await translated(() => stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }))
    },
    parseWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret)
      } catch (err) {
        throw new CardRequestError(400, 'signature_verification_failed', (err as Error).message)
      }
      const object = event.data.object as { object?: string; id?: string; payment_intent?: unknown }
      const paymentIntentId =
        object.object === 'payment_intent'
          ? object.id
          : typeof object.payment_intent === 'string'
            ? object.payment_intent
            : undefined
      if (!paymentIntentId) {
        throw new CardRequestError(
          400,
          'unsupported_event',
          `Event ${event.type} is not about a payment intent`,
        )
      }
      return { type: event.type, paymentIntentId }
    },
  }
}

/** Stripe's 4xx become CardRequestError (with Stripe's code); failures on the way or at Stripe become CardUnavailableError. */
async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (err) {
    const e = err as { statusCode?: number; code?: string; message?: string }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      throw new CardRequestError(
        e.statusCode,
        e.code ?? `HTTP${e.statusCode}`,
        e.message ?? 'Stripe refused the call',
      )
    }
    throw new CardUnavailableError(`Stripe failed: ${e.message ?? String(err)}`, { cause: err })
  }
}
