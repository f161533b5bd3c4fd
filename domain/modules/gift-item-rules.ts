import type { z } from 'zod'
import type { giftRegistryItemSchema } from './gift-registry.ts'

export type GiftRegistryItem = z.infer<typeof giftRegistryItemSchema>

/** Spec 001 sections 3 and 5: a wanted count is a whole number of at least 1; new items want 1. */
export const GIFT_QUANTITY_MIN = 1
export const GIFT_QUANTITY_DEFAULT = 1
/** The schema's ceiling (domain/modules/gift-registry.ts), so the editor never keeps what a save refuses. */
export const GIFT_QUANTITY_MAX = 10_000
/** The schema's ceiling for a link. */
export const GIFT_LINK_MAX_LENGTH = 2000

/** Spec 001 section 3: item ids are the prefix giftRegistryItem plus a random part. */
export const GIFT_ITEM_ID_PREFIX = 'giftRegistryItem'

/** A quantity field's text as a whole number; empty (or anything that is not a whole number) is null. */
export function parseQuantity(input: string): number | null {
  return /^\s*\d+\s*$/.test(input) ? Number.parseInt(input, 10) : null
}

export type QuantityProblem = 'required' | 'invalid' | 'tooLarge'

/**
 * What is wrong with a quantity field's text, if anything. Empty is allowed unless the item is
 * reservable (spec 001 section 5: required when reservable); anything else must be a whole number
 * from 1 up to the schema's ceiling.
 */
export function quantityProblem(input: string, reservable: boolean): QuantityProblem | null {
  if (input.trim() === '') return reservable ? 'required' : null
  const value = parseQuantity(input)
  if (value === null || value < GIFT_QUANTITY_MIN) return 'invalid'
  if (value > GIFT_QUANTITY_MAX) return 'tooLarge'
  return null
}

/**
 * The quantity to store for a field's text, or undefined when the text must not reach the site:
 * an empty field becomes null (spec 001 section 5, "an empty value becomes null in V2"), also while
 * it is required, so the owner sees the message and the page shows what they typed.
 */
export function quantityToStore(input: string): number | null | undefined {
  if (input.trim() === '') return null
  const problem = quantityProblem(input, false)
  return problem === null ? parseQuantity(input) : undefined
}

/** A link field's text as stored: blank is null (no link), anything else without surrounding space. */
export function linkToStore(input: string): string | null {
  const value = input.trim()
  return value === '' ? null : value
}

/** A new wish: reservable, one wanted, no texts, link or image yet (spec 001 section 3 defaults). */
export function newGiftItem(id: string): GiftRegistryItem {
  return {
    id,
    title: {},
    description: {},
    link: null,
    reservable: true,
    quantity: GIFT_QUANTITY_DEFAULT,
    image: null,
  }
}

/**
 * The item an edit view shows. A missing one is an internal error (spec 001 section 8): the view
 * is only reached from an existing row, so a missing id means the editor lost track of its list.
 */
export function giftItemById(items: readonly GiftRegistryItem[], id: string): GiftRegistryItem {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) throw new Error(`Gift registry item ${id} does not exist`)
  return item
}
