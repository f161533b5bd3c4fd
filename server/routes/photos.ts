import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PHOTO_PAGES } from '#domain/photos/photo-links.ts'
import {
  albumSchema,
  moderationSchema,
  ownerPhotosQuerySchema,
  ownerPhotosSchema,
  photoSettingsSchema,
  photoZipSchema,
} from '#domain/photos/photos.ts'
import { byteRange } from '../http/byte-range.ts'
import { errors } from '../http/errors.ts'
import {
  binary,
  errorResponseSchema,
  fileResponse,
  idParam,
  noContent,
  okResponse,
  siteParams,
} from '../http/route-schemas.ts'
import { accountOf } from '../policies/actor.ts'
import {
  photoCursor,
  presentGuestPhoto,
  presentOwnerPhoto,
  readPhotoCursor,
} from '../presenters/photo.presenter.ts'
import { photoErrors } from '../services/photos/photo-errors.ts'
import { PHOTO_CHUNK_MAX_BYTES, PHOTO_MAX_BYTES } from '../services/photos/photos.service.ts'
import { VIDEO_MAX_BYTES } from '../services/photos/store-video.ts'
import type { RouteContext } from './context.ts'
import { ownerChecks } from './owner-first.ts'

const TUS_VERSION = '1.0.0'
const guestTags = ['photos', 'guests']
const ownerTags = ['photos']
const uploadParams = siteParams.extend({ uploadId: idParam })
const fileParams = siteParams.extend({
  photoId: idParam,
  file: z.enum(['full.jpg', 'large.jpg', 'thumb.jpg']),
})
/** Live pages are told this often that the line is open, so proxies do not close a quiet one. */
const HEARTBEAT_MS = 20_000

/** tus Upload-Metadata: comma-separated `key base64value` pairs. */
function uploadMetadata(header: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (typeof header !== 'string') return out
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ')
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : ''
  }
  return out
}

const headerNumber = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(n) ? n : undefined
}

/**
 * Guests' photos (issue 34): the tus 1.0 endpoint a guest's phone sends photos to (core protocol
 * and the creation extension), the approved album, the live slideshow's event stream and each
 * photo's files; the owner's list, moderation and settings.
 */
export function photoRoutes(fastify: FastifyInstance, { services, access }: RouteContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { photos } = services
  const owner = ownerChecks(access)

  const tus = (reply: FastifyReply) =>
    reply.header('tus-resumable', TUS_VERSION).header('cache-control', 'no-store')

  app.options(
    '/api/sites/:siteId/photos/uploads',
    {
      schema: {
        summary: 'tus: what the upload endpoint supports',
        tags: guestTags,
        params: siteParams,
        response: { 204: noContent },
      },
    },
    async (_request, reply) =>
      tus(reply)
        .header('tus-version', TUS_VERSION)
        .header('tus-extension', 'creation')
        .header('tus-max-size', String(VIDEO_MAX_BYTES))
        .status(204)
        .send(),
  )

  app.post(
    '/api/sites/:siteId/photos/uploads',
    {
      schema: {
        summary: 'tus: start a photo upload (Upload-Length, Upload-Metadata filename and filetype)',
        tags: guestTags,
        params: siteParams,
        response: { 201: noContent, '4xx': errorResponseSchema },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'guest.answer', request.params.siteId)
      const length = headerNumber(request.headers['upload-length'])
      if (length === undefined || length === 0) throw photoErrors.badRequest()
      const meta = uploadMetadata(request.headers['upload-metadata'])
      const row = await photos.createUpload({
        siteId: site.id,
        guest: request.ip,
        length,
        fileName: meta.filename ?? meta.name ?? '',
        contentType: meta.filetype ?? meta.type ?? '',
      })
      return tus(reply)
        .header('location', `/api/sites/${site.id}/photos/uploads/${row.id}`)
        .header('upload-offset', '0')
        .status(201)
        .send()
    },
  )

  app.head(
    '/api/sites/:siteId/photos/uploads/:uploadId',
    { schema: { summary: 'tus: how much of an upload has arrived', tags: guestTags, params: uploadParams } },
    async (request, reply) => {
      const site = await access.site(request, 'guest.answer', request.params.siteId)
      const row = await photos.uploadState(site.id, request.params.uploadId)
      return tus(reply)
        .header('upload-offset', String(row.offset))
        .header('upload-length', String(row.length))
        .status(200)
        .send()
    },
  )

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/offset+octet-stream',
      { parseAs: 'buffer', bodyLimit: PHOTO_CHUNK_MAX_BYTES },
      (_request, body, done) => done(null, body),
    )
    scope.withTypeProvider<ZodTypeProvider>().patch(
      '/api/sites/:siteId/photos/uploads/:uploadId',
      {
        schema: {
          summary: 'tus: the next bytes of an upload, at Upload-Offset',
          tags: guestTags,
          params: uploadParams,
          body: binary,
          response: { 204: noContent, '4xx': errorResponseSchema },
        },
      },
      async (request, reply) => {
        const site = await access.site(request, 'guest.answer', request.params.siteId)
        const offset = headerNumber(request.headers['upload-offset'])
        if (offset === undefined || !Buffer.isBuffer(request.body)) throw photoErrors.badRequest()
        const row = await photos.appendBytes(site.id, request.params.uploadId, offset, request.body)
        return tus(reply).header('upload-offset', String(row.offset)).status(204).send()
      },
    )
  })

  app.get(
    '/api/sites/:siteId/photos/album',
    {
      schema: {
        summary: "The site's approved photos, newest first",
        tags: guestTags,
        params: siteParams,
        response: { 200: albumSchema },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'media.view', request.params.siteId)
      void reply.header('cache-control', 'private, no-cache')
      return { photos: (await photos.list(site.id, ['approved'])).map(presentGuestPhoto) }
    },
  )

  app.get(
    '/api/sites/:siteId/photos/live',
    {
      schema: {
        summary: "Server-sent events: 'photos' whenever the approved photos change, on any instance",
        tags: guestTags,
        params: siteParams,
        response: { 200: fileResponse('text/event-stream', 'The event stream') },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'media.view', request.params.siteId)
      reply.hijack()
      const raw = reply.raw
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      })
      raw.write('retry: 3000\n\n')
      const stop = photos.onChange(site.id, () => raw.write('event: photos\ndata: {}\n\n'))
      const beat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS)
      beat.unref()
      request.raw.on('close', () => {
        clearInterval(beat)
        stop()
      })
    },
  )

  app.get(
    '/api/sites/:siteId/photos/:photoId/:file',
    {
      schema: {
        summary: 'One size of a photo (JPEG, without metadata): guests get approved ones only',
        tags: guestTags,
        params: fileParams,
        response: { 200: fileResponse('image/jpeg', 'The photo') },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'media.view', request.params.siteId)
      const photo = await photos.find(site.id, request.params.photoId)
      const isOwner = await ownerOf(request, site.id)
      if (!photo || (photo.state !== 'approved' && !isOwner)) throw errors.notFound()
      const size = request.params.file.replace('.jpg', '') as 'full' | 'large' | 'thumb'
      const data = await photos.file(photo, size)
      if (!data) throw errors.notFound()
      // Short and private where it matters: a photo hidden later, or a protected site's, is not kept for long.
      const cache = site.password || isOwner ? 'private, max-age=300' : 'public, max-age=300'
      return reply
        .type('image/jpeg')
        .header('cache-control', cache)
        .header('x-content-type-options', 'nosniff')
        .send(data)
    },
  )

  app.get(
    '/api/sites/:siteId/photos/:photoId/video',
    {
      schema: {
        summary:
          'A video (MP4 or QuickTime, its location and device boxes blanked), with Range support: guests get approved ones only',
        tags: guestTags,
        params: siteParams.extend({ photoId: idParam }),
        response: {
          200: fileResponse('video/mp4', 'The video'),
          206: fileResponse('video/mp4', 'The bytes asked for by Range'),
          416: noContent,
        },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'media.view', request.params.siteId)
      const photo = await photos.find(site.id, request.params.photoId)
      const isOwner = await ownerOf(request, site.id)
      if (!photo || (photo.state !== 'approved' && !isOwner)) throw errors.notFound()
      const range = byteRange(request.headers.range, photo.bytes)
      void reply
        .header('accept-ranges', 'bytes')
        .header('cache-control', site.password || isOwner ? 'private, max-age=300' : 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${photo.bytes}`).send()
      }
      const stored = await photos.video(photo, range)
      if (!stored) throw errors.notFound()
      void reply.type(photo.media_type)
      if (!range) return reply.header('content-length', String(stored.bytes)).send(stored.stream)
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stored.bytes}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(stored.stream)
    },
  )

  const ownerOf = async (request: FastifyRequest, siteId: string) => {
    try {
      await access.site(request, 'site.read', siteId)
      return true
    } catch {
      return false
    }
  }

  app.get(
    '/api/sites/:siteId/photos',
    {
      ...owner.site('photos.moderate'),
      schema: {
        summary:
          'Every upload of the site with its state, newest first; with ?limit= one page, the next after ?after=nextCursor',
        tags: ownerTags,
        params: siteParams,
        querystring: ownerPhotosQuerySchema,
        response: { 200: ownerPhotosSchema, '4xx': errorResponseSchema },
      },
    },
    async (request) => {
      const site = await access.site(request, 'photos.moderate', request.params.siteId)
      const { limit, after } = request.query
      const from = after === undefined ? undefined : readPhotoCursor(after)
      if (after !== undefined && !from) throw photoErrors.badCursor()
      // One more than asked tells whether another page follows.
      const listing = limit === undefined ? photos.list(site.id) : photos.listPage(site.id, limit + 1, from)
      const [list, counts, autoApprove, usedBytes, zip] = await Promise.all([
        listing,
        photos.counts(site.id),
        photos.autoApprove(site.id),
        photos.usedBytes(site.id),
        services.photoZips.latest(site.id),
      ])
      const page = limit === undefined ? list : list.slice(0, limit)
      const last = page.at(-1)
      return {
        photos: page.map(presentOwnerPhoto),
        autoApprove,
        usedBytes,
        quotaBytes: photos.quotaBytes,
        zip,
        counts,
        nextCursor: list.length > page.length && last ? photoCursor(last) : null,
      }
    },
  )

  app.post(
    '/api/sites/:siteId/photos/moderation',
    {
      ...owner.site('photos.moderate'),
      schema: {
        summary: 'Approve, hide or delete photos',
        tags: ownerTags,
        params: siteParams,
        body: moderationSchema,
        response: { 200: z.object({ changed: z.number() }) },
      },
    },
    async (request) => {
      const site = await access.site(request, 'photos.moderate', request.params.siteId)
      return { changed: await photos.moderate(site.id, request.body.action, request.body.ids) }
    },
  )

  app.put(
    '/api/sites/:siteId/photos/settings',
    {
      ...owner.site('photos.moderate'),
      schema: {
        summary: '"Approve everything from now on"',
        tags: ownerTags,
        params: siteParams,
        body: photoSettingsSchema,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const site = await access.site(request, 'photos.moderate', request.params.siteId)
      await photos.setAutoApprove(site.id, request.body.autoApprove)
      return { ok: true as const }
    },
  )

  app.post(
    '/api/sites/:siteId/photos/zips',
    {
      ...owner.site('photos.moderate'),
      schema: {
        summary: 'Start building a zip of every photo; a mail tells when it is ready',
        tags: ownerTags,
        params: siteParams,
        response: { 202: photoZipSchema },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'photos.moderate', request.params.siteId)
      const mail = accountOf(await access.actorOf(request))?.mail
      if (!mail) throw errors.notLoggedIn()
      return reply.status(202).send(await services.photoZips.start(site.id, mail))
    },
  )

  app.get(
    '/api/sites/:siteId/photos/zips/:zipId',
    {
      ...owner.site('photos.moderate'),
      schema: {
        summary: 'Download a finished zip of the photos',
        tags: ownerTags,
        params: siteParams.extend({ zipId: idParam }),
        response: { 200: fileResponse('application/zip', 'The zip') },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'photos.moderate', request.params.siteId)
      const { stream, bytes } = await services.photoZips.download(site.id, request.params.zipId)
      return reply
        .type('application/zip')
        .header('content-length', String(bytes))
        .header('content-disposition', 'attachment; filename="bilder.zip"')
        .header('cache-control', 'private, no-store')
        .send(stream)
    },
  )

  app.post(
    '/api/sites/:siteId/photos/form',
    {
      schema: {
        summary:
          'The upload page posted without a script: photos as multipart `file` parts, answered with the page',
        tags: guestTags,
        params: siteParams,
        querystring: z.object({ lang: z.string().max(20).optional() }),
        response: { 303: noContent, '4xx': errorResponseSchema },
      },
    },
    async (request, reply) => {
      const site = await access.site(request, 'guest.answer', request.params.siteId)
      if (!request.isMultipart()) throw photoErrors.badRequest()
      let sent = 0
      let failed = 0
      try {
        for await (const part of request.parts({
          limits: { fileSize: PHOTO_MAX_BYTES, files: 50, fields: 5 },
        })) {
          if (part.type !== 'file') continue
          const data = await part.toBuffer()
          if (data.length === 0) continue
          try {
            const row = await photos.createUpload({
              siteId: site.id,
              guest: request.ip,
              length: data.length,
              fileName: part.filename ?? '',
              contentType: part.mimetype ?? '',
            })
            await photos.appendBytes(site.id, row.id, 0, data)
            sent += 1
          } catch (err) {
            request.log.info({ err }, 'a photo posted without a script was refused')
            failed += 1
          }
        }
      } catch (err) {
        request.log.info({ err }, 'malformed photo post')
        failed += 1
      }
      const language = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(request.query.lang ?? '')
        ? request.query.lang
        : ''
      const back = `${language ? `/${language}` : ''}/${PHOTO_PAGES.upload}?skickade=${sent}${failed ? `&fel=${failed}` : ''}`
      return reply.header('cache-control', 'no-store').redirect(back, 303)
    },
  )
}
