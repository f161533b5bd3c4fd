import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from './password-rules.ts'

const mail = z
  .string({ error: 'E-postadress saknas' })
  .trim()
  .min(1, 'E-postadress saknas')
  .max(254, 'E-postadressen är för lång')
  .pipe(z.email('Ogiltig e-postadress'))
  .transform((m) => m.toLowerCase())

const newPassword = z
  .string({ error: 'Lösenord saknas' })
  .min(PASSWORD_MIN_LENGTH, `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken`)
  .max(200, 'Lösenordet är för långt')

/** An account's display name (issue 33): who did what is shown by it. 1–60 characters, trimmed. */
export const accountNameSchema = z
  .string({ error: 'Skriv ditt namn' })
  .trim()
  .min(1, 'Skriv ditt namn')
  .max(60, 'Namnet får vara högst 60 tecken')

/** A name a form may leave empty: an empty field is no name. */
export const optionalAccountNameSchema = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(accountNameSchema.optional())

export const loginBodySchema = z.object({
  mail,
  password: z.string({ error: 'Lösenord saknas' }).min(1, 'Lösenord saknas').max(200),
})
export const registerBodySchema = z.object({ mail, password: newPassword, name: optionalAccountNameSchema })
export const accountNameBodySchema = z.object({ name: accountNameSchema })
export const resetRequestBodySchema = z.object({ mail })
export const resetSetBodySchema = z.object({
  password: newPassword,
  token: z.string({ error: 'Länken saknar kod' }).min(10, 'Ogiltig länk').max(200, 'Ogiltig länk'),
})

/** GET /api/accounts/me/ */
export const meResponseSchema = z.object({
  mail: z.string(),
  /** The display name; null until the account gives one. */
  name: z.string().nullable(),
  registered: z.object({ date: z.string() }),
  site: z.object({ _id: z.string() }).nullable(),
})
export type MeResponse = z.infer<typeof meResponseSchema>

export const feedbackBodySchema = z.object({
  expectsReply: z.boolean().default(false),
  userMail: z.string().trim().max(254).optional(),
  feedbackText: z.string({ error: 'Skriv något' }).trim().min(1, 'Skriv något').max(10_000),
})
