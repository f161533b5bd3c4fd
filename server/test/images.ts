import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { APP_HOST } from './test-app.ts'

/**
 * A JPEG of smooth random noise: a grid of random colours, one per 16 pixels, stretched to the
 * size. Made at run time, so no binary fixtures live in the repository; random, so no two uploads
 * are the same file. Pixel-by-pixel noise took the server's encoders about 2.7 times the CPU for
 * every width in JPEG and WebP (13.1 s against 4.8 to 5.4 s for ten 1300 x 900 images), a cost
 * no test here is about.
 */
export function noiseJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const grid = { width: Math.ceil(width / 16), height: Math.ceil(height / 16), channels: 3 as const }
  const colours = Buffer.alloc(grid.width * grid.height * grid.channels)
  for (let i = 0; i < colours.length; i += 1) colours[i] = Math.floor(Math.random() * 256)
  const image = sharp(colours, { raw: grid }).resize(width, height, { kernel: 'linear' }).jpeg()
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer()
}

/** What an image file is, as its bytes say: its format and its size in pixels. */
export async function imageShape(
  data: Buffer,
): Promise<{ format?: string; width?: number; height?: number }> {
  const meta = await sharp(data).metadata()
  return { format: meta.format, width: meta.width, height: meta.height }
}

export function multipartFile(file: Buffer, filename = 'bild.jpg', contentType = 'image/jpeg') {
  const boundary = `----eventsite${Math.random().toString(16).slice(2)}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** POST /api/sites/{context}/upload-image, where context is a site id or `quick-start`. */
export function uploadImage(app: FastifyInstance, context: string, file: Buffer, cookie?: string) {
  const body = multipartFile(file)
  return app.inject({
    method: 'POST',
    url: `/api/sites/${context}/upload-image`,
    headers: { host: APP_HOST, ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  })
}

/** PUT /api/sites/{context}/crop-image/v2. */
export function cropImage(app: FastifyInstance, context: string, payload: object, cookie?: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/sites/${context}/crop-image/v2`,
    headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
    payload,
  })
}
