import { z } from 'zod'

// A protected site's images are answered with signed addresses whose query rides on the file name
// (services/media/images/signed-urls.ts): some 400 characters on S3, so the bound leaves room.
const FILE_NAME_MAX = 2000

const sizeSchema = z.object({
  fileName: z.string().max(FILE_NAME_MAX),
  size: z.number().int().positive().max(10_000),
})

/** An image as stored in a V2 site (spec 001 section 3, Image). */
export const imageSchema = z.object({
  path: z.string().max(500),
  originalName: z.string().max(300).optional(),
  fileName: z.string().max(FILE_NAME_MAX),
  temporary: z.boolean().optional(),
  isDemoImage: z.boolean().optional(),
  sizes: z.array(sizeSchema).max(10).default([]),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
  imageBeforeEdit: z
    .object({
      path: z.string().max(500),
      fileName: z.string().max(FILE_NAME_MAX),
      sizes: z.array(sizeSchema).max(10),
    })
    .nullish(),
})
export type Image = z.infer<typeof imageSchema>

/** The answer of an image upload (site, quick start, print). */
export const uploadedImageSchema = imageSchema.required({
  originalName: true,
  temporary: true,
  width: true,
  height: true,
})

/** The answer of an image crop: the cropped image and the one it was cut from. */
export const croppedImageSchema = uploadedImageSchema.extend({
  imageBeforeEdit: imageSchema.shape.imageBeforeEdit.unwrap().unwrap(),
})
