import { z } from 'zod'
import { imageSchema } from '../site/image.ts'
import { listItemId, moduleCommon, optionalText } from './common.ts'

export const imageGalleryModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('ImageGallery'),
  title: optionalText,
  text: optionalText,
  gallery: z
    .array(z.object({ id: listItemId, image: imageSchema }))
    .max(500)
    .default([]),
})
