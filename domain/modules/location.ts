import { z } from 'zod'
import { imageSchema } from '../site/image.ts'
import { moduleCommon, optionalImage, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

export const MAP_THEMES = ['NORMAL', 'SILVER', 'RETRO', 'DARK', 'NIGHT'] as const

export const locationModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Location'),
  title: optionalText,
  image: optionalImage,
  secondTitle: optionalText,
  text: optionalText,
  map: z
    .object({
      contentDataType: z.literal('Map').default('Map'),
      location: z.string().max(300).default(''),
      mapTheme: z.enum(MAP_THEMES).default('NORMAL'),
      markerColor: z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/)
        .default('#ea4335'),
      zoom: z.number().int().min(6).max(18).default(12),
      map: imageSchema.nullish(),
    })
    .nullish(),
})

const TEXTS: DefaultTexts<{ title: ByBrand; secondTitle: ByBrand; text: ByBrand }> = {
  sv: {
    title: { wedding: 'Vigsel och fest', party: 'Var och när', event: 'Plats' },
    secondTitle: 'Hitta hit',
    text: {
      wedding:
        '<p><strong>Vigseln</strong> börjar kl. 15.00. Kom gärna en kvart innan, så hinner alla hitta en plats.</p><p><strong>Middag och fest</strong> följer efter vigseln. Adressen och en karta hittar du här.</p>',
      party: '<p>Festen börjar kl. 15.00. Adressen och en karta hittar du här.</p>',
      event: '<p>Vi börjar kl. 15.00. Adressen och en karta hittar du här.</p>',
    },
  },
  en: {
    title: { wedding: 'Ceremony and party', party: 'Where and when', event: 'Venue' },
    secondTitle: 'Getting there',
    text: {
      wedding:
        '<p><strong>The ceremony</strong> begins at 3 pm. Please arrive a quarter of an hour early so everyone finds a seat.</p><p><strong>Dinner and the party</strong> follow the ceremony. You will find the address and a map here.</p>',
      party: '<p>The party starts at 3 pm. You will find the address and a map here.</p>',
      event: '<p>We start at 3 pm. You will find the address and a map here.</p>',
    },
  },
  da: {
    title: { wedding: 'Vielse og fest', party: 'Hvor og hvornår', event: 'Sted' },
    secondTitle: 'Find vej',
    text: {
      wedding:
        '<p><strong>Vielsen</strong> begynder kl. 15.00. Kom gerne et kvarter før, så alle kan finde en plads.</p><p><strong>Middag og fest</strong> følger efter vielsen. Adressen og et kort finder du her.</p>',
      party: '<p>Festen begynder kl. 15.00. Adressen og et kort finder du her.</p>',
      event: '<p>Vi begynder kl. 15.00. Adressen og et kort finder du her.</p>',
    },
  },
}

export const location = defineModule(locationModuleSchema)({
  richText: [['text']],
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'Location',
      title: branded((d) => d.title),
      image: null,
      secondTitle: branded((d) => d.secondTitle),
      text: branded((d) => d.text),
      map: {
        contentDataType: 'Map',
        location: '',
        mapTheme: 'NORMAL',
        markerColor: '#ea4335',
        zoom: 12,
        map: null,
      },
    }
  },
})

export type LocationModule = z.infer<typeof locationModuleSchema>

export function isLocation(module: { siteModuleType: string }): module is LocationModule {
  return module.siteModuleType === 'Location'
}
