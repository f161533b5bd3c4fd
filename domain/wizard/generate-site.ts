import { type CreateContext, translator } from '../modules/create-context.ts'
import { createModule, isAddableModuleType, type ModuleOf, type SiteModule } from '../modules/registry.ts'
import type { SiteV2, WizardData } from '../site/schema.ts'
import { sampleImage } from './sample-images.ts'
import { WIZARD_SAMPLE_TEXTS } from './sample-texts.ts'
import { type GenerateContext, quickStartShell, templateFor } from './site-shell.ts'
import {
  type CompleteWizardData,
  completeWizardData,
  effectiveDressCode,
  effectiveGifts,
  wizardDefaults,
} from './wizard-data.ts'

/** The id of the start wizard's site while it lives in the browser (spec 000 section 4). */
export const START_WIZARD_ID = 'START-WIZARD'

type Text = Record<string, string>

/** Parses a datetime-local value as local time; undefined when it is not one. */
export function parseDateTimeLocal(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const date = new Date(y, mo - 1, d, h, mi)
  return date.getMonth() === mo - 1 ? date : undefined
}

/** 'Lördag 12 juni 2027 kl. 15:00' in the language, English for a language Intl does not know. */
function dayAndTime(date: Date, language: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }
  let formatted: string
  try {
    formatted = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, options).format(date)
  } catch {
    formatted = new Intl.DateTimeFormat('en-GB', options).format(date)
  }
  return formatted.charAt(0).toUpperCase() + formatted.slice(1)
}

function withTexts<M extends SiteModule>(module: M, texts: Partial<Record<string, Text>>): M {
  return { ...module, ...texts }
}

/**
 * The start wizard's site (spec 000 sections 3 and 4, spec 001 section 3): the chosen template's
 * design; a header with the names, the day and the place; the content modules with sample texts
 * in every chosen language (sv, en and da written by hand, English for the rest); an RSVP for up
 * to 5 guests; a speech sign-up; a gift registry when the gifts choice is GIFTS, otherwise a text.
 * Pure: the same data, time and ids give the same site.
 */
export function generateSite(data: WizardData, context: GenerateContext): SiteV2 {
  const wizard = completeWizardData(data, wizardDefaults(context.now, context.brandInfo.market))
  const languages = [...new Set(wizard.languages.map((l) => l.languageCode))]
  const brand = context.brandInfo.brand
  const date = wizard.dateNotDecided ? undefined : parseDateTimeLocal(wizard.dateStart)
  const create: CreateContext = { languages, brand, newId: context.newId, now: context.now }
  const text = translator(languages, WIZARD_SAMPLE_TEXTS)
  const module = <T extends SiteModule['siteModuleType']>(type: T) =>
    createModule(type, create) as ModuleOf<T>

  const modules: SiteModule[] = [header(wizard, date, module('Header'), languages), module('Text')]
  if (date) modules.push({ ...module('Countdown'), countdownDate: wizard.dateStart })
  const place = module('Location')
  modules.push({
    ...place,
    image: sampleImage('manor'),
    secondTitle: Object.fromEntries(languages.map((l) => [l, wizard.location])),
    map: place.map ? { ...place.map, location: wizard.location } : place.map,
  })
  modules.push({ ...module('ImageAndText'), image: sampleImage('flowers') })
  const dressCode = effectiveDressCode(wizard.dressCode)
  modules.push(
    withTexts(module('Text'), {
      title: text((d) => d.dressCodeTitle),
      text: text((d) => d.dressCode[dressCode]),
    }),
    withTexts(module('Text'), {
      title: text((d) => d.childrenTitle),
      text: text((d) => d.children[wizard.children]),
    }),
    { ...module('Rsvp'), maxNumberOfGuests: 5 },
  )
  if (isAddableModuleType('Form', brand)) {
    modules.push(withTexts(module('Form'), { text: text((d) => d.speechAdvice) }))
  }
  modules.push(giftsModule(wizard, module, text, brand))

  return quickStartShell({
    id: START_WIZARD_ID,
    brandInfo: context.brandInfo,
    template: templateFor(wizard.designTemplate, context.brandInfo),
    languages,
    siteModules: modules,
    wizardData: wizard,
    names: { name1: wizard.name1, name2: wizard.name2 },
  })
}

function header(
  wizard: CompleteWizardData,
  date: Date | undefined,
  created: ModuleOf<'Header'>,
  languages: string[],
): ModuleOf<'Header'> {
  const text = translator(languages, WIZARD_SAMPLE_TEXTS)
  return {
    ...created,
    title: text((d) => d.names(wizard.name1, wizard.name2)),
    secondLine: Object.fromEntries(
      languages.map((language) => {
        const line = text((d) =>
          date ? d.when(dayAndTime(date, language), wizard.location) : d.dateToCome(wizard.location),
        )
        return [language, line[language] ?? '']
      }),
    ),
    image: { image: sampleImage('meadow'), userSelectedImageSize: 'LARGE' },
  }
}

function giftsModule(
  wizard: CompleteWizardData,
  module: <T extends SiteModule['siteModuleType']>(type: T) => ModuleOf<T>,
  text: ReturnType<typeof translator<(typeof WIZARD_SAMPLE_TEXTS)['sv']>>,
  brand: GenerateContext['brandInfo']['brand'],
): SiteModule {
  const gifts = effectiveGifts(wizard.gifts)
  if (gifts === 'GIFTS' && isAddableModuleType('GiftRegistry', brand)) {
    return withTexts(module('GiftRegistry'), { text: text((d) => d.gifts.GIFTS) })
  }
  return withTexts(module('Text'), { title: text((d) => d.giftsTitle), text: text((d) => d.gifts[gifts]) })
}
