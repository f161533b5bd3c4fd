import type { OrderCreateBody, OrderCreatedResponse } from '#domain/prints/orders.ts'
import { request } from '#web/api/http.ts'

/** POST /api/orders/: the server prices the order; a 400 names the fields it refused. */
export function createOrder(body: OrderCreateBody): Promise<OrderCreatedResponse> {
  return request<OrderCreatedResponse>('POST', '/api/orders/', body)
}
