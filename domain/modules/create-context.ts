import type { Brand } from '../brands.ts'
import type { FormElement } from '../forms/elements.ts'
import { DEFAULT_LANGUAGE, type InterfaceLanguage, isInterfaceLanguage } from '../site/languages.ts'

/**
 * What `create()` needs to build a new module. Pure data, so the editor in the browser and the
 * server (demo, wizard, quick start) build the same modules.
 */
export interface CreateContext {
  /** The site's languages; every text of the new module gets one entry per language. */
  languages: string[]
  brand: Brand
  /** A fresh, unique id; the prefix says what it is for ('module', 'item', 'formElement', 'option'). */
  newId: (prefix: string) => string
  now?: Date
}

type Text = Record<string, string>

/** One wording for every brand, or one per brand where a wedding, a party and an event differ. */
export type ByBrand<B extends Brand = Brand> = string | Readonly<Record<B, string>>

/** The brands that may add a gift registry or a speech sign-up (spec 001 section 1). */
export type NonEventBrand = Exclude<Brand, 'event'>

/**
 * The content a newly added module starts with, in sv, en and da. It is site content the owner
 * edits on the page (and guests read), not interface text, so it lives with the module and not in
 * the i18n catalogs. Rich-text fields hold HTML, as the editor stores them.
 */
export type DefaultTexts<T> = Readonly<Record<InterfaceLanguage, T>>

/** The wording for a brand. */
export function forBrand<B extends Brand>(wording: ByBrand<B>, brand: B): string {
  return typeof wording === 'string' ? wording : wording[brand]
}

/** Defaults are written in sv, en and da; any other site language gets the English text. */
function defaultsLanguage(language: string): InterfaceLanguage {
  return isInterfaceLanguage(language) ? language : 'en'
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/**
 * The default event day: six months after `now`, at 15:00 local time (spec 001 section 9).
 * A day the target month lacks (31 August + 6 months) becomes that month's last day.
 */
export function defaultEventDate(now: Date): Date {
  const year = now.getFullYear()
  const month = now.getMonth() + 6
  const lastDay = new Date(year, month + 1, 0).getDate()
  return new Date(year, month, Math.min(now.getDate(), lastDay), 15, 0)
}

/** A datetime-local value, 'YYYY-MM-DDTHH:mm', in local time. */
export function toDateTimeLocal(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The two sample entries a new list starts with. */
export const SAMPLE_ITEMS = [0, 1] as const

/** Picks one entry per site language from that language's defaults. */
export function translator<D>(siteLanguages: readonly string[], texts: DefaultTexts<D>) {
  const languages = siteLanguages.length > 0 ? [...new Set(siteLanguages)] : [DEFAULT_LANGUAGE]
  return (pick: (d: D, language: InterfaceLanguage) => string): Text =>
    Object.fromEntries(
      languages.map((language) => {
        const from = defaultsLanguage(language)
        return [language, pick(texts[from], from)]
      }),
    )
}

/**
 * The tools a `create()` builds its module with: `text` picks one entry per site language from
 * that language's defaults, `branded` the brand's wording, and `common` holds the fields every new
 * module has, with the module's id taken first.
 */
export function moduleBuilder<D>(context: CreateContext, texts: DefaultTexts<D>) {
  const { brand, newId } = context
  const common = { id: newId('module'), hide: false, hideInMenu: false }
  const text = translator(context.languages, texts)
  const branded = (pick: (d: D) => ByBrand): Text => text((d) => forBrand(pick(d), brand))
  const eventDate = () => defaultEventDate(context.now ?? new Date())
  return { brand, newId, common, text, branded, eventDate }
}

/** A short-text question of a new form. */
export function shortTextElement(newId: CreateContext['newId'], label: Text, required: boolean): FormElement {
  return { id: newId('formElement'), formElementType: 'ShortText', label, required, showConditions: [] }
}
