/** The states of a Swish payment request (Swish Commerce API v2). */
export type SwishStatus = 'CREATED' | 'PAID' | 'DECLINED' | 'ERROR' | 'CANCELLED'

export interface SwishPaymentRequest {
  instructionId: string
  status: SwishStatus
  /** Swish's code when the request failed, e.g. RF07, BANKIDCL, TM01. */
  errorCode?: string
  errorMessage?: string
  /** Swish's own reference of a paid request (shown in the payer's app). */
  paymentReference?: string
  amountOre: number
  payerAlias: string
  /** When Swish registered the request and, when paid, the payment (ISO 8601). */
  dateCreated?: string
  datePaid?: string
}

export interface CreateSwishPaymentRequest {
  /** Our own id of the request: 32 upper-case hex characters. */
  instructionId: string
  /** The payer's number as normaliseSwishNumber gives it (46701234567). */
  payerAlias: string
  amountOre: number
  /** Shown to the payer in the Swish app; at most 50 characters. */
  message: string
  /** Where Swish posts the outcome; the callback only tells us to read the request back. */
  callbackUrl: string
}

export interface CreateSwishRefund {
  /** Our own id of the refund (32 upper-case hex), the same on every try so Swish refunds once. */
  instructionId: string
  /** Swish's paymentReference of the paid request whose money goes back. */
  originalPaymentReference: string
  amountOre: number
  /** Shown to the payer in the Swish app; at most 50 characters. */
  message: string
  /** Where Swish posts the refund's outcome (read back, never trusted, like a payment's). */
  callbackUrl: string
}

export interface SwishProvider {
  /** True for the embedded simulator: nothing is charged. */
  readonly simulated: boolean
  /** Creates a payment request with our own instruction id (32 upper-case hex). Throws SwishRequestError (with the Swish error code, e.g. RP03, BE18, ACMT03) on 4xx. */
  createPaymentRequest(input: CreateSwishPaymentRequest): Promise<void>
  /** Reads a payment request back from Swish (never trust a callback body). */
  getPaymentRequest(instructionId: string): Promise<SwishPaymentRequest>
  /**
   * Sends a paid request's amount back to its payer (Swish refunds, v2). A second call with the
   * same instruction id throws SwishRequestError RP09: that refund exists already.
   */
  refund(input: CreateSwishRefund): Promise<void>
}

/** Swish refused a call: `code` is Swish's error code (BE18: bad payer alias, ACMT03: payer not enrolled, ...). */
export class SwishRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** Swish's own text for the code. */
    readonly errorMessage: string,
  ) {
    super(`Swish ${status} ${code}: ${errorMessage}`)
    this.name = 'SwishRequestError'
  }
}

/** Swish could not be reached or answered something other than its protocol (5xx, bad TLS, bad JSON). */
export class SwishUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SwishUnavailableError'
  }
}

export const INSTRUCTION_ID = /^[0-9A-F]{32}$/
