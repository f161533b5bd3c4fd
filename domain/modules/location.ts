import { z } from 'zod'
import { imageSchema } from '../site/image.ts'
import { moduleCommon, optionalImage, optionalText } from './common.ts'

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
