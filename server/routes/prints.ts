import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  type PrintCreatedResponse,
  printContentSchema,
  printCreateSchema,
  printImageCropSchema,
  type SitePrintsResponse,
} from '#domain/prints/print.ts'
import { AppError } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import { authorize } from '../policies/authorize.ts'
import { presentPrint } from '../presenters/print.presenter.ts'
import { NO_GUEST_DATA, presentPublicSite } from '../presenters/site.presenter.ts'
import type { PrintRow } from '../repositories/prints.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { imageErrors, MAX_UPLOAD_BYTES } from '../services/media/images.service.ts'
import { printErrors } from '../services/orders/prints-errors.ts'
import type { RouteContext } from './context.ts'

const id = z.string().min(1).max(100)
const printParams = z.object({ printId: id })
const siteParams = z.object({ siteId: id })
const serverAccessParams = z.object({ id, param: z.string().min(1).max(200) })
const noStore = { 'cache-control': 'private, no-store' }

/** The prints calls of spec 002 section 7: the owner's cards, their images, and the renderer's pass. */
export function printRoutes(app: FastifyInstance, { services, access }: RouteContext): void {
  const { prints, images } = services

  /** A print of a site the caller owns; anonymous callers hear 401 before anything is revealed. */
  const ownedPrint = async (request: FastifyRequest): Promise<{ print: PrintRow; site: SiteRow }> => {
    const { printId } = parse(printParams, request.params)
    const print = await prints.findById(printId)
    const site = await access.resourceSite(request, 'print.edit', print?.site_id, printErrors.printNotFound)
    if (!print) throw printErrors.printNotFound()
    return { print, site }
  }

  app.post('/api/prints', async (request, reply) => {
    // Anonymous callers hear 401 before their body is judged.
    authorize(await access.actorOf(request), 'account.read')
    const { site: siteId, ...content } = parse(printCreateSchema, request.body)
    const site = await access.site(request, 'print.edit', siteId)
    const print = await prints.create(site, content)
    return reply
      .status(201)
      .headers(noStore)
      .send({ id: print.id } satisfies PrintCreatedResponse)
  })

  app.get('/api/prints/:printId', async (request, reply) => {
    const { print } = await ownedPrint(request)
    return reply.headers(noStore).send(presentPrint(print))
  })

  app.put('/api/prints/:printId', async (request, reply) => {
    const { print } = await ownedPrint(request)
    // The card only: a body naming another site cannot move the print there.
    const content = parse(printContentSchema, request.body)
    return reply.headers(noStore).send(presentPrint(await prints.update(print, content)))
  })

  app.get('/api/sites/:siteId/prints', async (request, reply) => {
    const site = await access.site(request, 'print.edit', parse(siteParams, request.params).siteId)
    const rows = await prints.listForSite(site)
    return reply.headers(noStore).send({ prints: rows.map(presentPrint) } satisfies SitePrintsResponse)
  })

  app.post('/api/prints/:printId/image-upload', async (request, reply) => {
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

  app.put('/api/prints/:printId/image-crop', async (request, reply) => {
    const { site } = await ownedPrint(request)
    const { x, y, width, height, ...source } = parse(printImageCropSchema, request.body)
    const cropped = await images.crop({ kind: 'owner', site }, { ...source, crop: { x, y, width, height } })
    return reply.headers(noStore).send(cropped)
  })

  // The PDF renderer's call: the print's secret key stands in for the owner's session. A wrong key
  // is answered exactly like an unknown print, so a guess learns nothing.
  app.get('/api/prints/:id/serverAccess/:param', async (request, reply) => {
    const { id: printId, param } = parse(serverAccessParams, request.params)
    const print = await prints.withServerAccess(printId, param)
    if (!print) throw printErrors.printNotFound()
    const site = await services.sites.findById(print.site_id)
    if (!site) throw printErrors.printNotFound()
    return reply
      .headers(noStore)
      .send({ print: presentPrint(print), site: presentPublicSite(site, NO_GUEST_DATA) })
  })
}
