/**
 * A count with its noun in the language's plural form ('1 gäst', '3 gäster'), by the language's
 * own plural rule: the server's messages have no i18next to pick `_one` or `_other`.
 */
export function countOf(
  language: 'sv' | 'en' | 'da',
  count: number,
  forms: { one: string; other: string },
): string {
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other
  return `${count} ${form}`
}

/** Guests, in each interface language. */
export const GUESTS = {
  sv: { one: 'gäst', other: 'gäster' },
  en: { one: 'guest', other: 'guests' },
  da: { one: 'gæst', other: 'gæster' },
} as const
