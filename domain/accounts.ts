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

export const loginBodySchema = z.object({
  mail,
  password: z.string({ error: 'Lösenord saknas' }).min(1, 'Lösenord saknas').max(200),
})
export const registerBodySchema = z.object({ mail, password: newPassword })
export const resetRequestBodySchema = z.object({ mail })
export const resetSetBodySchema = z.object({
  password: newPassword,
  token: z.string({ error: 'Länken saknar kod' }).min(10, 'Ogiltig länk').max(200, 'Ogiltig länk'),
})

/** GET /api/accounts/me/ */
export const meResponseSchema = z.object({
  mail: z.string(),
  registered: z.object({ date: z.string() }),
  site: z.object({ _id: z.string() }).nullable(),
})
export type MeResponse = z.infer<typeof meResponseSchema>

export const feedbackBodySchema = z.object({
  expectsReply: z.boolean().default(false),
  userMail: z.string().trim().max(254).optional(),
  feedbackText: z.string({ error: 'Skriv något' }).trim().min(1, 'Skriv något').max(10_000),
})
