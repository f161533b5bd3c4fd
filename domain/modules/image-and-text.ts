import { z } from 'zod'
import { moduleCommon, optionalImage, optionalText } from './common.ts'

export const imageAndTextModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('ImageAndText'),
  title: optionalText,
  secondTitle: optionalText,
  text: optionalText,
  image: optionalImage,
})
