/** Swedish VAT on everything sold: 25 % of the price before VAT. */
export const VAT_RATE_PERCENT = 25

/**
 * The VAT inside a price that includes it. At 25 % the VAT is one fifth of the full price
 * (59900 öre holds 11980 öre VAT); an uneven fifth is rounded to the nearest öre.
 */
export function vatOf(amountWithVatOre: number): number {
  assertOre(amountWithVatOre)
  return Math.round((amountWithVatOre * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT))
}

/** The price before VAT; together with vatOf it adds up to the price to the öre. */
export function withoutVatOf(amountWithVatOre: number): number {
  return amountWithVatOre - vatOf(amountWithVatOre)
}

/**
 * A price as the spec shows it, 'N:-' in whole kronor (59900 → '599:-'). A price with öre keeps
 * them after a comma, as Swedish prices are written (59950 → '599,50').
 */
export function formatKronor(amountOre: number): string {
  assertOre(amountOre)
  const kronor = Math.trunc(amountOre / 100)
  const ore = Math.abs(amountOre % 100)
  return ore === 0 ? `${kronor}:-` : `${kronor},${String(ore).padStart(2, '0')}`
}

/** The amount in kronor as a decimal string with two decimals, as payment providers take it. */
export function kronorDecimal(amountOre: number): string {
  assertOre(amountOre)
  return `${Math.trunc(amountOre / 100)}.${String(Math.abs(amountOre % 100)).padStart(2, '0')}`
}

function assertOre(amountOre: number): void {
  if (!Number.isSafeInteger(amountOre) || amountOre < 0) {
    throw new RangeError(`An amount must be a whole, non-negative number of öre: ${amountOre}`)
  }
}
