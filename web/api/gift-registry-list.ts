import type { GiftReservation } from './gift-registry-reserve.ts'
import { request } from './http.ts'

/**
 * GET /api/gift-registry/{siteId}/v2: the site's reservations as they are now, for refreshing the
 * gift cards after a reservation was refused because someone else was first.
 */
export function listGiftReservations(
  siteId: string,
): Promise<{ giftRegistryReservations: GiftReservation[] }> {
  return request<{ giftRegistryReservations: GiftReservation[] }>(
    'GET',
    `/api/gift-registry/${encodeURIComponent(siteId)}/v2`,
  )
}
