import { z } from 'zod'
import { listItemId, moduleCommon, optionalImage, optionalText } from './common.ts'

export const textAndImageListModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('TextAndImageList'),
  title: optionalText,
  list: z
    .array(z.object({ id: listItemId, title: optionalText, text: optionalText, image: optionalImage }))
    .max(200)
    .default([]),
})
