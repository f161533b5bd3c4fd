import { z } from 'zod'

/** The payment calls' bodies and answers (spec 000 sections 3 and 7). Amounts are öre. */

const product = z.string({ error: 'paymentProduct saknas' }).min(1, 'paymentProduct saknas').max(100)

/** What an address product is bought for: `host` for subdomain, `domain` for the domain products. */
const purchaseTarget = {
  host: z.string().min(1).max(300).optional(),
  domain: z.string().min(1).max(300).optional(),
}

/** POST /api/sites/{siteId}/payment/swish; the number is checked by normaliseSwishNumber. */
export const swishStartBodySchema = z.object({
  payerAlias: z.string().max(100).optional(),
  paymentProduct: product,
  ...purchaseTarget,
})
export type SwishStartBody = z.input<typeof swishStartBodySchema>

export interface SwishStartResponse {
  swishId: string
}

/** The client keeps polling on NOT_SET; any other value ends the wait. */
export const SWISH_STATUSES = ['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED'] as const
export type SwishPaymentStatus = (typeof SWISH_STATUSES)[number]

/** GET /api/swishPayments/{swishId} */
export interface SwishStatusResponse {
  status: SwishPaymentStatus
  errorMessage: string | null
}

/** POST /api/sites/{siteId}/payment/stripe */
export const cardStartBodySchema = z.object({ paymentProduct: product, ...purchaseTarget })
export type CardStartBody = z.input<typeof cardStartBodySchema>

export interface CardStartResponse {
  client_secret: string
  reference: string
  stripe_public_key: string
  /** True when the embedded simulator stands in for Stripe: the client shows its test-card form. */
  simulated: boolean
}

/** GET /api/sites/{siteId}/payment/stripe/{reference} */
export interface CardStatusResponse {
  paymentConfirmed: boolean
}

/** POST /api/card-simulator/confirm */
export const cardSimulatorConfirmBodySchema = z.object({
  client_secret: z.string().min(1).max(500),
  cardNumber: z
    .string()
    .max(40)
    .transform((v) => v.replace(/[\s-]/g, '')),
})
export type CardSimulatorConfirmBody = z.input<typeof cardSimulatorConfirmBodySchema>

export type PaymentMethodName = 'swish' | 'card'

/** GET /api/sites/{siteId}/payment/receipt/{reference} */
export interface Receipt {
  product: string
  amountWithVat: number
  amountVat: number
  amountWithoutVat: number
  paymentMethod: PaymentMethodName
  /** When the payment was made (ISO 8601); shown YYYY-MM-DD HH:mm. */
  date: string
  reference: string
}

/** The 422 of the Swish start call: the reason shown under the number field. */
export interface SwishValidationError {
  validationMessage: string
}

/** GET /api/sites/{id}/account/ */
export interface AccountPage {
  mail: string
  registered: { date: string }
  site: {
    _id: string
    host: string | null
    visitorCount: number
    active: boolean
    activeDate: string | null
    activeExpireDate: string | null
    customDomains: { domain: string; expires: string | null }[]
  }
}
