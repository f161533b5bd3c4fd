import { z } from 'zod'

/** An address the owner may type, or nothing: the owner's account address then. */
const optionalAddress = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z.email('Ogiltig e-postadress').max(254).nullable(),
)

/**
 * The owner's mail settings of a site (PUT /api/sites/{id}/mail-settings): where guests' replies
 * go, and whether new RSVPs are mailed to the owner and where. A null address is the owner's.
 */
export const mailSettingsBodySchema = z.object({
  replyTo: optionalAddress,
  rsvpToOwner: z.boolean(),
  rsvpOwnerAddress: optionalAddress,
})
export type MailSettingsBody = z.output<typeof mailSettingsBodySchema>

/** The settings as the server answers them, with the account address a null one stands for. */
export const mailSettingsSchema = z.object({
  replyTo: z.string().nullable(),
  rsvpToOwner: z.boolean(),
  rsvpOwnerAddress: z.string().nullable(),
  ownerMail: z.string().nullable(),
})
export type MailSettings = z.output<typeof mailSettingsSchema>
