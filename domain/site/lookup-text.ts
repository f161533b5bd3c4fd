// Kept free of zod so the public page's client bundle can use it without the schema library.

/** Translatable text: a map from language code to text (spec 000 section 1). */
export type Text = Record<string, string>

/** Lookup falls back to English, then Swedish, then the first available language, then ''. */
export function lookupText(text: Text | null | undefined, language: string): string {
  if (!text) return ''
  const direct = text[language]
  if (direct !== undefined) return direct
  if (text.en !== undefined) return text.en
  if (text.sv !== undefined) return text.sv
  const first = Object.values(text)[0]
  return first ?? ''
}
