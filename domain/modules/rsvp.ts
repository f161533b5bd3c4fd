import { z } from 'zod'
import { formSchema } from '../forms/elements.ts'
import { moduleCommon, optionalText } from './common.ts'

export const rsvpModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Rsvp'),
  title: optionalText,
  text: optionalText,
  selectNumberOfGuestsText: optionalText,
  sendButton: optionalText,
  oneGuestRsvpButton: optionalText,
  maxNumberOfGuests: z.number().int().min(1).max(5).default(5),
  guestIndexTitle: optionalText,
  form: formSchema.default({ formElements: [] }),
  confirmationTitle: optionalText,
  confirmationText: optionalText,
})
