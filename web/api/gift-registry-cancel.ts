import { type GiftRegistryIds, type GiftReservation, giftRegistryPath } from './gift-registry-reserve.ts'
import { request } from './http.ts'

/**
 * DELETE /api/gift-registry/{siteId}/{moduleId}/{itemId}/v2: removes quantity of the reservations
 * made with the password. 403 a wrong password, 409 more than that password reserved. The answer
 * is the site's whole reservation list, which replaces the page's.
 */
export function cancelGiftReservation(
  ids: GiftRegistryIds,
  body: { quantity: number; password: string },
): Promise<{ giftRegistryReservations: GiftReservation[] }> {
  return request<{ giftRegistryReservations: GiftReservation[] }>('DELETE', giftRegistryPath(ids), body)
}
