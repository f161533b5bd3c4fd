import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'

export const videoModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Video'),
  title: optionalText,
  video: z
    .object({
      contentDataType: z.literal('Video').default('Video'),
      type: z.literal('YouTube').default('YouTube'),
      videoUrl: z.string().max(2000).default(''),
      autoStart: z.boolean().default(false),
    })
    .nullish(),
})
