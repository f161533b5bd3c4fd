import { z } from 'zod'
import { listItemId, moduleCommon, optionalImage, optionalText } from './common.ts'

export const peopleListModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('PeopleList'),
  title: optionalText,
  list: z
    .array(
      z.object({
        id: listItemId,
        image: optionalImage,
        name: optionalText,
        title: optionalText,
        text: optionalText,
      }),
    )
    .max(200)
    .default([]),
})
