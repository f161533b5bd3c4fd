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

export const swishStartResponseSchema = z.object({ swishId: z.string() })
export type SwishStartResponse = z.infer<typeof swishStartResponseSchema>

/** The client keeps polling on NOT_SET; any other value ends the wait. */
export const SWISH_STATUSES = ['NOT_SET', 'PAID', 'DECLINED', 'ERROR', 'CANCELLED'] as const
export type SwishPaymentStatus = (typeof SWISH_STATUSES)[number]

/** GET /api/swishPayments/{swishId} */
export const swishStatusResponseSchema = z.object({
  status: z.enum(SWISH_STATUSES),
  errorMessage: z.string().nullable(),
})
export type SwishStatusResponse = z.infer<typeof swishStatusResponseSchema>

/** POST /api/sites/{siteId}/payment/stripe */
export const cardStartBodySchema = z.object({ paymentProduct: product, ...purchaseTarget })
export type CardStartBody = z.input<typeof cardStartBodySchema>

export const cardStartResponseSchema = z.object({
  client_secret: z.string(),
  reference: z.string(),
  stripe_public_key: z.string(),
  /** True when the embedded simulator stands in for Stripe: the client shows its test-card form. */
  simulated: z.boolean(),
})
export type CardStartResponse = z.infer<typeof cardStartResponseSchema>

/** GET /api/sites/{siteId}/payment/stripe/{reference} */
export const cardStatusResponseSchema = z.object({ paymentConfirmed: z.boolean() })
export type CardStatusResponse = z.infer<typeof cardStatusResponseSchema>

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
export const receiptSchema = z.object({
  product: z.string(),
  amountWithVat: z.number(),
  amountVat: z.number(),
  amountWithoutVat: z.number(),
  paymentMethod: z.enum(['swish', 'card']),
  /** When the payment was made (ISO 8601); shown YYYY-MM-DD HH:mm. */
  date: z.string(),
  reference: z.string(),
})
export type Receipt = z.infer<typeof receiptSchema>

/** The 422 of the Swish start call: the reason shown under the number field. */
export interface SwishValidationError {
  validationMessage: string
}

/** GET /api/sites/{id}/account/ */
export const accountPageSchema = z.object({
  mail: z.string(),
  registered: z.object({ date: z.string() }),
  site: z.object({
    _id: z.string(),
    host: z.string().nullable(),
    visitorCount: z.number(),
    active: z.boolean(),
    activeDate: z.string().nullable(),
    activeExpireDate: z.string().nullable(),
    customDomains: z.array(z.object({ domain: z.string(), expires: z.string().nullable() })),
  }),
})
export type AccountPage = z.infer<typeof accountPageSchema>
