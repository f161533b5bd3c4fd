import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { AppError } from '../http/errors.ts'
import { currentAccount } from '../http/request-context.ts'
import { parse } from '../http/validate.ts'
import { imageErrors, MAX_UPLOAD_BYTES } from '../services/images.service.ts'
import type { RouteContext } from './context.ts'

const siteParams = z.object({ siteId: z.string().min(1).max(100) })

const pixels = z.number().finite().min(-100_000).max(100_000)
const cropBodySchema = z.object({
  originalName: z.string().max(300).optional(),
  sourceImageUrl: z.string().min(1).max(1000),
  crop: z.object({ x: pixels, y: pixels, width: pixels, height: pixels }),
})

/** Image upload and crop (spec 001 section 7); multipart is registered in app.ts. */
export function imageRoutes(app: FastifyInstance, { services }: RouteContext): void {
  const { images } = services

  app.post('/api/sites/:siteId/upload-image', async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const account = await currentAccount(request, services)
    // The owner check comes before the (up to 20 MB) body is read.
    await images.assertOwner(account, siteId)
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
    return images.upload(account, siteId, data)
  })

  app.put('/api/sites/:siteId/crop-image/v2', async (request) => {
    const { siteId } = parse(siteParams, request.params)
    const account = await currentAccount(request, services)
    const body = parse(cropBodySchema, request.body)
    return images.crop(account, siteId, body)
  })
}
