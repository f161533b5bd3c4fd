import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'

export const countdownModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Countdown'),
  title: optionalText,
  /** A datetime-local string, 1900-01-01 to 2099-01-01. */
  countdownDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, 'Ogiltigt datum')
    .refine(
      (v) => v >= '1900-01-01' && v <= '2099-01-01',
      'Datumet måste ligga mellan 1900-01-01 och 2099-01-01',
    )
    .nullish(),
})
