import { z } from 'zod'
import { textSchema } from '../site/text.ts'

const idSchema = z.string().min(1).max(100)

/** The standard questions of the speech and song sign-up form (issue 33), by kind. */
export const SIGN_UP_QUESTIONS = ['name', 'what', 'minutes', 'needs', 'mail'] as const
export type SignUpQuestion = (typeof SIGN_UP_QUESTIONS)[number]

export const showConditionSchema = z.object({
  type: z.literal('SHOW'),
  formElementId: idSchema,
  formElementOptionIds: z.array(idSchema).max(50),
})

const common = {
  id: idSchema,
  label: textSchema,
  showConditions: z.array(showConditionSchema).max(10).default([]),
  /**
   * The event the question is asked for (issue 32, "Fråga per händelse"), e.g. the meal for the
   * dinner: where a guest sees several events it shows under that one, when they come to it.
   */
  eventId: idSchema.optional(),
  /** On the sign-up form: which standard question it is, so the running order reads it by kind. */
  signUpQuestion: z.enum(SIGN_UP_QUESTIONS).optional(),
}

export const shortTextElementSchema = z.object({
  ...common,
  formElementType: z.literal('ShortText'),
  required: z.boolean().default(false),
})

export const singleSelectElementSchema = z.object({
  ...common,
  formElementType: z.literal('SingleSelect'),
  required: z.boolean().default(true),
  options: z.array(z.object({ id: idSchema, text: textSchema })).max(50),
})

export const formElementSchema = z.discriminatedUnion('formElementType', [
  shortTextElementSchema,
  singleSelectElementSchema,
])
export type FormElement = z.infer<typeof formElementSchema>

export const formSchema = z.object({ formElements: z.array(formElementSchema).max(100) })
export type Form = z.infer<typeof formSchema>
