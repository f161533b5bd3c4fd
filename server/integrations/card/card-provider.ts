/** The states of a Stripe PaymentIntent, which the card simulator uses too. */
export type CardIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'

export interface CreateCardIntent {
  /** Our payment's reference, kept on the intent (metadata.reference). */
  reference: string
  amountOre: number
  description: string
}

export interface CardIntent {
  id: string
  status: CardIntentStatus
  amountOre: number
  /** Our payment's reference, from metadata.reference. */
  reference?: string
}

export interface CardRefund {
  /** The succeeded intent whose whole amount goes back. */
  paymentIntentId: string
  /** Our payment's reference: one refund per payment, however often the call is tried. */
  reference: string
}

export interface CardProvider {
  /** What the browser needs to load the card form (stripe_public_key). */
  readonly publicKey: string
  readonly simulated: boolean
  createPaymentIntent(input: CreateCardIntent): Promise<{ id: string; clientSecret: string }>
  retrievePaymentIntent(id: string): Promise<CardIntent>
  /** Verifies a webhook's signature and returns the payment intent it is about, or throws. */
  parseWebhook(rawBody: Buffer, signatureHeader: string): { type: string; paymentIntentId: string }
  /** Refunds a succeeded intent in full, once per reference; answers the provider's refund id. */
  refund(input: CardRefund): Promise<{ id: string }>
  /**
   * Cancels an intent nobody has paid, so no card can pay it any more. A succeeded, processing or
   * already cancelled intent is refused with CardRequestError code CARD_UNEXPECTED_STATE.
   */
  cancel(id: string): Promise<void>
  /** Simulator only: confirms with a test card; 4242424242424242 succeeds, 4000000000000002 is declined. */
  confirmSimulated?(clientSecret: string, cardNumber: string): Promise<'succeeded' | 'declined'>
}

/** Stripe's code for a call the intent's status does not allow (cancel a paid intent, ...). */
export const CARD_UNEXPECTED_STATE = 'payment_intent_unexpected_state'

/** The card provider refused a call (unknown intent, bad webhook signature, ...). */
export class CardRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'CardRequestError'
  }
}

/** The card provider could not be reached or failed on its side. */
export class CardUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CardUnavailableError'
  }
}

/** The test cards of the simulator; the same numbers work in Stripe's test mode. */
export const TEST_CARD_SUCCEEDS = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'
