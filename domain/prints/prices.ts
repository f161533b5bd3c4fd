import { vatOf } from '../commerce/money.ts'
import { MAX_HOUSEHOLD_CARDS } from './household-cards.ts'
import type { PrintTrim } from './print.ts'

/** Card prices (spec 002 section 9), integer öre, VAT included. */
export const CARD_PRICE_ORE = 1500
export const ROUNDED_CORNERS_PRICE_ORE = 200
export const NORMAL_SHIPPING_ORE = 9500

export const ENVELOPES = ['none', 'standard', 'premium'] as const
export type Envelopes = (typeof ENVELOPES)[number]
export const ENVELOPE_PRICE_ORE: Record<Envelopes, number> = { none: 0, standard: 300, premium: 500 }

/** Quantity options: 10 to 300 in steps of 10 (spec 002 section 5). */
export const QUANTITY_MIN = 10
export const QUANTITY_MAX = 300
export const QUANTITY_STEP = 10
export const DEFAULT_QUANTITY = 10
export const QUANTITY_OPTIONS: readonly number[] = Array.from(
  { length: (QUANTITY_MAX - QUANTITY_MIN) / QUANTITY_STEP + 1 },
  (_, i) => QUANTITY_MIN + i * QUANTITY_STEP,
)

export function isValidQuantity(quantity: number): boolean {
  return (
    Number.isInteger(quantity) &&
    quantity >= QUANTITY_MIN &&
    quantity <= QUANTITY_MAX &&
    quantity % QUANTITY_STEP === 0
  )
}

/** One card per household: as many cards as the site has households, from one. */
export function isValidHouseholdQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_HOUSEHOLD_CARDS
}

export interface OrderLine {
  kind: 'cards' | 'envelopes' | 'roundedCorners'
  quantity: number
  unitPriceOre: number
  priceOre: number
}

export interface OrderPrice {
  lines: OrderLine[]
  shippingOre: number
  totalInclVat: number
  totalVat: number
}

export interface OrderPriceInput {
  quantity: number
  envelopes: Envelopes
  trim: PrintTrim
  shippingOre: number
  /** One card per household: the quantity is the number of households, not a choice of 10 to 300. */
  perHousehold?: boolean
}

/** The lines, the total and the VAT in it (20 % of the total, as every price in domain/commerce). */
export function orderPrice({
  quantity,
  envelopes,
  trim,
  shippingOre,
  perHousehold = false,
}: OrderPriceInput): OrderPrice {
  const valid = perHousehold ? isValidHouseholdQuantity(quantity) : isValidQuantity(quantity)
  if (!valid) throw new RangeError(`Not an orderable quantity: ${quantity}`)
  const line = (kind: OrderLine['kind'], unitPriceOre: number): OrderLine => ({
    kind,
    quantity,
    unitPriceOre,
    priceOre: unitPriceOre * quantity,
  })
  const lines = [line('cards', CARD_PRICE_ORE)]
  if (envelopes !== 'none') lines.push(line('envelopes', ENVELOPE_PRICE_ORE[envelopes]))
  if (trim === 'rounded') lines.push(line('roundedCorners', ROUNDED_CORNERS_PRICE_ORE))
  const totalInclVat = lines.reduce((sum, l) => sum + l.priceOre, 0) + shippingOre
  return { lines, shippingOre, totalInclVat, totalVat: vatOf(totalInclVat) }
}
