// Guests' photos (issue 34): "a zip of 5 GB must not need 5 GB of memory". About 2 GB of full-size
// photos (or as many GB as `npm run bench photos-zip <GB>` says; 5 makes a Zip64 file) are put
// straight into the built server's storage (local folder) and database, as if guests had sent
// them; the owner asks for the zip, the job builds it and the download streams it. The figure is
// the server's peak resident memory over the whole of it; `unzip -t` then reads the stored zip
// through, every entry's CRC included.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { ownerWithSite } from './images.mjs'
import { startServer } from './server-process.mjs'

/** The zip's size: GB as the bench's second argument, else MB from BENCH_ZIP_MB, else 2 GB. */
const TOTAL_MB = process.argv[3] ? Number(process.argv[3]) * 1024 : Number(process.env.BENCH_ZIP_MB ?? 2048)
/** A 12 MP full-size JPEG as the server stores it is 4 to 6 MB. */
const PHOTO_MB = 5

/** The peak resident set of a process so far, from the kernel (VmHWM), in MB. */
function peakRssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024
}

/** Stores `count` photos of the site through the storage seam and the photos table, approved. */
async function storePhotos(dataDir, siteId, count) {
  const { localFolderStorage } = await tsImport(
    '../../server/integrations/storage/local-folder-storage.ts',
    import.meta.url,
  )
  const { openDatabase } = await tsImport('../../server/db/database.ts', import.meta.url)
  const storage = localFolderStorage(join(dataDir, 'media'), '/media/u')
  const db = openDatabase({ dataDir })
  // The zip stores what it is given; random bytes are as hard on it as a JPEG's.
  const body = randomBytes(PHOTO_MB * 1024 * 1024)
  const now = new Date().toISOString()
  try {
    for (let i = 0; i < count; i++) {
      const id = `benchzip${String(i).padStart(6, '0')}`
      body.writeUInt32BE(i, 0)
      await storage.put(`photos-${siteId}`, `${id}-full.jpg`, body, 'image/jpeg')
      await db.kysely
        .insertInto('photos')
        .values({
          id,
          site_id: siteId,
          state: 'approved',
          base: id,
          width: 4032,
          height: 3024,
          bytes: body.length,
          original_name: `IMG_${1000 + i}.JPG`,
          created_at: now,
          approved_at: now,
        })
        .execute()
    }
  } finally {
    await db.close()
  }
}

/** `unzip -t` and `zipinfo -h` on the stored zip: whether every entry reads back, and its entries. */
function checkZip(file) {
  const test = spawnSync('unzip', ['-tq', file], { encoding: 'utf8' })
  const info = spawnSync('zipinfo', ['-h', file], { encoding: 'utf8' })
  return {
    accepted: test.status === 0 && /No errors detected/.test(test.stdout),
    unzipSays: (test.stdout || test.stderr || '').trim().split('\n').at(-1),
    entries: Number(/number of entries: (\d+)/.exec(info.stdout)?.[1] ?? 0),
  }
}

export async function benchPhotosZip(port = 3197) {
  // MALLOC_ARENA_MAX as `npm start` sets it (scripts/start.mjs); BENCH_MALLOC_ARENA_MAX= leaves glibc's default.
  const server = await startServer({
    port,
    env: { MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? '2' },
  })
  const media = join(server.env.DATA_DIR, 'media')
  try {
    const { cookie, siteId } = await ownerWithSite(server, 'zip')
    const count = Math.ceil(TOTAL_MB / PHOTO_MB)
    await storePhotos(server.env.DATA_DIR, siteId, count)
    const idleMb = peakRssMb(server.pid)

    const started = performance.now()
    let state = await (
      await fetch(`${server.base}/api/sites/${siteId}/photos/zips`, { method: 'POST', headers: { cookie } })
    ).json()
    while (state?.state !== 'ready' && state?.state !== 'failed') {
      await new Promise((r) => setTimeout(r, 500))
      state =
        // As the moderation page asks for the zip's progress: its newest page, not every photo.
        (
          await (
            await fetch(`${server.base}/api/sites/${siteId}/photos?limit=120`, { headers: { cookie } })
          ).json()
        ).zip
    }
    const buildSeconds = (performance.now() - started) / 1000
    const buildPeakMb = peakRssMb(server.pid)
    if (state.state !== 'ready') throw new Error('the zip job failed')

    const downloadStarted = performance.now()
    const res = await fetch(`${server.base}${state.url}`, { headers: { cookie } })
    let received = 0
    for await (const chunk of res.body) received += chunk.length
    const downloadSeconds = (performance.now() - downloadStarted) / 1000
    const peakMb = peakRssMb(server.pid)
    const zipDir = join(media, `photos-${siteId}-zips`)
    const zipFile = join(zipDir, readdirSync(zipDir).find((f) => f.endsWith('.zip')) ?? 'none')
    const checkStarted = performance.now()
    const check = checkZip(zipFile)
    return {
      photos: count,
      ...check,
      checkSeconds: (performance.now() - checkStarted) / 1000,
      load: loadavg(),
      zipMb: state.bytes / 1024 / 1024,
      receivedMb: received / 1024 / 1024,
      complete: res.status === 200 && received === state.bytes,
      idleMb,
      buildSeconds,
      buildPeakMb,
      downloadSeconds,
      peakMb,
    }
  } finally {
    await server.stop()
    // Gigabytes of photos and zip: not left behind in the temporary folder.
    rmSync(media, { recursive: true, force: true })
  }
}

export function printPhotosZip(r) {
  console.log(`\nZip of every photo: ${r.photos} photos of ${PHOTO_MB} MB (built server, local storage)`)
  console.log(
    `  built:     ${r.zipMb.toFixed(0)} MB in ${r.buildSeconds.toFixed(1)} s; peak RSS ${r.buildPeakMb.toFixed(0)} MB (idle ${r.idleMb.toFixed(0)} MB)`,
  )
  console.log(
    `  streamed:  ${r.receivedMb.toFixed(0)} MB in ${r.downloadSeconds.toFixed(1)} s ${r.complete ? 'OK' : 'INCOMPLETE'}; peak RSS ${r.peakMb.toFixed(0)} MB (goal < 300 MB) ${r.peakMb < 300 ? 'OK' : 'OVER'}`,
  )
  console.log(
    `  checked:   unzip -t ${r.accepted ? 'accepts' : 'REFUSES'} it (${r.entries} entries, ${r.checkSeconds.toFixed(1)} s): ${r.unzipSays}`,
  )
  console.log(`  load:      ${r.load.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min, at the end)`)
}
