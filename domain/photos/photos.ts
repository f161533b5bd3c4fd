import { z } from 'zod'

/**
 * A guest's photo or video in the album and the slideshow (issue 34). A video's `thumbUrl` and
 * `url` are its one file: a tile shows its first frame.
 */
export const guestPhotoSchema = z.object({
  id: z.string(),
  kind: z.enum(['photo', 'video']),
  width: z.number(),
  height: z.number(),
  thumbUrl: z.string(),
  url: z.string(),
})
export type GuestPhoto = z.infer<typeof guestPhotoSchema>

export const albumSchema = z.object({ photos: z.array(guestPhotoSchema) })

export const photoStateSchema = z.enum(['pending', 'approved', 'hidden'])
export type PhotoState = z.infer<typeof photoStateSchema>

export const ownerPhotoSchema = guestPhotoSchema.extend({
  state: photoStateSchema,
  originalName: z.string(),
  createdAt: z.string(),
  bytes: z.number(),
  fullUrl: z.string(),
})
export type OwnerPhoto = z.infer<typeof ownerPhotoSchema>

export const photoZipSchema = z.object({
  id: z.string(),
  state: z.enum(['queued', 'building', 'ready', 'failed']),
  done: z.number(),
  total: z.number(),
  bytes: z.number(),
  url: z.string().nullable(),
})
export type PhotoZip = z.infer<typeof photoZipSchema>

/** How many photos the site has in each state (all of them, whatever page was asked for). */
export const photoCountsSchema = z.object({ pending: z.number(), approved: z.number(), hidden: z.number() })
export type PhotoCounts = z.infer<typeof photoCountsSchema>

/** The most one page of the owner's list holds. */
export const PHOTO_PAGE_MAX = 500

/**
 * The owner's list in pages: `limit` photos after the page answered `nextCursor`. Without `limit`
 * the list comes whole, as it did before paging.
 */
export const ownerPhotosQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PHOTO_PAGE_MAX).optional(),
  after: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
})

/** Every upload of a site with its state (or one page of them), for the owner's moderation page. */
export const ownerPhotosSchema = z.object({
  photos: z.array(ownerPhotoSchema),
  autoApprove: z.boolean(),
  usedBytes: z.number(),
  quotaBytes: z.number(),
  zip: photoZipSchema.nullable(),
  counts: photoCountsSchema,
  /** Where the next page starts; null on the last page (and for the whole list). */
  nextCursor: z.string().nullable(),
})
export type OwnerPhotos = z.infer<typeof ownerPhotosSchema>

export const moderationSchema = z.object({
  action: z.enum(['approve', 'hide', 'delete']),
  ids: z.array(z.string().min(1).max(100)).min(1).max(5000),
})
export type Moderation = z.infer<typeof moderationSchema>

export const photoSettingsSchema = z.object({ autoApprove: z.boolean() })
