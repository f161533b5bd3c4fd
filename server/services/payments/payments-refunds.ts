import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { type CardProvider, CardRequestError } from '../../integrations/card/card-provider.ts'
import { type SwishProvider, SwishRequestError } from '../../integrations/swish/swish-provider.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type { PaymentRow, PaymentsRepository } from '../../repositories/payments.repository.ts'
import type { Clock } from '../ids.ts'

/** Where Swish posts outcomes; a refund's callback names no payment of ours and changes nothing. */
export const SWISH_CALLBACK_PATH = '/api/swish/callback'

/** Longer than a provider call can take (their timeouts are 10 and 20 s, with retries). */
const CLAIM_STALE_MS = 5 * 60_000

export interface RefundsDeps {
  payments: PaymentsRepository
  swish: SwishProvider | null
  card: CardProvider | null
  clock: Clock
  log: FastifyBaseLogger
}

/** The refund's own Swish instruction id: the same on every try, so Swish takes it once. */
export function refundInstructionId(reference: string): string {
  return createHash('sha256').update(`refund:${reference}`).digest('hex').slice(0, 32).toUpperCase()
}

/**
 * Sends back the money of payments marked `refund_pending` (paid for something another payment
 * had paid already). One caller at a time holds a payment's claim; the providers' idempotency (the
 * Stripe idempotency key, the Swish instruction id) keeps a retry after a lost answer from paying
 * twice. A failed call is tried again by the job.
 */
export class PaymentRefunds {
  constructor(private readonly deps: RefundsDeps) {}

  /** Refunds the payment if it waits for a refund and nobody else is refunding it; never throws. */
  async refund(reference: string): Promise<void> {
    const now = this.deps.clock()
    const stale = new Date(now.getTime() - CLAIM_STALE_MS).toISOString()
    if (!(await this.deps.payments.claimRefund(reference, now.toISOString(), stale))) return
    const payment = await this.deps.payments.findByReference(reference)
    if (!payment) return
    try {
      const refundId = await this.callProvider(payment)
      await this.deps.payments.markRefunded(reference, refundId, this.deps.clock().toISOString())
      this.deps.log.info({ reference, refundId }, 'payment refunded')
    } catch (err) {
      this.deps.log.error({ err, reference }, 'payment refund failed; the refunds job tries again')
      await this.deps.payments.releaseRefund(reference, String(err), this.deps.clock().toISOString())
    }
  }

  /** Every minute: the refunds whose call failed, or whose instance died before making it. */
  job(): RecurringJob {
    return {
      name: 'payment-refunds',
      everyMs: 60_000,
      run: async () => {
        for (const payment of await this.deps.payments.listRefundPending())
          await this.refund(payment.reference)
      },
    }
  }

  private async callProvider(payment: PaymentRow): Promise<string> {
    if (payment.method === 'card') {
      if (!this.deps.card) throw new Error('no card provider to refund with')
      if (!payment.provider_id) throw new Error(`card payment ${payment.reference} has no intent`)
      try {
        const refund = await this.deps.card.refund({
          paymentIntentId: payment.provider_id,
          reference: payment.reference,
        })
        return refund.id
      } catch (err) {
        // Refunded already: by a try older than Stripe's idempotency window, or by hand in Stripe.
        if (err instanceof CardRequestError && err.code === 'charge_already_refunded')
          return payment.provider_id
        throw err
      }
    }
    const swish = this.deps.swish
    if (!swish) throw new Error('no Swish provider to refund with')
    // Swish refunds name its own reference of the paid request, which only Swish knows.
    const paid = await swish.getPaymentRequest(payment.reference)
    if (paid.status !== 'PAID' || !paid.paymentReference) {
      throw new Error(`Swish says ${paid.status} for ${payment.reference}, without a payment reference`)
    }
    const instructionId = refundInstructionId(payment.reference)
    const brand = brandInfo(parseBrand(payment.brand), parseMarket(payment.market))
    try {
      await swish.refund({
        instructionId,
        originalPaymentReference: paid.paymentReference,
        amountOre: payment.amount_ore,
        message: `Återbetalning ${payment.reference.slice(0, 8)}`,
        callbackUrl: `https://${brand.mainDomain}${SWISH_CALLBACK_PATH}`,
      })
    } catch (err) {
      // RP09: a refund with this instruction id exists, made by an earlier try whose answer was lost.
      if (!(err instanceof SwishRequestError && err.code === 'RP09')) throw err
    }
    return instructionId
  }
}
