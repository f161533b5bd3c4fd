import type { SwishStatusResponse } from '#domain/payments.ts'

export interface SwishFailureTexts {
  declined: string
  cancelled: string
  unknown: string
}

/**
 * What the payer is told when Swish ends without payment (spec 000 section 4): DECLINED and
 * CANCELLED have their texts, ERROR shows Swish's errorMessage, anything else is unknown.
 */
export function swishFailureText(answer: SwishStatusResponse, texts: SwishFailureTexts): string {
  if (answer.status === 'DECLINED') return texts.declined
  if (answer.status === 'CANCELLED') return texts.cancelled
  if (answer.status === 'ERROR' && answer.errorMessage) return answer.errorMessage
  return texts.unknown
}
