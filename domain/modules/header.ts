import { z } from 'zod'
import { moduleCommon, optionalImage, optionalText } from './common.ts'

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
