import { useQuery } from '@tanstack/react-query'
import type { ShipmentMethodsBody, ShipmentMethodsResponse } from '#domain/prints/orders.ts'
import { request } from '#web/api/http.ts'

/** POST /api/orders/shipmentMethods/: checkout asks with 10 cards and standard envelopes (spec 002 section 7). */
export function getShipmentMethods(body: ShipmentMethodsBody): Promise<ShipmentMethodsResponse> {
  return request<ShipmentMethodsResponse>('POST', '/api/orders/shipmentMethods/', body)
}

export function useShipmentMethods(printId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'shipmentMethods', printId] as const,
    queryFn: () => getShipmentMethods({ print: printId, quantity: 10, envelopes: 'standard' }),
    enabled,
  })
}
