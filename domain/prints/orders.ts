import { z } from 'zod'
import { INTERFACE_LANGUAGES } from '../site/languages.ts'
import { ENVELOPES, isValidQuantity, NORMAL_SHIPPING_ORE, type OrderLine } from './prices.ts'

/** Orders of printed cards (spec 002 section 3: Order, shipping address, shipment method). */

/** The product name of a card order's payment (one payments table for site products and orders). */
export const PRINT_ORDER_PRODUCT = 'print_order'

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} måste fyllas i` })
    .trim()
    .min(1, `${label} måste fyllas i`)
    .max(max, `${label} är för lång`)

/** Every field required (spec 002 section 5); the phone is for the carrier's delivery notice. */
export const shippingAddressSchema = z.object({
  firstName: required('Förnamn', 100),
  lastName: required('Efternamn', 100),
  addressLine1: required('Gatuadress', 200),
  postCode: required('Postnummer', 12).pipe(
    z.string().regex(/^[0-9A-Za-z][0-9A-Za-z -]{1,10}$/, 'Ogiltigt postnummer'),
  ),
  city: required('Ort', 100),
  email: required('E-post', 254).pipe(z.email('Ogiltig e-postadress')),
  phone: required('Telefon', 30).pipe(
    z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]*$/, 'Ogiltigt telefonnummer, börja med +46')
      .refine((v) => v.replace(/\D/g, '').length >= 8 && v.replace(/\D/g, '').length <= 15, {
        error: 'Ogiltigt telefonnummer, börja med +46',
      }),
  ),
})
export type ShippingAddress = z.infer<typeof shippingAddressSchema>

export const quantitySchema = z
  .number({ error: 'Antal måste vara ett tal' })
  .refine(isValidQuantity, { error: 'Antal måste vara 10 till 300 i steg om 10' })

export const envelopesSchema = z.enum(ENVELOPES, { error: 'Kuvert måste vara none, standard eller premium' })

export const SHIPMENT_TYPES = ['express', 'normal', 'pick_up'] as const
export type ShipmentType = (typeof SHIPMENT_TYPES)[number]

export const shipmentMethodSchema = z.object({
  name: z.string(),
  type: z.enum(SHIPMENT_TYPES),
  /** Öre, VAT included. */
  price: z.number(),
  minDeliveryDays: z.number(),
  maxDeliveryDays: z.number(),
  shipmentMethodUid: z.string(),
})
export type ShipmentMethod = z.infer<typeof shipmentMethodSchema>

/**
 * The delivery offered in Sweden. The normal method is the fixed 95 kr of spec 002 section 9 and
 * the cheapest, so checkout chooses it; the others are for hurry or a parcel locker.
 */
export const SHIPMENT_METHODS: readonly ShipmentMethod[] = [
  {
    name: 'PostNord Varubrev',
    type: 'normal',
    price: NORMAL_SHIPPING_ORE,
    minDeliveryDays: 3,
    maxDeliveryDays: 6,
    shipmentMethodUid: 'postnord_varubrev',
  },
  {
    name: 'DB Schenker Ombud',
    type: 'pick_up',
    price: 12900,
    minDeliveryDays: 3,
    maxDeliveryDays: 5,
    shipmentMethodUid: 'db_schenker_ombud',
  },
  {
    name: 'DHL Parcel',
    type: 'normal',
    price: 14900,
    minDeliveryDays: 2,
    maxDeliveryDays: 4,
    shipmentMethodUid: 'dhl_parcel',
  },
  {
    name: 'DHL Express Worldwide',
    type: 'express',
    price: 29900,
    minDeliveryDays: 1,
    maxDeliveryDays: 2,
    shipmentMethodUid: 'dhl_express',
  },
]

export function findShipmentMethod(uid: string): ShipmentMethod | undefined {
  return SHIPMENT_METHODS.find((m) => m.shipmentMethodUid === uid)
}

/**
 * The anchor of an order in the site's order list on the invitations page: the order's own address,
 * which its mails link to (`/redigera/{siteId}/inbjudningar#bestallning-{id}`).
 */
export function orderAnchor(orderId: string): string {
  return `bestallning-${orderId}`
}

/** A shipped order's parcel as the print shop tells it; any part may be unknown. */
export interface ShipmentTracking {
  /** The carrier as the shop names it (Gelato: the shipment method's name). */
  carrier: string | null
  trackingNumber: string | null
  /** The carrier's page that follows the parcel (https only). */
  trackingUrl: string | null
}

export const CARRIERS = ['Schenker', 'PostNord', 'DHL Express', 'DHL'] as const
export type Carrier = (typeof CARRIERS)[number]

/** The carrier a method's name stands for (spec 002 section 9); undefined is logged by the caller. */
export function carrierOf(methodName: string): Carrier | undefined {
  const name = methodName.toLowerCase()
  if (name.includes('schenker')) return 'Schenker'
  if (name.includes('postnord')) return 'PostNord'
  if (name.includes('dhl') && name.includes('express')) return 'DHL Express'
  if (name.includes('dhl')) return 'DHL'
  return undefined
}

/** The cheapest method, the one checkout chooses by itself (spec 002 section 4); the first on a tie. */
export function cheapestMethod(methods: readonly ShipmentMethod[]): ShipmentMethod | undefined {
  return methods.reduce<ShipmentMethod | undefined>(
    (best, m) => (!best || m.price < best.price ? m : best),
    undefined,
  )
}

/** POST /api/orders/shipmentMethods/ (checkout asks with quantity 10 and standard envelopes). */
export const shipmentMethodsBodySchema = z.object({
  shippingAddress: z.unknown().optional(),
  print: z.string().max(100).optional(),
  quantity: quantitySchema,
  envelopes: envelopesSchema,
})
export type ShipmentMethodsBody = z.input<typeof shipmentMethodsBodySchema>

export const shipmentMethodsResponseSchema = z.object({ shipmentMethods: z.array(shipmentMethodSchema) })
export type ShipmentMethodsResponse = z.infer<typeof shipmentMethodsResponseSchema>

/**
 * POST /api/orders/: a total the client sends is not part of it and is never read. With
 * perHousehold (one card per household of the guest list) the server counts the households and
 * reads no quantity; otherwise the quantity is required.
 */
export const orderCreateSchema = z
  .object({
    print: z.string().min(1).max(100),
    site: z.string().min(1).max(100),
    quantity: quantitySchema.optional(),
    perHousehold: z.boolean().default(false),
    envelopes: envelopesSchema,
    shipmentMethodUid: z.string().min(1).max(100),
    shipmentMethodName: z.string().max(200).optional(),
    shippingAddress: shippingAddressSchema,
    /** The interface language the owner orders in: the order's mails are written in it. */
    language: z.enum(INTERFACE_LANGUAGES).optional(),
  })
  .refine((body) => body.perHousehold || body.quantity !== undefined, {
    path: ['quantity'],
    error: 'Antal måste vara ett tal',
  })
export type OrderCreateBody = z.input<typeof orderCreateSchema>

export const orderCreatedResponseSchema = z.object({ id: z.string() })
export type OrderCreatedResponse = z.infer<typeof orderCreatedResponseSchema>

export const ORDER_STATUSES = ['created', 'paid', 'in_production', 'shipped'] as const

export const orderItemSchema = z.object({
  print: z.string(),
  kind: z.string() as z.ZodType<OrderLine['kind']>,
  title: z.string(),
  quantity: z.number(),
  priceInclVat: z.number(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

/** A shipped order's parcel as the owner sees it; null before it ships. */
export const orderTrackingSchema = z
  .object({
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
  })
  .nullable()

/** GET /api/orders/{orderId}; amounts in öre. */
export const orderSchema = z.object({
  _id: z.string(),
  site: z.string(),
  print: z.string(),
  status: z.enum(ORDER_STATUSES),
  quantity: z.number(),
  /** One card per household of the guest list; quantity is then the number of households. */
  perHousehold: z.boolean(),
  envelopes: z.enum(ENVELOPES),
  totalInclVat: z.number(),
  totalVat: z.number(),
  items: z.array(orderItemSchema),
  shipment: z.object({
    priceInclVat: z.number(),
    shipmentMethodUid: z.string(),
    name: z.string(),
    carrier: z.enum(CARRIERS).nullable(),
    type: z.enum(SHIPMENT_TYPES),
    minDeliveryDays: z.number(),
    maxDeliveryDays: z.number(),
  }),
  shippingAddress: shippingAddressSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  tracking: orderTrackingSchema,
})
export type Order = z.infer<typeof orderSchema>

/** One order in a site's list: what was ordered, what it cost, to whom, and how far it got. */
export const siteOrderSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  /** Cards printed; with perHousehold, one per household. */
  quantity: z.number(),
  perHousehold: z.boolean(),
  envelopes: z.enum(ENVELOPES),
  /** Öre, VAT included: what the owner paid. */
  totalInclVat: z.number(),
  recipient: z.object({ name: z.string(), city: z.string() }),
  shipment: z.object({ name: z.string(), carrier: z.enum(CARRIERS).nullable() }),
  tracking: orderTrackingSchema,
})
export type SiteOrder = z.infer<typeof siteOrderSchema>

/** GET /api/sites/{siteId}/orders: the site's paid card orders, newest first. */
export const siteOrdersResponseSchema = z.object({ orders: z.array(siteOrderSchema) })
export type SiteOrdersResponse = z.infer<typeof siteOrdersResponseSchema>
