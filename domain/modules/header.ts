import { z } from 'zod'
import type { InterfaceLanguage } from '../site/languages.ts'
import { moduleCommon, optionalImage, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, forBrand, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

export const HEADER_IMAGE_SIZES = ['LARGE', 'MEDIUM', 'SMALL'] as const

export const headerModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Header'),
  title: optionalText,
  /** Title alignment, used by theme9 only: -1 top, 0 middle, 1 bottom. */
  verticalAlignment: z.number().int().min(-1).max(1).default(0),
  secondLine: optionalText,
  image: z
    .object({ image: optionalImage, userSelectedImageSize: z.enum(HEADER_IMAGE_SIZES).default('LARGE') })
    .nullish(),
})

export type HeaderModule = z.infer<typeof headerModuleSchema>

/** `{date}` is the default event day, the same one the countdown starts with. */
const TEXTS: DefaultTexts<{ title: ByBrand; secondLine: ByBrand }> = {
  sv: {
    title: { wedding: 'Vi gifter oss!', party: 'Välkommen på fest!', event: 'Välkommen till vårt evenemang' },
    secondLine: '{date} kl. 15.00',
  },
  en: {
    title: {
      wedding: 'We are getting married!',
      party: 'Join us for a party!',
      event: 'Welcome to our event',
    },
    secondLine: '{date} at 3 pm',
  },
  da: {
    title: {
      wedding: 'Vi skal giftes!',
      party: 'Velkommen til fest!',
      event: 'Velkommen til vores arrangement',
    },
    secondLine: '{date} kl. 15.00',
  },
}

/** 'Lördag 12 juni 2027', 'Saturday, 12 June 2027', 'Lørdag den 12. juni 2027'. */
function longDate(date: Date, language: InterfaceLanguage): string {
  const locale = language === 'en' ? 'en-GB' : language
  const formatted = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
  return formatted.charAt(0).toLocaleUpperCase(locale) + formatted.slice(1)
}

export const header = defineModule(headerModuleSchema)({
  create(context) {
    const { common, text, branded, brand, eventDate } = moduleBuilder(context, TEXTS)
    const day = eventDate()
    return {
      ...common,
      siteModuleType: 'Header',
      title: branded((d) => d.title),
      secondLine: text((d, language) =>
        forBrand(d.secondLine, brand).replace('{date}', longDate(day, language)),
      ),
      verticalAlignment: 0,
      image: null,
    }
  },
})

/** The page's header module, if it has one: it gives the page its title and preview image. */
export function headerOf<M extends { siteModuleType: string }>(
  modules: readonly M[],
): HeaderModule | undefined {
  return modules.find((m) => m.siteModuleType === 'Header') as HeaderModule | undefined
}
