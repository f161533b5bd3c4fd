import { withoutVatOf } from '#domain/commerce/money.ts'
import type {
  CardStartResponse,
  CardStatusResponse,
  PaymentMethodName,
  Receipt,
  SwishPaymentStatus,
  SwishStatusResponse,
} from '#domain/payments.ts'
import type { PaymentStatus } from '../db/schema.ts'
import type { PaymentRow } from '../repositories/payments.repository.ts'
import type { CardStart } from '../services/payments/payments.service.ts'

const SWISH_STATUS: Record<PaymentStatus, SwishPaymentStatus> = {
  created: 'NOT_SET',
  paid: 'PAID',
  declined: 'DECLINED',
  error: 'ERROR',
  cancelled: 'CANCELLED',
  // Paid for something already paid: the payer reads why (error_message) while the money goes back.
  refund_pending: 'ERROR',
  refunded: 'ERROR',
}

/** GET /api/swishPayments/{swishId}: only an ERROR carries a message. */
export function presentSwishStatus(payment: PaymentRow): SwishStatusResponse {
  const status = SWISH_STATUS[payment.status]
  return { status, errorMessage: status === 'ERROR' ? (payment.error_message ?? null) : null }
}

/** A started card payment, for a site product or a card order alike. */
export function presentCardStart(started: CardStart): CardStartResponse {
  return {
    client_secret: started.clientSecret,
    reference: started.payment.reference,
    stripe_public_key: started.publicKey,
    simulated: started.simulated,
  }
}

export function presentCardStatus(payment: PaymentRow): CardStatusResponse {
  return { paymentConfirmed: payment.fulfilled_at !== null }
}

export function presentReceipt(payment: PaymentRow): Receipt {
  return {
    product: payment.product,
    amountWithVat: payment.amount_ore,
    amountVat: payment.vat_ore,
    amountWithoutVat: withoutVatOf(payment.amount_ore),
    paymentMethod: payment.method as PaymentMethodName,
    date: payment.paid_at ?? payment.created_at,
    reference: payment.reference,
  }
}
