import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'

export const textModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Text'),
  title: optionalText,
  text: optionalText,
})
