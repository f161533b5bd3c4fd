import type { SwishStartBody, SwishStartResponse, SwishStatusResponse } from '#domain/payments.ts'
import { ApiError, request } from '#web/api/http.ts'

/** POST /api/sites/{siteId}/payment/swish: a 422 carries the reason in validationMessage. */
export function startSwishPayment(siteId: string, body: SwishStartBody): Promise<SwishStartResponse> {
  return request<SwishStartResponse>('POST', `/api/sites/${encodeURIComponent(siteId)}/payment/swish`, body)
}

/** GET /api/swishPayments/{swishId}: NOT_SET until Swish has an answer. */
export function getSwishPayment(swishId: string): Promise<SwishStatusResponse> {
  return request<SwishStatusResponse>('GET', `/api/swishPayments/${encodeURIComponent(swishId)}`)
}

/** The server's validationMessage of a refused Swish number (422), if that is what `error` is. */
export function swishValidationMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined
  const message = (error.response as { validationMessage?: unknown } | undefined)?.validationMessage
  return typeof message === 'string' ? message : undefined
}
