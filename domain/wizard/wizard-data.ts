import type { Market } from '../brands.ts'
import { STANDARD_TEMPLATE_NAME } from '../design/design-templates.ts'
import { defaultEventDate, toDateTimeLocal } from '../modules/create-context.ts'
import type { InterfaceLanguage } from '../site/languages.ts'
import type { CHILDREN_CHOICES, DRESS_CODES, GIFTS_CHOICES, WizardData } from './wizard-schema.ts'

export { CHILDREN_CHOICES, DRESS_CODES, GIFTS_CHOICES } from './wizard-schema.ts'

export type DressCode = (typeof DRESS_CODES)[number]
export type ChildrenChoice = (typeof CHILDREN_CHOICES)[number]
export type GiftsChoice = (typeof GIFTS_CHOICES)[number]

/** Wizard data with every field set: what the generation works from. */
export type CompleteWizardData = Required<WizardData>

/** The sample couple and place a new wizard shows, in the market's language. */
const SAMPLES: Record<InterfaceLanguage, { name1: string; name2: string; location: string }> = {
  sv: { name1: 'Anna', name2: 'Erik', location: 'Ulriksdals slott, Solna' },
  en: { name1: 'Emma', name2: 'James', location: 'Ulriksdal Palace, Solna' },
  da: { name1: 'Sofie', name2: 'Mads', location: 'Kokkedal Slot, Nordsjælland' },
}

/** The site language a wizard starts with: Swedish, and Danish on the Danish market. */
export function marketLanguage(market: Market): InterfaceLanguage {
  return market === 'dk' ? 'da' : 'sv'
}

/**
 * The spec's wizard defaults (spec 000 section 4): the day six months ahead, sample names and
 * location, the standard template, COCKTAIL, NO_CHILDREN, GIFTS and one language.
 */
export function wizardDefaults(now: Date, market: Market): CompleteWizardData {
  const language = marketLanguage(market)
  return {
    ...SAMPLES[language],
    dateStart: toDateTimeLocal(defaultEventDate(now)),
    dateNotDecided: false,
    designTemplate: STANDARD_TEMPLATE_NAME,
    languages: [{ languageCode: language }],
    dressCode: 'COCKTAIL',
    children: 'NO_CHILDREN',
    gifts: 'GIFTS',
  }
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.length === 0
}

/** Drops the empty values of what the visitor entered (spec 000 section 4). */
export function dropEmpty(data: WizardData): WizardData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isEmpty(value))) as WizardData
}

/**
 * What the visitor entered, empty values dropped, over the defaults. A date that is not decided
 * stays empty: the visitor cleared it on purpose.
 */
export function completeWizardData(data: WizardData, defaults: CompleteWizardData): CompleteWizardData {
  const complete = { ...defaults, ...dropEmpty(data) }
  return complete.dateNotDecided ? { ...complete, dateStart: '' } : complete
}

/** OTHER and NOT_DECIDED have no sample of their own for the dress code: COCKTAIL stands in. */
export function effectiveDressCode(choice: DressCode): Exclude<DressCode, 'OTHER' | 'NOT_DECIDED'> {
  return choice === 'OTHER' || choice === 'NOT_DECIDED' ? 'COCKTAIL' : choice
}

/** OTHER and NOT_DECIDED gifts fall back to GIFTS, which makes a gift registry. */
export function effectiveGifts(choice: GiftsChoice): Exclude<GiftsChoice, 'OTHER' | 'NOT_DECIDED'> {
  return choice === 'OTHER' || choice === 'NOT_DECIDED' ? 'GIFTS' : choice
}
