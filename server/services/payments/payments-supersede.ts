import type { FastifyBaseLogger } from 'fastify'
import {
  CARD_UNEXPECTED_STATE,
  type CardProvider,
  CardRequestError,
} from '../../integrations/card/card-provider.ts'
import type { PaymentRow, PaymentsRepository } from '../../repositories/payments.repository.ts'
import type { Clock } from '../ids.ts'

export interface SupersedeDeps {
  payments: PaymentsRepository
  card: CardProvider | null
  clock: Clock
  log: FastifyBaseLogger
}

/**
 * Cancels the account's own unpaid card payment `reference`, which holds the order or name a new
 * start of the same account wants: choosing "Kort" starts a payment before any card is entered,
 * so an owner who then chose Swish, or opened the dialog again, was refused for 15 minutes.
 * Answers true once the payment is cancelled (at the provider, then here), which ends its hold.
 *
 * False, keeping the 409, for anything else: another account's payment, a Swish request (only the
 * payer's app can cancel one), a card the provider says is paid or on its way (settled by
 * `readBack`, so a paid one is fulfilled), and a card start that had not finished (its intent
 * recorded) before this start `began`: two overlapping starts are a race of which one wins, not a
 * later start cancelling a payment whose start was still answering.
 */
export async function supersedeUnpaidCard(
  deps: SupersedeDeps,
  start: { reference: string; accountId: string; began: string },
  readBack: (payment: PaymentRow) => Promise<PaymentRow>,
): Promise<boolean> {
  const { reference } = start
  const card = deps.card
  const earlier = await deps.payments.findByReference(reference)
  if (
    !card ||
    !earlier?.provider_id ||
    earlier.method !== 'card' ||
    earlier.status !== 'created' ||
    earlier.account_id !== start.accountId ||
    // updated_at of an open card payment is when its intent was recorded (setProviderId).
    earlier.updated_at >= start.began
  )
    return false
  try {
    await card.cancel(earlier.provider_id)
  } catch (err) {
    if (!(err instanceof CardRequestError && err.code === CARD_UNEXPECTED_STATE)) {
      deps.log.warn({ err, reference }, 'card payment could not be cancelled for a new start')
      return false
    }
    // Paid, processing, or cancelled by a concurrent start: the provider's word is recorded.
    const now = await readBack(earlier).catch(() => earlier)
    return now.status === 'cancelled'
  }
  await deps.payments.markFailed(reference, 'cancelled', null, deps.clock().toISOString())
  deps.log.info({ reference }, 'unpaid card payment cancelled for a new start')
  return true
}
