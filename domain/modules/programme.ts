import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

/**
 * The programme (issue 32, item 3): the site's events in order, each with its time, place, map link
 * and calendar file. The events are the site's own (domain/events), not the module's: the module
 * holds only its title, so two programmes on a page, or none, leave the events as they are.
 */
export const programmeModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Programme'),
  title: optionalText,
})

const TEXTS: DefaultTexts<{ title: ByBrand }> = {
  sv: { title: { wedding: 'Programmet', party: 'Program', event: 'Program' } },
  en: { title: { wedding: 'The programme', party: 'Programme', event: 'Programme' } },
  da: { title: { wedding: 'Programmet', party: 'Program', event: 'Program' } },
}

export const programme = defineModule(programmeModuleSchema)({
  readsEvents: true,
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return { ...common, siteModuleType: 'Programme', title: branded((d) => d.title) }
  },
})
