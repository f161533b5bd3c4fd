import { z } from 'zod'

/** A language code as used in site texts: "sv", "en", "pt-BR", "yue". */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Ogiltig språkkod')

/** Translatable text: a map from language code to text (spec 000 section 1). */
export const textSchema = z.record(languageCodeSchema, z.string().max(100_000))
export type Text = z.infer<typeof textSchema>

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
