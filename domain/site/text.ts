import { z } from 'zod'

/** A language code as used in site texts: "sv", "en", "pt-BR", "yue". */
export const languageCodeSchema = z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Ogiltig språkkod')

/** Translatable text as validated on write; lookup lives in lookup-text.ts. */
export const textSchema = z.record(languageCodeSchema, z.string().max(100_000))
