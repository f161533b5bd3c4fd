import { randomBytes, timingSafeEqual } from 'node:crypto'
import { memoryLedger, type SimulatorLedger } from '../simulator-ledger.ts'
import {
  CARD_UNEXPECTED_STATE,
  type CardIntentStatus,
  type CardProvider,
  CardRequestError,
  TEST_CARD_SUCCEEDS,
} from './card-provider.ts'

interface LedgerEntry {
  secret: string
  reference: string
  amountOre: number
  status: CardIntentStatus
  /** The simulated refund's id, once refunded. */
  refundId?: string
}

export const SIMULATED_PUBLIC_KEY = 'pk_simulated'

/**
 * The embedded card provider: the payment dialog shows a built-in test card form instead of
 * Stripe.js. An intent waits for a card; the test card 4242 4242 4242 4242 pays it, any other
 * number (4000 0000 0000 0002 is the documented one) is declined and the intent waits again, as
 * Stripe's own test mode does.
 */
export function cardSimulator(options: { ledger?: SimulatorLedger } = {}): CardProvider {
  const ledger = options.ledger ?? memoryLedger()
  const key = (id: string) => `card:${id}`

  async function intentOf(id: string): Promise<LedgerEntry> {
    const entry = await ledger.get<LedgerEntry>(key(id))
    if (!entry) throw new CardRequestError(404, 'resource_missing', `No such payment_intent: '${id}'`)
    return entry
  }

  return {
    publicKey: SIMULATED_PUBLIC_KEY,
    simulated: true,
    async createPaymentIntent(input) {
      if (!Number.isSafeInteger(input.amountOre) || input.amountOre < 300) {
        throw new CardRequestError(400, 'amount_too_small', 'Amount must be at least 3.00 kr')
      }
      const id = `pi_sim_${randomBytes(12).toString('hex')}`
      const secret = randomBytes(16).toString('hex')
      const entry: LedgerEntry = {
        secret,
        reference: input.reference,
        amountOre: input.amountOre,
        status: 'requires_payment_method',
      }
      await ledger.set(key(id), entry)
      return { id, clientSecret: `${id}_secret_${secret}` }
    },
    async retrievePaymentIntent(id) {
      const entry = await intentOf(id)
      return { id, status: entry.status, amountOre: entry.amountOre, reference: entry.reference }
    },
    async refund(input) {
      const entry = await intentOf(input.paymentIntentId)
      if (entry.refundId) return { id: entry.refundId }
      if (entry.status !== 'succeeded') {
        throw new CardRequestError(
          400,
          'charge_not_refundable',
          `PaymentIntent ${input.paymentIntentId} is not paid`,
        )
      }
      const refundId = `re_sim_${randomBytes(12).toString('hex')}`
      await ledger.set(key(input.paymentIntentId), { ...entry, refundId })
      return { id: refundId }
    },
    async cancel(id) {
      const entry = await intentOf(id)
      if (entry.status === 'succeeded' || entry.status === 'processing' || entry.status === 'canceled') {
        throw new CardRequestError(
          400,
          CARD_UNEXPECTED_STATE,
          `You cannot cancel this PaymentIntent because it has a status of ${entry.status}.`,
        )
      }
      await ledger.set(key(id), { ...entry, status: 'canceled' })
    },
    parseWebhook() {
      // The simulator never sends webhooks, so whatever arrives at the webhook address is forged.
      throw new CardRequestError(400, 'signature_verification_failed', 'The card simulator sends no webhooks')
    },
    async confirmSimulated(clientSecret, cardNumber) {
      const [id = '', secret = ''] = clientSecret.split('_secret_')
      const entry = await intentOf(id)
      if (!sameSecret(entry.secret, secret)) {
        throw new CardRequestError(404, 'resource_missing', 'No such payment_intent client secret')
      }
      if (entry.status === 'succeeded') return 'succeeded'
      // Cancelled for a newer payment of the same thing: this form can no longer pay.
      if (entry.status === 'canceled') {
        throw new CardRequestError(400, CARD_UNEXPECTED_STATE, `PaymentIntent ${id} is canceled`)
      }
      if (cardNumber.replace(/[\s-]/g, '') !== TEST_CARD_SUCCEEDS) return 'declined'
      await ledger.set(key(id), { ...entry, status: 'succeeded' })
      return 'succeeded'
    },
  }
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}
