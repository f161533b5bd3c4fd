import { z } from 'zod'
import { moduleCommon, optionalImage, optionalText } from './common.ts'
import { type ByBrand, type DefaultTexts, moduleBuilder } from './create-context.ts'
import { defineModule } from './definition.ts'

export const imageAndTextModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('ImageAndText'),
  title: optionalText,
  secondTitle: optionalText,
  text: optionalText,
  image: optionalImage,
})

const TEXTS: DefaultTexts<{ title: ByBrand; secondTitle: ByBrand; text: ByBrand }> = {
  sv: {
    title: { wedding: 'Vår historia', party: 'Klädsel', event: 'Årets tema' },
    secondTitle: {
      wedding: 'Hur allt började',
      party: 'Fest, gärna med en färgklick',
      event: 'Vad vi pratar om',
    },
    text: {
      wedding:
        '<p>Vi träffades en sommarkväll för några år sedan och har hållit ihop sedan dess. Här berättar vi hur allt började, och hur frieriet till slut gick till.</p>',
      party:
        '<p>Klä dig så att du trivs och kan dansa hela kvällen. Det kan bli svalt framåt natten, så ta gärna med en tröja.</p>',
      event:
        '<p>Här berättar vi mer om evenemanget: vad det handlar om, vem det passar och vad du tar med dig hem.</p>',
    },
  },
  en: {
    title: { wedding: 'Our story', party: 'Dress code', event: 'This year’s theme' },
    secondTitle: {
      wedding: 'How it all began',
      party: 'Festive, with a splash of colour',
      event: 'What we will talk about',
    },
    text: {
      wedding:
        '<p>We met on a summer evening a few years ago and have been together ever since. Here we tell you how it all began, and how the proposal finally happened.</p>',
      party:
        '<p>Wear something you feel good in and can dance in all evening. It may get chilly later in the night, so bring a jumper.</p>',
      event:
        '<p>Here we tell you more about the event: what it is about, who it is for and what you will take home.</p>',
    },
  },
  da: {
    title: { wedding: 'Vores historie', party: 'Påklædning', event: 'Årets tema' },
    secondTitle: {
      wedding: 'Sådan begyndte det',
      party: 'Festligt, gerne med et farvestænk',
      event: 'Hvad vi skal tale om',
    },
    text: {
      wedding:
        '<p>Vi mødte hinanden en sommeraften for nogle år siden og har været sammen lige siden. Her fortæller vi, hvordan det hele begyndte, og hvordan frieriet til sidst gik for sig.</p>',
      party:
        '<p>Tag noget tøj på, du har det godt i og kan danse i hele aftenen. Det kan blive køligt hen ad natten, så tag gerne en trøje med.</p>',
      event:
        '<p>Her fortæller vi mere om arrangementet: hvad det handler om, hvem det er for, og hvad du får med hjem.</p>',
    },
  },
}

export const imageAndText = defineModule(imageAndTextModuleSchema)({
  richText: [['text']],
  create(context) {
    const { common, branded } = moduleBuilder(context, TEXTS)
    return {
      ...common,
      siteModuleType: 'ImageAndText',
      title: branded((d) => d.title),
      secondTitle: branded((d) => d.secondTitle),
      text: branded((d) => d.text),
      image: null,
    }
  },
})
