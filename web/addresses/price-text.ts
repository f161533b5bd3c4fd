import type { TFunction } from 'i18next'
import { formatKronor } from '#domain/commerce/money.ts'

/** A price as the spec shows it: 'N:-', and a price of 0 as free (spec 002 section 4). */
export function priceText(amountOre: number, t: TFunction): string {
  return amountOre === 0 ? t('addresses.free') : formatKronor(amountOre)
}
