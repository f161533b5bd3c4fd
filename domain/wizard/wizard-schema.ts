import { z } from 'zod'
import { languageCodeSchema } from '../site/text.ts'

/** The start wizard's choices (spec 000 section 3, WizardData), in the order step 4 lists them. */
export const DRESS_CODES = [
  'WHITE_TIE',
  'BLACK_TIE',
  'FORMAL',
  'COCKTAIL',
  'CASUAL',
  'OTHER',
  'NOT_DECIDED',
] as const
export const CHILDREN_CHOICES = [
  'NO_CHILDREN',
  'CHILDREN_ALLOWED_ON_CEREMONY',
  'CHILDREN_WELCOME',
  'OTHER',
  'NOT_DECIDED',
] as const
export const GIFTS_CHOICES = ['MONEY', 'GIFTS', 'GUEST_FEE', 'NO_GIFTS', 'OTHER', 'NOT_DECIDED'] as const

/**
 * The start wizard's answers, stored with the site it made. Apart from the site schema, so the
 * wizard's pages load it without every module's schema.
 */
export const wizardDataSchema = z.object({
  name1: z.string().max(100).optional(),
  name2: z.string().max(100).optional(),
  location: z.string().max(300).optional(),
  dateStart: z.string().max(30).optional(),
  dateNotDecided: z.boolean().optional(),
  designTemplate: z.string().max(60).optional(),
  languages: z
    .array(z.object({ languageCode: languageCodeSchema }))
    .max(200)
    .optional(),
  dressCode: z.enum(DRESS_CODES).optional(),
  children: z.enum(CHILDREN_CHOICES).optional(),
  gifts: z.enum(GIFTS_CHOICES).optional(),
})
export type WizardData = z.infer<typeof wizardDataSchema>
