import { z } from 'zod'
import { colorSchemeSchema } from '../design/color-scheme.ts'
import { SITE_GRAPHICS } from '../design/graphics.ts'
import { imageSchema } from '../site/image.ts'
import { eventLogoSchema } from '../site/schema.ts'

/** The printed card (spec 002 section 3, Print). Layout details live in layouts.ts. */

export const PRINT_LAYOUTS = ['GENESIS', 'PHOTO_CLEAN', 'TEXT_ON_PHOTO_GRADIENT', 'TEXT_ON_PHOTO'] as const
export type PrintLayout = (typeof PRINT_LAYOUTS)[number]

/** Every position any layout places content at (spec 002 section 3, Layouts and positions). */
export const PRINT_POSITIONS = [
  'welcomeText',
  'names',
  'dateAndLocationLong',
  'dateAndLocation',
  'websiteInfo',
  'title',
  'primaryImage',
  'textAtQR',
  'qr',
] as const
export type PrintPosition = (typeof PRINT_POSITIONS)[number]

export const PRINT_TRIMS = ['none', 'rounded'] as const
export type PrintTrim = (typeof PRINT_TRIMS)[number]

export const PRINT_TEXT_MAX = 1000
export const PRINT_CONTENT_MAX = 30

const itemBase = {
  id: z.string().min(1).max(60),
  page: z.union([z.literal(1), z.literal(2)]),
  position: z.enum(PRINT_POSITIONS, { error: (i) => `Unknown print position: ${String(i.input)}` }),
}

/** Text is plain text with line breaks ('\n'); the renderer escapes it and breaks lines. */
export const printTextItemSchema = z.object({
  ...itemBase,
  contentType: z.literal('text'),
  properties: z.object({ text: z.string().max(PRINT_TEXT_MAX, 'Texten är för lång') }),
})

export const printImageItemSchema = z.object({
  ...itemBase,
  contentType: z.literal('image'),
  properties: imageSchema,
})

/** An empty url is allowed while editing; ordering warns about it (spec 002 section 4). */
export const printQrItemSchema = z.object({
  ...itemBase,
  contentType: z.literal('qr'),
  properties: z.object({ url: z.string().max(500).default(''), hidden: z.boolean().default(false) }),
})

export const printContentItemSchema = z.discriminatedUnion('contentType', [
  printTextItemSchema,
  printImageItemSchema,
  printQrItemSchema,
])
export type PrintContentItem = z.infer<typeof printContentItemSchema>
export type PrintImageItem = z.infer<typeof printImageItemSchema>
export type PrintQrItem = z.infer<typeof printQrItemSchema>

/** What an owner writes: PUT /api/prints/{printId} takes this body. */
export const printContentSchema = z.object({
  layout: z.enum(PRINT_LAYOUTS, { error: (i) => `Unknown print layout: ${String(i.input)}` }),
  content: z
    .array(printContentItemSchema)
    .max(PRINT_CONTENT_MAX)
    .refine((c) => new Set(c.map((x) => x.id)).size === c.length, 'Två delar av trycket har samma id'),
  siteGraphic: z.enum(SITE_GRAPHICS, { error: (i) => `Unknown site graphic: ${String(i.input)}` }).nullish(),
  colorScheme: colorSchemeSchema.pick({ background: true, onBackground: true }),
  fonts: z.object({ heading: z.string().min(1).max(60), text: z.string().min(1).max(60) }),
  trim: z.enum(PRINT_TRIMS).default('none'),
  eventLogo: eventLogoSchema.nullish(),
})
export type PrintContent = z.infer<typeof printContentSchema>
export type PrintContentInput = z.input<typeof printContentSchema>

/** POST /api/prints/ takes the card plus the site it belongs to. */
export const printCreateSchema = printContentSchema.extend({ site: z.string().min(1).max(100) })

/** The print as the owner reads it (GET /api/prints/{printId}); a save answers the same. */
export const printSchema = printContentSchema.extend({
  _id: z.string(),
  site: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Print = z.infer<typeof printSchema>

/** GET /api/sites/{siteId}/prints/ */
export const sitePrintsResponseSchema = z.object({ prints: z.array(printSchema) })
export type SitePrintsResponse = z.infer<typeof sitePrintsResponseSchema>

/** POST /api/prints/ */
export const printCreatedResponseSchema = z.object({ id: z.string() })
export type PrintCreatedResponse = z.infer<typeof printCreatedResponseSchema>

/** PUT /api/prints/{printId}/image-crop (same fields as the site's image crop). */
export const printImageCropSchema = z.object({
  originalName: z.string().max(300).optional(),
  sourceImageUrl: z.string().min(1).max(1000),
  height: z.number().finite().positive().max(100_000),
  width: z.number().finite().positive().max(100_000),
  x: z.number().finite().min(-100_000).max(100_000),
  y: z.number().finite().min(-100_000).max(100_000),
})
