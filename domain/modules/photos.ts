import { z } from 'zod'
import { moduleCommon, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

/**
 * Guests' photos (issue 34): the way to the upload page ("Dela dina bilder") and the slideshow, and
 * the album of the photos the owner approved. The photos are the site's own (their own table),
 * never in the module: the module holds only its texts.
 */
export const photosModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('Photos'),
  title: optionalText,
  text: optionalText,
})

const TEXTS: DefaultTexts<{ title: ByBrand; text: ByBrand }> = {
  sv: {
    title: 'Gästernas bilder',
    text: {
      wedding: '<p>Dela dina bilder från dagen med oss. Vi tittar på dem och visar dem här.</p>',
      party: '<p>Dela dina bilder från festen. Vi tittar på dem och visar dem här.</p>',
      event: '<p>Dela dina bilder från evenemanget. Vi tittar på dem och visar dem här.</p>',
    },
  },
  en: {
    title: "Guests' photos",
    text: {
      wedding: '<p>Share your photos from the day with us. We look at them and show them here.</p>',
      party: '<p>Share your photos from the party. We look at them and show them here.</p>',
      event: '<p>Share your photos from the event. We look at them and show them here.</p>',
    },
  },
  da: {
    title: 'Gæsternes billeder',
    text: {
      wedding: '<p>Del dine billeder fra dagen med os. Vi ser dem og viser dem her.</p>',
      party: '<p>Del dine billeder fra festen. Vi ser dem og viser dem her.</p>',
      event: '<p>Del dine billeder fra arrangementet. Vi ser dem og viser dem her.</p>',
    },
  },
}

export const photos = defineModule(photosModuleSchema)({
  richText: [['text']],
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'Photos',
      title: branded((d) => d.title),
      text: branded((d) => d.text),
    }
  },
})
