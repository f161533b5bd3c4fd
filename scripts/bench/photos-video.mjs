// Guests' videos (issue 34): "a 500 MB video needs a few MB of memory". A synthetic phone video
// (ftyp, about 200 MB of mdat, then a moov with the place in its udta and meta, as an iPhone writes
// it) is stored as tus parts of 512 KB in a local folder, then streamed through the metadata
// stripper into the storage seam by the server's own code (storeVideo). The figure is how much the
// process's resident memory grows over its resting size meanwhile, sampled every 5 ms.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { tsImport } from 'tsx/esm/api'

const VIDEO_MB = Number(process.env.BENCH_VIDEO_MB ?? 200)
const PART_BYTES = 512 * 1024
const GPS = '+59.3293+018.0686/'

const box = (type, ...payload) => {
  const body = Buffer.concat(payload)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length, 0)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}

/** The video's bytes, piece by piece: never whole in this process either. */
function* video() {
  yield box('ftyp', Buffer.from('qt  \0\0\0\0qt  ', 'latin1'))
  const mdatBytes = VIDEO_MB * 1024 * 1024
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + mdatBytes, 0)
  head.write('mdat', 4, 'latin1')
  yield head
  const samples = Buffer.alloc(PART_BYTES)
  for (let i = 0; i < samples.length; i++) samples[i] = (i * 31 + 7) % 251
  for (let left = mdatBytes; left > 0; left -= samples.length)
    yield samples.subarray(0, Math.min(left, samples.length))
  const tkhd = Buffer.alloc(76)
  tkhd.writeUInt32BE(0x10000, 76 - 44)
  tkhd.writeUInt32BE(0x10000, 76 - 28)
  tkhd.writeUInt32BE(1920 << 16, 76 - 8)
  tkhd.writeUInt32BE(1080 << 16, 76 - 4)
  yield box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    box('trak', box('tkhd', tkhd), box('mdia', Buffer.alloc(200_000, 3))),
    box('udta', box('©xyz', Buffer.from(GPS)), box('©mod', Buffer.from('iPhone 15 Pro'))),
    box(
      'meta',
      box('keys', Buffer.from('com.apple.quicktime.location.ISO6709')),
      box('ilst', Buffer.from(GPS)),
    ),
  )
}

export async function benchPhotosVideo() {
  const { localFolderStorage } = await tsImport(
    '../../server/integrations/storage/local-folder-storage.ts',
    import.meta.url,
  )
  const { storeVideo } = await tsImport('../../server/services/photos/store-video.ts', import.meta.url)
  const dir = mkdtempSync(join(tmpdir(), 'eventsite-bench-video-'))
  try {
    const storage = localFolderStorage(dir, '/media')
    // The parts as tus leaves them: 512 KB each, written before the measurement starts.
    const names = []
    let pending = []
    let pendingBytes = 0
    let total = 0
    const flush = async () => {
      const name = `part-${names.length}`
      await storage.put('parts', name, Buffer.concat(pending), 'application/octet-stream')
      names.push(name)
      pending = []
      pendingBytes = 0
    }
    for (const piece of video()) {
      pending.push(Buffer.from(piece))
      pendingBytes += piece.length
      total += piece.length
      if (pendingBytes >= PART_BYTES) await flush()
    }
    if (pendingBytes > 0) await flush()

    global.gc?.()
    await new Promise((r) => setTimeout(r, 200))
    const restMb = process.memoryUsage().rss / 1024 / 1024
    let peakMb = restMb
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, process.memoryUsage().rss / 1024 / 1024)
    }, 5)
    const started = performance.now()
    async function* parts() {
      for (const name of names) {
        const stored = await storage.getStream('parts', name)
        yield* stored.stream
      }
    }
    const facts = await storeVideo(storage, parts, {
      folder: 'videos',
      fileName: 'v.mov',
      type: 'video/quicktime',
    })
    const ms = performance.now() - started
    clearInterval(sampler)
    peakMb = Math.max(peakMb, process.memoryUsage().rss / 1024 / 1024)
    const stored = await storage.getStream('videos', 'v.mov')
    let gpsLeft = false
    let tail = Buffer.alloc(0)
    for await (const chunk of stored.stream) {
      const window = Buffer.concat([tail, chunk])
      if (window.includes(GPS)) gpsLeft = true
      tail = window.subarray(Math.max(0, window.length - GPS.length))
    }
    return {
      mb: total / 1024 / 1024,
      storedMb: stored.bytes / 1024 / 1024,
      ms,
      restMb,
      peakMb,
      facts,
      gpsLeft,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function printPhotosVideo(r) {
  const growth = r.peakMb - r.restMb
  console.log(
    `\nA ${r.mb.toFixed(0)} MB video streamed through the metadata stripper into the store (local folder)`,
  )
  console.log(
    `  stored ${r.storedMb.toFixed(0)} MB in ${(r.ms / 1000).toFixed(1)} s; ${r.facts.width}x${r.facts.height}; GPS left: ${r.gpsLeft ? 'YES' : 'none'}`,
  )
  console.log(
    `  RSS at rest ${r.restMb.toFixed(0)} MB, peak ${r.peakMb.toFixed(0)} MB: grew ${growth.toFixed(1)} MB (goal < 50 MB) ${growth < 50 && !r.gpsLeft ? 'OK' : 'OVER'}`,
  )
}
