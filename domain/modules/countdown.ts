import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'
import { COUNTDOWN_PATTERN, isCountdownDateInRange } from './countdown-rules.ts'

export const countdownModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Countdown'),
  title: optionalText,
  /** A datetime-local string, 1900-01-01 to 2099-01-01. */
  countdownDate: z
    .string()
    .regex(COUNTDOWN_PATTERN, 'Ogiltigt datum')
    .refine(isCountdownDateInRange, 'Datumet måste ligga mellan 1900-01-01 och 2099-01-01')
    .nullish(),
})
