import { z } from 'zod'

const sizeSchema = z.object({ fileName: z.string().max(300), size: z.number().int().positive().max(10_000) })

/** An image as stored in a V2 site (spec 001 section 3, Image). */
export const imageSchema = z.object({
  path: z.string().max(500),
  originalName: z.string().max(300).optional(),
  fileName: z.string().max(300),
  temporary: z.boolean().optional(),
  isDemoImage: z.boolean().optional(),
  sizes: z.array(sizeSchema).max(10).default([]),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
  imageBeforeEdit: z
    .object({ path: z.string().max(500), fileName: z.string().max(300), sizes: z.array(sizeSchema).max(10) })
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
