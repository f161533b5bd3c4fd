import { useQuery } from '@tanstack/react-query'
import type { Order } from '#domain/prints/orders.ts'
import { request } from '#web/api/http.ts'

export function orderQueryKey(orderId: string) {
  return ['orders', orderId] as const
}

/** GET /api/orders/{orderId}: the owner's order with its totals, lines, shipment and status. */
export function getOrder(orderId: string): Promise<Order> {
  return request<Order>('GET', `/api/orders/${encodeURIComponent(orderId)}`)
}

export function useOrder(orderId: string) {
  return useQuery({ queryKey: orderQueryKey(orderId), queryFn: () => getOrder(orderId) })
}
