import type { Brand } from '../brands.ts'
import {
  type CreateContext,
  type DefaultTexts,
  defaultEventDate,
  toDateTimeLocal,
  translator,
} from '../modules/create-context.ts'
import { createModule, isAddableModuleType, type ModuleOf, type SiteModule } from '../modules/registry.ts'
import type { SiteV2 } from '../site/schema.ts'
import { type SampleImageName, sampleImage } from './sample-images.ts'
import { type GenerateContext, quickStartShell, templateFor } from './site-shell.ts'
import { marketLanguage } from './wizard-data.ts'

/** The quick-start variants, by the id GET /api/sites/quick-start/{id} takes (spec 001 section 7). */
export const QUICK_START_VARIANTS = ['snabbstart', 'sms', 'digital-studentinbjudan'] as const
export type QuickStartVariant = (typeof QUICK_START_VARIANTS)[number]

export function isQuickStartVariant(value: string): value is QuickStartVariant {
  return (QUICK_START_VARIANTS as readonly string[]).includes(value)
}

/** The id a quick-start site has until sign-up gives it a real one. */
export const QUICK_START_ID = 'QUICK-START'

interface VariantTexts {
  title: string
  text: string
}

/** A party invitation meant to be sent as a link in a text message: short, to the point. */
const SMS_TEXTS: DefaultTexts<VariantTexts> = {
  sv: {
    title: 'Du är bjuden på fest!',
    text: '<p>Hej! Här är inbjudan till min fest. Allt du behöver veta finns på den här sidan: när, var och hur du svarar. Svara med knappen längre ner, det tar en halv minut.</p>',
  },
  en: {
    title: 'You are invited to a party!',
    text: '<p>Hi! This is the invitation to my party. Everything you need to know is on this page: when, where and how to reply. Reply with the button further down, it takes half a minute.</p>',
  },
  da: {
    title: 'Du er inviteret til fest!',
    text: '<p>Hej! Her er invitationen til min fest. Alt, hvad du skal vide, står på denne side: hvornår, hvor og hvordan du svarer. Svar med knappen længere nede, det tager et halvt minut.</p>',
  },
}

/** A Swedish graduation party (studentmottagning): Swedish only, like the custom it belongs to. */
const STUDENT_TEXTS = {
  title: 'Äntligen student!',
  text: '<p>Efter tre år är det dags att springa ut! Välkommen att fira med mig på studentmottagningen hemma hos oss. Det blir mat, tårta och mycket skratt. Kom när du kan under eftermiddagen.</p>',
  countdown: 'Tills jag springer ut',
  // The Location module's texts are the brand's (a wedding's "Vigsel och fest" on brollopssida).
  place: 'Var och när',
  placeText:
    '<p>Mottagningen börjar kl. 14.00 och håller på hela eftermiddagen. Adressen och en karta hittar du här.</p>',
  gifts:
    '<p>Det bästa du kan ge mig är att komma och fira! Vill du ändå ge något finns några önskningar här.</p>',
}

interface VariantPlan {
  languages: string[]
  template: string
  headerImage: SampleImageName
  modules: (module: <T extends SiteModule['siteModuleType']>(type: T) => ModuleOf<T>) => SiteModule[]
}

function optional(brand: Brand, type: 'Form' | 'GiftRegistry', build: () => SiteModule): SiteModule[] {
  return isAddableModuleType(type, brand) ? [build()] : []
}

function plan(variant: QuickStartVariant, context: GenerateContext, day: string): VariantPlan {
  const { brand, market } = context.brandInfo
  const language = marketLanguage(market)
  const brandTemplate = brand === 'wedding' ? 'standard' : brand === 'party' ? 'party' : 'conference'
  if (variant === 'sms') {
    const text = translator([language], SMS_TEXTS)
    return {
      languages: [language],
      template: brand === 'event' ? 'conference' : 'party',
      headerImage: 'party',
      modules: (module) => [
        { ...module('Header'), title: text((d) => d.title) },
        { ...module('Text'), title: undefined, text: text((d) => d.text) },
        { ...module('Location'), image: null },
        module('Rsvp'),
      ],
    }
  }
  if (variant === 'digital-studentinbjudan') {
    const sv = (value: string) => ({ sv: value })
    return {
      languages: ['sv'],
      template: brand === 'event' ? 'conference' : 'summer',
      headerImage: 'dance',
      modules: (module) => [
        { ...module('Header'), title: sv(STUDENT_TEXTS.title) },
        { ...module('Text'), title: sv('Välkommen på studentmottagning'), text: sv(STUDENT_TEXTS.text) },
        { ...module('Countdown'), title: sv(STUDENT_TEXTS.countdown), countdownDate: day },
        {
          ...module('Location'),
          title: sv(STUDENT_TEXTS.place),
          text: sv(STUDENT_TEXTS.placeText),
          image: sampleImage('table'),
        },
        module('Rsvp'),
        ...optional(brand, 'GiftRegistry', () => ({
          ...module('GiftRegistry'),
          text: sv(STUDENT_TEXTS.gifts),
        })),
      ],
    }
  }
  return {
    languages: [language],
    template: brandTemplate,
    headerImage: brand === 'wedding' ? 'meadow' : 'party',
    modules: (module) => [
      module('Header'),
      module('Text'),
      module('Countdown'),
      { ...module('Location'), image: sampleImage(brand === 'wedding' ? 'manor' : 'table') },
      { ...module('ImageAndText'), image: sampleImage(brand === 'wedding' ? 'flowers' : 'dance') },
      module('Rsvp'),
      ...optional(brand, 'Form', () => module('Form')),
      ...optional(brand, 'GiftRegistry', () => module('GiftRegistry')),
    ],
  }
}

/**
 * The starting site of a quick-start variant for a brand (spec 001 sections 2 and 4), built from
 * the module definitions' create() with the variant's own texts and images on top.
 */
export function quickStartSite(variant: QuickStartVariant, context: GenerateContext): SiteV2 {
  const day = toDateTimeLocal(defaultEventDate(context.now))
  const chosen = plan(variant, context, day)
  const create: CreateContext = {
    languages: chosen.languages,
    brand: context.brandInfo.brand,
    newId: context.newId,
    now: context.now,
  }
  const module = <T extends SiteModule['siteModuleType']>(type: T) =>
    createModule(type, create) as ModuleOf<T>
  const [first, ...rest] = chosen.modules(module)
  const head = first as ModuleOf<'Header'>
  return quickStartShell({
    id: QUICK_START_ID,
    brandInfo: context.brandInfo,
    template: templateFor(chosen.template, context.brandInfo),
    languages: chosen.languages,
    siteModules: [
      { ...head, image: { image: sampleImage(chosen.headerImage), userSelectedImageSize: 'LARGE' } },
      ...rest,
    ],
    wizardData: null,
  })
}
