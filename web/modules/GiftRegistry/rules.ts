import type { ModuleOf } from '#domain/modules/registry.ts'

export type GiftItem = ModuleOf<'GiftRegistry'>['giftRegistry'][number]
export interface Reservation {
  giftRegistryId: string
  quantityReserved: number
}

/** How many of an item guests have reserved: the sum over the site's reservations of that item. */
export function reservedCount(
  reservations: readonly Reservation[] | null | undefined,
  itemId: string,
): number {
  let sum = 0
  for (const r of reservations ?? []) {
    if (r.giftRegistryId === itemId && Number.isFinite(r.quantityReserved)) sum += r.quantityReserved
  }
  return Math.max(0, sum)
}

export interface GiftItemState {
  reservable: boolean
  /** The wanted count; an empty quantity counts as 1. */
  quantity: number
  reserved: number
  /** Spec 001 section 4: the reserve button only while fewer than wanted are reserved. */
  canReserve: boolean
  /** Spec 001 section 4: the cancel button only while something is reserved. */
  canCancel: boolean
  /**
   * What the status line says: nothing for items that are not reservable; for a single item
   * 'reserved' once reserved, else nothing; for more than one always the count and the reserved count.
   */
  status: 'none' | 'single-reserved' | 'counts'
}

export function giftItemState(
  item: GiftItem,
  reservations: readonly Reservation[] | null | undefined,
): GiftItemState {
  const quantity = Math.max(1, item.quantity ?? 1)
  const reserved = reservedCount(reservations, item.id)
  if (!item.reservable) {
    return { reservable: false, quantity, reserved, canReserve: false, canCancel: false, status: 'none' }
  }
  return {
    reservable: true,
    quantity,
    reserved,
    canReserve: reserved < quantity,
    canCancel: reserved > 0,
    status: quantity > 1 ? 'counts' : reserved > 0 ? 'single-reserved' : 'none',
  }
}

/** Spec 001 section 4: with more than one item guests first see a show-list button. */
export function listStartsHidden(items: readonly unknown[]): boolean {
  return items.length > 1
}

/** Only web links open from a gift; anything else (javascript:, data:) is not a link. */
export function safeLink(link: string | null | undefined): string | null {
  const value = link?.trim()
  if (!value) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
