import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'
import { COUNTDOWN_PATTERN, isCountdownDateInRange } from './countdown-rules.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder, toDateTimeLocal } from './create-context.ts'
import { defineModule } from './definition.ts'

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
  /**
   * The owner's own words for the units, per language (a legacy countdown's textDays and the
   * rest, kept by the upgrade). Unset or empty, the view uses the language's own unit words.
   */
  textDays: optionalText,
  textHours: optionalText,
  textMinutes: optionalText,
  textSeconds: optionalText,
})

const TEXTS: DefaultTexts<{ title: ByBrand }> = {
  sv: {
    title: { wedding: 'Snart är det dags', party: 'Tills festen börjar', event: 'Tills vi börjar' },
  },
  en: {
    title: { wedding: 'Not long now', party: 'Until the party starts', event: 'Until we start' },
  },
  da: {
    title: { wedding: 'Snart er dagen her', party: 'Til festen begynder', event: 'Til vi går i gang' },
  },
}

export const countdown = defineModule(countdownModuleSchema)({
  create(context) {
    const { common, branded, eventDate } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'Countdown',
      title: branded((d) => d.title),
      countdownDate: toDateTimeLocal(eventDate()),
    }
  },
})

export type CountdownModule = z.infer<typeof countdownModuleSchema>

export function isCountdown(module: { siteModuleType: string }): module is CountdownModule {
  return module.siteModuleType === 'Countdown'
}
