import type {
  CardSimulatorConfirmBody,
  CardStartBody,
  CardStartResponse,
  CardStatusResponse,
} from '#domain/payments.ts'
import { request } from '#web/api/http.ts'

const base = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/payment/stripe`

/** POST /api/sites/{siteId}/payment/stripe */
export function startCardPayment(siteId: string, body: CardStartBody): Promise<CardStartResponse> {
  return request<CardStartResponse>('POST', base(siteId), body)
}

/** GET /api/sites/{siteId}/payment/stripe/{reference}: false until the payment is through. */
export function getCardPayment(siteId: string, reference: string): Promise<CardStatusResponse> {
  return request<CardStatusResponse>('GET', `${base(siteId)}/${encodeURIComponent(reference)}`)
}

/** POST /api/card-simulator/confirm: the simulator's test card form (402 when declined). */
export function confirmSimulatedCard(body: CardSimulatorConfirmBody): Promise<void> {
  return request<void>('POST', '/api/card-simulator/confirm', body)
}
