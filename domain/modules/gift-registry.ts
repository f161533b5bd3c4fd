import { z } from 'zod'
import { listItemId, moduleCommon, optionalImage, optionalText } from './common.ts'

export const giftRegistryItemSchema = z.object({
  id: listItemId,
  title: optionalText,
  description: optionalText,
  link: z.string().max(2000).nullish(),
  reservable: z.boolean().default(true),
  quantity: z.number().int().min(1).max(10_000).nullable().default(1),
  image: optionalImage,
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
