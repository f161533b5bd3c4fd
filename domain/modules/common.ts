import { z } from 'zod'
import { imageSchema } from '../site/image.ts'
import { textSchema } from '../site/text.ts'

/** Fields every V2 module has (spec 001 section 3, Module common). */
export const moduleCommon = {
  id: z.string().min(1).max(100),
  hide: z.boolean().default(false),
  hideInMenu: z.boolean().default(false),
  menuTitle: textSchema.optional(),
}

export const optionalText = textSchema.optional()
export const optionalImage = imageSchema.nullish()
export const listItemId = z.string().min(1).max(100)
