import type { z } from 'zod'
import type { giftReservationSchema } from '#domain/forms/submissions.ts'
import { request } from './http.ts'

export interface GiftReservation {
  giftRegistryId: string
  quantityReserved: number
}

export interface GiftRegistryIds {
  siteId: string
  moduleId: string
  itemId: string
}

export function giftRegistryPath({ siteId, moduleId, itemId }: GiftRegistryIds): string {
  const e = encodeURIComponent
  return `/api/gift-registry/${e(siteId)}/${e(moduleId)}/${e(itemId)}/v2`
}

/**
 * PUT /api/gift-registry/{siteId}/{moduleId}/{itemId}/v2: reserves quantity of an item under the
 * guest's password. The answer is the site's whole reservation list, which replaces the page's.
 * 409 when fewer are left, 400 a bad body, 401 a protected site without the visitor cookie.
 */
export function reserveGift(
  ids: GiftRegistryIds,
  body: z.input<typeof giftReservationSchema>,
): Promise<{ giftRegistryReservations: GiftReservation[] }> {
  return request<{ giftRegistryReservations: GiftReservation[] }>('PUT', giftRegistryPath(ids), body)
}
