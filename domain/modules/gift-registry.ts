import { z } from 'zod'
import { listItemId, moduleCommon, optionalImage, optionalText } from './common.ts'
import {
  type ByBrand,
  type DefaultTexts,
  forBrand,
  moduleBuilder,
  type NonEventBrand,
} from './create-context.ts'
import { defineModule } from './definition.ts'
import {
  FUND_AMOUNT_MAX,
  FUND_GOAL_MAX,
  FUND_NUMBER_MESSAGES,
  FUND_PROVIDERS,
  FUND_SUGGESTED_MAX,
  fundNumberProblem,
  PLEDGE_DISPLAYS,
  SWISH_MESSAGE_MAX,
} from './gift-registry-fund.ts'

/**
 * A fund (issue 35): the item is money towards something, paid to the couple's own number. The
 * number is checked for its provider; an empty one is not set yet (the page then offers no payment).
 */
export const giftFundSchema = z
  .object({
    provider: z.enum(FUND_PROVIDERS),
    number: z.string().max(30).default(''),
    goal: z.number().int().min(1).max(FUND_GOAL_MAX).nullish(),
    suggestedAmounts: z
      .array(z.number().int().min(1).max(FUND_AMOUNT_MAX))
      .max(FUND_SUGGESTED_MAX)
      .default([]),
    message: z.string().max(SWISH_MESSAGE_MAX).nullish(),
    display: z.enum(PLEDGE_DISPLAYS).default('amount'),
  })
  .superRefine((fund, ctx) => {
    const problem = fundNumberProblem(fund.provider, fund.number)
    if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: FUND_NUMBER_MESSAGES[problem] })
  })

export const giftRegistryItemSchema = z.object({
  id: listItemId,
  title: optionalText,
  description: optionalText,
  link: z.string().max(2000).nullish(),
  reservable: z.boolean().default(true),
  quantity: z.number().int().min(1).max(10_000).nullable().default(1),
  image: optionalImage,
  /** Set on a fund: guests give money to the couple's number and say so, rather than reserve. */
  fund: giftFundSchema.nullish(),
})

export const giftRegistryModuleSchema = z.object({
  ...moduleCommon,
  siteModuleType: z.literal('GiftRegistry'),
  title: optionalText,
  text: optionalText,
  giftRegistry: z.array(giftRegistryItemSchema).max(500).default([]),
  showGiftRegistryButton: optionalText,
  reserveButton: optionalText,
  cancelReservationButton: optionalText,
  labelReserveQuantity: optionalText,
  labelReservePassword: optionalText,
  labelCancelReservationQuantity: optionalText,
  labelCancelReservationPassword: optionalText,
  statusTextReservedSingular: optionalText,
  statusTextReservedPlural: optionalText,
  statusTextQuantity: optionalText,
})

export type GiftRegistryModule = z.infer<typeof giftRegistryModuleSchema>

const TEXTS: DefaultTexts<{ title: ByBrand<NonEventBrand>; text: ByBrand<NonEventBrand> }> = {
  sv: {
    title: { wedding: 'Önskelista', party: 'Presenttips' },
    text: {
      wedding:
        '<p>Det finaste ni kan ge oss är att komma. Vill ni ändå ge något har vi samlat några önskningar här. Reservera det du vill ge, så blir det inga dubbletter.</p>',
      party:
        '<p>Det bästa du kan ge är att komma! Vill du ändå ge något finns här några tips. Reservera det du vill ge, så blir det inga dubbletter.</p>',
    },
  },
  en: {
    title: { wedding: 'Gift registry', party: 'Gift ideas' },
    text: {
      wedding:
        '<p>The best gift is having you there. If you would still like to give something, here are a few wishes. Reserve what you want to give so there are no duplicates.</p>',
      party:
        '<p>The best gift is you being there! If you would still like to give something, here are a few ideas. Reserve what you want to give so there are no duplicates.</p>',
    },
  },
  da: {
    title: { wedding: 'Ønskeliste', party: 'Gaveidéer' },
    text: {
      wedding:
        '<p>Den bedste gave er, at I kommer. Vil I alligevel give noget, har vi samlet nogle ønsker her. Reservér det, du vil give, så der ikke kommer dubletter.</p>',
      party:
        '<p>Den bedste gave er, at du kommer! Vil du alligevel give noget, er her nogle idéer. Reservér det, du vil give, så der ikke kommer dubletter.</p>',
    },
  },
}

export const giftRegistry = defineModule(giftRegistryModuleSchema)({
  // Gifts are no part of an event (spec 001 section 1).
  offeredFor: (brand) => brand !== 'event',
  richText: [['text']],
  // Wishes are written in the settings popup, never empty in place.
  lists: { giftRegistry: {} },
  create(context) {
    const { brand } = context
    if (brand === 'event') throw new Error('Unknown module type: GiftRegistry')
    const { common, text } = moduleBuilder(context, TEXTS)
    // The button, label and status texts stay unset, so the view's translated defaults apply.
    return {
      ...common,
      siteModuleType: 'GiftRegistry',
      title: text((d) => forBrand(d.title, brand)),
      text: text((d) => forBrand(d.text, brand)),
      giftRegistry: [],
    }
  },
})

export function isGiftRegistry(module: { siteModuleType: string }): module is GiftRegistryModule {
  return module.siteModuleType === 'GiftRegistry'
}
