import type { CardStartResponse, SwishStartResponse } from '#domain/payments.ts'
import { request } from '#web/api/http.ts'

/** POST /api/orders/{orderId}/payment/swish: a 422 carries the reason in validationMessage. */
export function startOrderSwishPayment(orderId: string, payerAlias: string): Promise<SwishStartResponse> {
  return request<SwishStartResponse>('POST', `/api/orders/${encodeURIComponent(orderId)}/payment/swish`, {
    payerAlias,
  })
}

/** POST /api/orders/{orderId}/payment/stripe */
export function startOrderCardPayment(orderId: string): Promise<CardStartResponse> {
  return request<CardStartResponse>('POST', `/api/orders/${encodeURIComponent(orderId)}/payment/stripe`, {})
}
