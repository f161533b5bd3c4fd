import { type CreateSwishPaymentRequest, INSTRUCTION_ID, SwishRequestError } from './swish-provider.ts'

// Swish checks these on every new payment request and answers 422 with its own codes. The
// simulator and the fake Swish server both check them, so a mistake on our side shows up locally
// the way Swish would show it.
const MESSAGE = /^[a-zA-Z0-9åäöÅÄÖ:;.,?!()" -]{0,50}$/
const MAX_AMOUNT_ORE = 99_999_999_999_999

export function checkSwishPaymentRequest(input: CreateSwishPaymentRequest): void {
  if (!INSTRUCTION_ID.test(input.instructionId)) {
    throw new SwishRequestError(422, 'RP09', 'The given instructionUUID is not available')
  }
  if (!/^\d{8,15}$/.test(input.payerAlias)) throw new SwishRequestError(422, 'BE18', 'Payer alias is invalid')
  if (!Number.isSafeInteger(input.amountOre) || input.amountOre < 100) {
    throw new SwishRequestError(422, 'PA02', 'Amount value is missing or not a valid number')
  }
  if (input.amountOre > MAX_AMOUNT_ORE) throw new SwishRequestError(422, 'AM02', 'Amount value is too large')
  if (!MESSAGE.test(input.message)) throw new SwishRequestError(422, 'RP02', 'Wrong formated message')
  // Swish wants HTTPS; plain http is let through so a developer's own machine can take callbacks.
  if (!/^https?:\/\//.test(input.callbackUrl)) {
    throw new SwishRequestError(422, 'RP03', 'Callback URL is missing or does not use HTTPS')
  }
}

/** How a payment request ends once the payer has answered. */
export type SwishOutcome =
  | { status: 'PAID' | 'DECLINED' | 'CANCELLED' }
  | { status: 'ERROR'; errorCode: string; errorMessage: string }

/** What a simulated payer does, chosen by the last two digits of the number (README, Payments). */
export function simulatedAnswer(payerAlias: string): SwishOutcome {
  if (payerAlias.endsWith('01')) return { status: 'DECLINED' }
  if (payerAlias.endsWith('02')) {
    return { status: 'ERROR', errorCode: 'BANKIDCL', errorMessage: 'Payer cancelled BankID signing' }
  }
  if (payerAlias.endsWith('03')) return { status: 'CANCELLED' }
  return { status: 'PAID' }
}

/** The payer answers `delayMs` after the request was made; until then the request waits. */
export function simulatedOutcome(
  payerAlias: string,
  createdAt: number,
  now: number,
  delayMs: number,
): SwishOutcome | { status: 'CREATED' } {
  return now - createdAt < delayMs ? { status: 'CREATED' } : simulatedAnswer(payerAlias)
}
