import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

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

const TEXTS: DefaultTexts<{ title: ByBrand }> = {
  sv: {
    title: { wedding: 'En hälsning från oss', party: 'En hälsning från oss', event: 'Se filmen' },
  },
  en: {
    title: { wedding: 'A greeting from us', party: 'A greeting from us', event: 'Watch the video' },
  },
  da: {
    title: { wedding: 'En hilsen fra os', party: 'En hilsen fra os', event: 'Se filmen' },
  },
}

export const video = defineModule(videoModuleSchema)({
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'Video',
      title: branded((d) => d.title),
      video: { contentDataType: 'Video', type: 'YouTube', videoUrl: '', autoStart: false },
    }
  },
})
