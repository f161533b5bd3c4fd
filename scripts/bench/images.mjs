// Image processing: one 12 MP photo through our pipeline and through the built server's upload
// call, and a batch of 20 phone photos through our pipeline beside a bare sharp resize.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { tsImport } from 'tsx/esm/api'
import { startServer } from './server-process.mjs'

const WIDTHS = [1600, 1200, 800, 600]
const BATCH = Number(process.env.BENCH_IMAGES ?? 20)
const RUNS = 3

/** A smooth colour field of its own for each seed, small: it is scaled up to photo size. */
function colourField(seed, width = 192, height = 144) {
  const data = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3
      const u = x / width
      const v = y / height
      data[i] = 128 + 100 * Math.sin(6.3 * u + seed)
      data[i + 1] = 128 + 90 * Math.sin(4.1 * v + 2 * u + seed * 1.7)
      data[i + 2] = 128 + 80 * Math.cos(3.3 * (u + v) + seed * 0.7)
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
}

const noise = (width, height, sigma) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })

/**
 * Photo-like JPEGs: a colour gradient with blotchy detail and fine grain, which compresses like a
 * camera picture (about 4 MB at 12 MP, quality 90), stored sideways with EXIF orientation 6 as
 * phones do.
 */
export async function makePhotos(dir, width, height, count) {
  const raw = { raw: { width, height, channels: 3 } }
  const detail = await noise(width / 4, height / 4, 50)
    .resize(width, height)
    .raw()
    .toBuffer()
  const grain = await noise(width, height, 12).raw().toBuffer()
  const files = []
  for (let i = 0; i < count; i++) {
    const base = await colourField(i * 0.9 + 1)
      .resize(width, height)
      .raw()
      .toBuffer()
    const jpeg = await sharp(base, raw)
      .composite([
        { input: detail, ...raw, blend: 'soft-light' },
        { input: grain, ...raw, blend: 'overlay' },
      ])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const file = join(dir, `photo-${width}x${height}-${i}.jpg`)
    writeFileSync(file, jpeg)
    files.push(file)
  }
  return files
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

async function seconds(work) {
  const started = performance.now()
  await work()
  return (performance.now() - started) / 1000
}

/** What a plain sharp user would write: every width as JPEG and WebP, straight from the file. */
function bareResize(file) {
  return Promise.all(
    WIDTHS.flatMap((w) => [
      sharp(file).rotate().resize(w).jpeg().toBuffer(),
      sharp(file).rotate().resize(w).webp().toBuffer(),
    ]),
  )
}

/** A new owner with an empty one-language site, for a bench: its session cookie and site id. */
export async function ownerWithSite(server, tag) {
  const headers = { 'content-type': 'application/json' }
  const reg = await fetch(`${server.base}/api/accounts/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mail: `bench-${tag}-${Date.now()}@example.se`, password: 'hemligt123' }),
  })
  const cookie = reg.headers.get('set-cookie')?.split(';')[0] ?? ''
  const created = await fetch(`${server.base}/api/sites/V2`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ site: { availableLanguages: [{ languageCode: 'sv' }], siteModules: [] } }),
  })
  const siteId = (await created.json()).site._id
  return { cookie, siteId }
}

async function uploadOverHttp(server, file) {
  const { cookie, siteId } = await ownerWithSite(server, 'images')
  const bytes = readFileSync(file)
  const times = []
  for (let i = 0; i < RUNS; i++) {
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg')
    times.push(
      await seconds(async () => {
        const res = await fetch(`${server.base}/api/sites/${siteId}/upload-image`, {
          method: 'POST',
          headers: { cookie },
          body: form,
        })
        const body = await res.json()
        if (!res.ok) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`)
      }),
    )
  }
  return median(times)
}

export async function benchImages(port) {
  const dir = mkdtempSync(join(tmpdir(), 'eventsite-bench-images-'))
  try {
    const [single] = await makePhotos(dir, 4000, 3000, 1)
    const batch = await makePhotos(dir, 4032, 3024, BATCH)
    const { processUpload } = await tsImport('../../server/services/media/images/process.ts', import.meta.url)

    const singleBytes = readFileSync(single)
    const pipelineTimes = []
    let sizes = []
    for (let i = 0; i < RUNS; i++) {
      pipelineTimes.push(
        await seconds(async () => {
          const processed = await processUpload(singleBytes, 'jpeg')
          sizes = processed.renditions.map((r) => r.width)
        }),
      )
    }

    const server = await startServer({ port })
    let httpSeconds
    try {
      httpSeconds = await uploadOverHttp(server, single)
    } finally {
      await server.stop()
    }

    // Images one after another, each image's sizes made together, for both. The two take turns
    // image by image, so a busy moment on the machine weighs on both alike.
    let ours = 0
    let bare = 0
    for (const file of batch) {
      ours += await seconds(() => processUpload(readFileSync(file), 'jpeg'))
      bare += await seconds(() => bareResize(file))
    }
    return {
      singleMb: singleBytes.length / 1024 / 1024,
      sizes,
      pipelineSeconds: median(pipelineTimes),
      pipelineRuns: pipelineTimes,
      httpSeconds,
      batch: batch.length,
      oursPerSecond: batch.length / ours,
      barePerSecond: batch.length / bare,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
