/** A message in each interface language. */
export interface SwishNumberMessage {
  sv: string
  en: string
  da: string
}

export type SwishNumberResult =
  | { ok: true; payerAlias: string }
  | { ok: false; reason: 'required' | 'invalid'; message: SwishNumberMessage }

/** The spec's text (000 section 5) and its translations. */
export const SWISH_NUMBER_REQUIRED: SwishNumberMessage = {
  sv: 'Du måste uppge ditt swish-nummer',
  en: 'You must enter your Swish number',
  da: 'Du skal angive dit Swish-nummer',
}

// Swish takes a payer alias of 8 to 15 digits with the country code first (46701234567).
export const SWISH_NUMBER_INVALID: SwishNumberMessage = {
  sv: 'Swish-numret ska vara ditt mobilnummer, till exempel 070 123 45 67.',
  en: 'The Swish number must be your mobile number, for example 070 123 45 67.',
  da: 'Swish-nummeret skal være dit mobilnummer, for eksempel 070 123 45 67.',
}

/**
 * The payer's number as Swish wants it (spec 000 section 5): trimmed, without '+', spaces and
 * hyphens, and a Swedish mobile number written 07... turned into 467...
 */
export function normaliseSwishNumber(input: string | null | undefined): SwishNumberResult {
  const compact = (input ?? '').trim().replace(/[+\s-]/g, '')
  if (compact === '') return { ok: false, reason: 'required', message: SWISH_NUMBER_REQUIRED }
  const payerAlias = compact.length > 6 && compact.startsWith('07') ? `46${compact.slice(1)}` : compact
  if (!/^\d{8,15}$/.test(payerAlias)) return { ok: false, reason: 'invalid', message: SWISH_NUMBER_INVALID }
  return { ok: true, payerAlias }
}
