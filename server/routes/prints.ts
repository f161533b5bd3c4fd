import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type PrintCreatedResponse,
  printContentSchema,
  printCreatedResponseSchema,
  printCreateSchema,
  printImageCropSchema,
  printSchema,
  type SitePrintsResponse,
  sitePrintsResponseSchema,
} from '#domain/prints/print.ts'
import { croppedImageSchema, uploadedImageSchema } from '#domain/site/image.ts'
import { publicSiteSchema } from '#domain/site/schema.ts'
import { AppError } from '../http/errors.ts'
import { idParam, siteParams } from '../http/route-schemas.ts'
import { presentPrint } from '../presenters/print.presenter.ts'
import { NO_GUEST_DATA, presentPublicSite } from '../presenters/site.presenter.ts'
import type { PrintRow } from '../repositories/prints.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { imageErrors, MAX_UPLOAD_BYTES } from '../services/media/images.service.ts'
import { printErrors } from '../services/orders/prints-errors.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks, ownerFirst } from './owner-first.ts'

const printParams = z.object({ printId: idParam })
const serverAccessParams = z.object({ id: idParam, param: z.string().min(1).max(200) })
const tags = ['prints']
const noStore = { 'cache-control': 'private, no-store' }

/** The prints calls of spec 002 section 7: the owner's cards, their images, and the renderer's pass. */
export function printRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { prints, images } = services

  /** A print of a site the caller owns; anonymous callers hear 401 before anything is revealed. */
  const ownedPrint = async (
    request: FastifyRequest<{ Params: { printId: string } }>,
  ): Promise<{ print: PrintRow; site: SiteRow }> => {
    const { printId } = request.params
    const print = await prints.findById(printId)
    const site = await access.resourceSite(request, 'print.edit', print?.site_id, printErrors.printNotFound)
    if (!print) throw printErrors.printNotFound()
    return { print, site }
  }
  const first = ownerChecks(access)
  const printFirst = ownerFirst(ownedPrint)

  const create = {
    // Anonymous callers hear 401 before their body is judged; the site it names is checked after.
    ...first.account(),
    schema: {
      summary: 'Create a printed card for a site',
      tags,
      body: printCreateSchema,
      response: { 201: printCreatedResponseSchema },
    },
  }
  app.post('/api/prints', create, async (request, reply) => {
    const { site: siteId, ...content } = request.body
    const site = await access.site(request, 'print.edit', siteId)
    const print = await prints.create(site, content)
    return reply
      .status(201)
      .headers(noStore)
      .send({ id: print.id } satisfies PrintCreatedResponse)
  })

  const read = {
    ...printFirst,
    schema: {
      summary: 'A printed card, for its owner',
      tags,
      params: printParams,
      response: { 200: printSchema },
    },
  }
  app.get('/api/prints/:printId', read, async (request, reply) => {
    const { print } = await ownedPrint(request)
    return reply.headers(noStore).send(presentPrint(print))
  })

  const save = {
    ...printFirst,
    schema: {
      summary: 'Save a printed card',
      tags,
      params: printParams,
      body: printContentSchema,
      response: { 200: printSchema },
    },
  }
  app.put('/api/prints/:printId', save, async (request, reply) => {
    const { print } = await ownedPrint(request)
    // The card only: a body naming another site cannot move the print there.
    const content = request.body
    return reply.headers(noStore).send(presentPrint(await prints.update(print, content)))
  })

  const list = {
    ...first.site('print.edit'),
    schema: {
      summary: "A site's printed cards",
      tags,
      params: siteParams,
      response: { 200: sitePrintsResponseSchema },
    },
  }
  app.get('/api/sites/:siteId/prints', list, async (request, reply) => {
    const site = await access.site(request, 'print.edit', request.params.siteId)
    const rows = await prints.listForSite(site)
    return reply.headers(noStore).send({ prints: rows.map(presentPrint) } satisfies SitePrintsResponse)
  })

  const upload = {
    ...printFirst,
    schema: {
      summary: "Upload a card's image (multipart `file`)",
      tags,
      params: printParams,
      response: { 200: uploadedImageSchema },
    },
  }
  app.post('/api/prints/:printId/image-upload', upload, async (request, reply) => {
    // Permission is decided before the (up to 20 MB) body is read.
    const { site } = await ownedPrint(request)
    if (!request.isMultipart()) throw imageErrors.noFile()
    let data: Buffer | undefined
    try {
      for await (const part of request.parts({
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 },
      })) {
        if (part.type !== 'file') continue
        if (part.fieldname === 'file' && !data) data = await part.toBuffer()
        else part.file.resume()
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw imageErrors.tooLarge()
      if (err instanceof AppError || (err as { statusCode?: number }).statusCode === 413) throw err
      request.log.info({ err }, 'malformed print image upload')
      throw imageErrors.brokenUpload()
    }
    if (!data || data.length === 0) throw imageErrors.noFile()
    return reply.headers(noStore).send(await images.upload({ kind: 'owner', site }, data))
  })

  const crop = {
    ...printFirst,
    schema: {
      summary: "Crop a card's image",
      tags,
      params: printParams,
      body: printImageCropSchema,
      response: { 200: croppedImageSchema },
    },
  }
  app.put('/api/prints/:printId/image-crop', crop, async (request, reply) => {
    const { site } = await ownedPrint(request)
    const { x, y, width, height, ...source } = request.body
    const cropped = await images.crop({ kind: 'owner', site }, { ...source, crop: { x, y, width, height } })
    return reply.headers(noStore).send(cropped)
  })

  // The PDF renderer's call: the print's secret key stands in for the owner's session. A wrong key
  // is answered exactly like an unknown print, so a guess learns nothing.
  const serverAccess = {
    schema: {
      summary: "The PDF renderer's read of a card and its site, by the card's secret key",
      tags,
      params: serverAccessParams,
      response: { 200: z.object({ print: printSchema, site: publicSiteSchema }) },
    },
  }
  app.get('/api/prints/:id/serverAccess/:param', serverAccess, async (request, reply) => {
    const { id: printId, param } = request.params
    const print = await prints.withServerAccess(printId, param)
    if (!print) throw printErrors.printNotFound()
    const site = await services.sites.findById(print.site_id)
    if (!site) throw printErrors.printNotFound()
    return reply
      .headers(noStore)
      .send({ print: presentPrint(print), site: presentPublicSite(site, NO_GUEST_DATA) })
  })
}
