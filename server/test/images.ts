import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { APP_HOST } from './test-app.ts'

/** A JPEG of noise: made at run time, so no binary fixtures live in the repository. */
export function noiseJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  }).jpeg()
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
