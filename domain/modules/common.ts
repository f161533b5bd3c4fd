import { z } from 'zod'
import { imageSchema } from '../site/image.ts'
import { textSchema } from '../site/text.ts'
import { translatedFromSchema } from '../site/translations.ts'

/** Fields every V2 module has (spec 001 section 3, Module common). */
export const moduleCommon = {
  id: z.string().min(1).max(100),
  hide: z.boolean().default(false),
  hideInMenu: z.boolean().default(false),
  menuTitle: textSchema.optional(),
  /**
   * The anchor a module upgraded from a legacy site had there (its stored slug), when it differs
   * from the one its title gives: links and QR codes to /#slug made before the upgrade keep working.
   */
  legacySlug: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/)
    .optional(),
  /** Which source each translation of the module's texts was written against (site/translations.ts). */
  translatedFrom: translatedFromSchema,
}

export const optionalText = textSchema.optional()
export const optionalImage = imageSchema.nullish()
export const listItemId = z.string().min(1).max(100)
