import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { languageName } from '#web/home/index.ts'
import { knownLanguageName } from './language-names.ts'

/**
 * The ISO 639-1 codes (spec 001 section 5: "about 190 language codes"). Left out because they
 * would list a language twice: the withdrawn aliases iw, in, ji, jw, mo, sh and bh, and tw (Twi),
 * which browsers name "Akan" like ak. Norwegian is "no"; bokmål (nb) and nynorsk (nn) keep their
 * own codes for sites that want one of them.
 */
export const LANGUAGE_CODES: readonly string[] = `
aa ab ae af ak am an ar as av ay az
ba be bg bi bm bn bo br bs
ca ce ch co cr cs cu cv cy
da de dv dz
ee el en eo es et eu
fa ff fi fj fo fr fy
ga gd gl gn gu gv
ha he hi ho hr ht hu hy hz
ia id ie ig ii ik io is it iu
ja jv
ka kg ki kj kk kl km kn ko kr ks ku kv kw ky
la lb lg li ln lo lt lu lv
mg mh mi mk ml mn mr ms mt my
na nb nd ne ng nl nn no nr nv ny
oc oj om or os
pa pi pl ps pt
qu
rm rn ro ru rw
sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw
ta te tg th ti tk tl tn to tr ts tt ty
ug uk ur uz
ve vi vo
wa wo
xh
yi yo
za zh zu
`
  .trim()
  .split(/\s+/)

/** Offered first when adding a language (spec 001 section 5). */
export const SUGGESTED_LANGUAGES: readonly string[] = ['sv', 'en', 'da', 'no', 'fi']

export interface LanguageOption {
  code: string
  name: string
}

/**
 * A language's name in the interface language with a capital first letter, as it stands alone
 * in a list ("sv" -> "Svenska"). The browser names it; where its data lacks the language (it
 * answers with the code), our own table does; the code itself only for a code neither knows.
 */
export function capitalisedLanguageName(code: string, uiLanguage: InterfaceLanguage): string {
  const named = languageName(code, uiLanguage)
  const name =
    named.toLowerCase() === code.toLowerCase() ? (knownLanguageName(code, uiLanguage) ?? named) : named
  const first = name.codePointAt(0)
  if (first === undefined) return name
  const firstChar = String.fromCodePoint(first)
  return firstChar.toLocaleUpperCase(uiLanguage) + name.slice(firstChar.length)
}

/** The languages to offer: the suggested ones in their fixed order, then the rest by name. */
export function languageOptions(uiLanguage: InterfaceLanguage): {
  suggested: LanguageOption[]
  others: LanguageOption[]
} {
  const option = (code: string): LanguageOption => ({ code, name: capitalisedLanguageName(code, uiLanguage) })
  const suggested = SUGGESTED_LANGUAGES.map(option)
  const others = LANGUAGE_CODES.filter((code) => !SUGGESTED_LANGUAGES.includes(code))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, uiLanguage) || a.code.localeCompare(b.code))
  return { suggested, others }
}
