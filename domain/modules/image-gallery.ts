import { z } from 'zod'
import { imageSchema } from '../site/image.ts'
import { listItemId, moduleCommon, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

export const imageGalleryModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('ImageGallery'),
  title: optionalText,
  text: optionalText,
  gallery: z
    .array(z.object({ id: listItemId, image: imageSchema }))
    .max(500)
    .default([]),
})

const TEXTS: DefaultTexts<{ title: ByBrand; text: ByBrand }> = {
  sv: {
    title: 'Bilder',
    text: {
      wedding: '<p>Här lägger vi upp bilder från förberedelserna och, efter bröllopet, från dagen.</p>',
      party: '<p>Efter festen lägger vi upp bilder från den här.</p>',
      event: '<p>Efter evenemanget lägger vi upp bilder från det här.</p>',
    },
  },
  en: {
    title: 'Photos',
    text: {
      wedding:
        '<p>Here we share photos from the preparations and, after the wedding, from the day itself.</p>',
      party: '<p>After the party we will share photos from it here.</p>',
      event: '<p>After the event we will share photos from it here.</p>',
    },
  },
  da: {
    title: 'Billeder',
    text: {
      wedding: '<p>Her deler vi billeder fra forberedelserne og, efter brylluppet, fra selve dagen.</p>',
      party: '<p>Efter festen deler vi billeder fra den her.</p>',
      event: '<p>Efter arrangementet deler vi billeder fra det her.</p>',
    },
  },
}

export const imageGallery = defineModule(imageGalleryModuleSchema)({
  richText: [['text']],
  // Each image starts from an upload, never empty.
  lists: { gallery: {} },
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'ImageGallery',
      title: branded((d) => d.title),
      text: branded((d) => d.text),
      gallery: [],
    }
  },
})
