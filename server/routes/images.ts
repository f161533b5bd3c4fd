import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { croppedImageSchema, uploadedImageSchema } from '#domain/site/image.ts'
import { AppError } from '../http/errors.ts'
import { siteParams } from '../http/route-schemas.ts'
import { imageErrors, MAX_UPLOAD_BYTES } from '../services/media/images.service.ts'
import { quickStartRateLimit } from './access.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const pixels = z.number().finite().min(-100_000).max(100_000)
const cropBodySchema = z.object({
  originalName: z.string().max(300).optional(),
  sourceImageUrl: z.string().min(1).max(1000),
  crop: z.object({ x: pixels, y: pixels, width: pixels, height: pixels }),
})

/**
 * Image upload and crop (spec 001 section 7); multipart is registered in app.ts. The same calls
 * serve the quick-start context, whose path segment `quick-start` stands where the site id would;
 * being open to anyone, those are rate limited per address.
 */
const tags = ['images']

export function imageRoutes(fastify: FastifyInstance, { services, limits, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { images } = services

  const upload = async (request: FastifyRequest, contextId: string) => {
    // Permission is decided before the (up to 20 MB) body is read.
    const workspace = await access.workspace(request, 'image.upload', contextId)
    if (!request.isMultipart()) throw imageErrors.noFile()
    let data: Buffer | undefined
    try {
      for await (const part of request.parts({
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname === 'file' && !data) data = await part.toBuffer()
          else part.file.resume()
        }
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw imageErrors.tooLarge()
      if (err instanceof AppError || (err as { statusCode?: number }).statusCode === 413) throw err
      // A body cut off or malformed on the way is the sender's problem, not a server failure.
      request.log.info({ err }, 'malformed upload')
      throw imageErrors.brokenUpload()
    }
    if (!data || data.length === 0) throw imageErrors.noFile()
    return images.upload(workspace, data)
  }

  const crop = async (
    request: FastifyRequest<{ Body: z.output<typeof cropBodySchema> }>,
    contextId: string,
  ) => {
    const workspace = await access.workspace(request, 'image.crop', contextId)
    return images.crop(workspace, request.body)
  }

  const quickStartLimit = quickStartRateLimit(limits.quickStartUpload)
  const uploading = {
    ...quickStartLimit,
    ...ownerChecks(access).workspace('image.upload'),
    schema: {
      summary: 'Upload an image (multipart `file`) to a site or to quick-start',
      tags,
      params: siteParams,
      response: { 200: uploadedImageSchema },
    },
  }
  app.post('/api/sites/:siteId/upload-image', uploading, (request) => upload(request, request.params.siteId))
  const cropping = {
    ...quickStartLimit,
    ...ownerChecks(access).workspace('image.crop'),
    schema: {
      summary: 'Crop an uploaded image',
      tags,
      params: siteParams,
      body: cropBodySchema,
      response: { 200: croppedImageSchema },
    },
  }
  app.put('/api/sites/:siteId/crop-image/v2', cropping, (request) => crop(request, request.params.siteId))
}
