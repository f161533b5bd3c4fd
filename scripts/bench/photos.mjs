// Guests' photos (issue 34): 20 guests at once each send 5 photos of about 4 MB by tus, in 512 KB
// pieces as the upload page does; the figures are whether every photo was stored, the server's
// peak resident memory, how the public page answers meanwhile, and the peak memory while the zip of
// them all is built.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makePhotos } from './images.mjs'
import { startServer } from './server-process.mjs'

const GUESTS = Number(process.env.BENCH_PHOTO_GUESTS ?? 20)
const PER_GUEST = Number(process.env.BENCH_PHOTOS_PER_GUEST ?? 5)
const CHUNK = 512 * 1024
/** A build that has not stored every photo by then is reported as it stands (the old one took hours). */
const MAX_SECONDS = Number(process.env.BENCH_PHOTOS_MAX_SECONDS ?? 900)

/** The peak resident set of a process so far, from the kernel (VmHWM), in MB. */
function peakRssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024
}

/** Connections that dropped during a run, each followed by a HEAD and a resumed upload. */
const counts = { retries: 0 }

async function upload(base, siteId, bytes, guest) {
  const headers = { 'tus-resumable': '1.0.0', 'x-forwarded-for': guest }
  const created = await fetch(`${base}/api/sites/${siteId}/photos/uploads`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(bytes.length),
      'upload-metadata': `filetype ${btoa('image/jpeg')}`,
    },
  })
  if (created.status !== 201) return created.status
  const location = `${base}${created.headers.get('location')}`
  let at = 0
  while (at < bytes.length) {
    try {
      const res = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...headers,
          'upload-offset': String(at),
          'content-type': 'application/offset+octet-stream',
        },
        body: bytes.subarray(at, at + CHUNK),
      })
      await res.arrayBuffer()
      if (res.status !== 204) return res.status
      at = Number(res.headers.get('upload-offset'))
    } catch {
      // A dropped connection: ask where the upload stands and go on from there, as the page does.
      counts.retries += 1
      const head = await fetch(location, { method: 'HEAD', headers })
      if (head.status !== 200) return head.status
      at = Number(head.headers.get('upload-offset'))
    }
  }
  return 204
}

/** Milliseconds of sequential public page views until `until` resolves: their median and p95. */
async function pageTimes(url, until) {
  const times = []
  const statuses = {}
  let done = false
  until.then(() => {
    done = true
  })
  while (!done || times.length < 5) {
    const started = performance.now()
    const res = await fetch(url)
    await res.arrayBuffer()
    times.push(performance.now() - started)
    statuses[res.status] = (statuses[res.status] ?? 0) + 1
  }
  times.sort((a, b) => a - b)
  return {
    n: times.length,
    p50: times[Math.floor(times.length / 2)],
    p95: times[Math.floor(times.length * 0.95)],
    statuses,
  }
}

/**
 * The upload case on this checkout's build and, when `baseRoot` names another built checkout, on
 * that one first, with the same photos: camera-like JPEGs of about 4 MB (12 MP, turned by EXIF).
 */
export async function benchPhotos(port = 3096, baseRoot = process.env.BENCH_BASE) {
  const dir = mkdtempSync(join(tmpdir(), 'eventsite-bench-photos-'))
  try {
    const photos = (await makePhotos(dir, 4032, 3024, PER_GUEST)).map((f) => readFileSync(f))
    const runs = []
    if (baseRoot) runs.push({ name: 'base', ...(await uploadRun(port, photos, baseRoot)) })
    runs.push({ name: 'this', ...(await uploadRun(port, photos, process.cwd())) })
    return runs
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function uploadRun(port, photos, root) {
  const mb = photos.reduce((n, b) => n + b.length, 0) / photos.length / 1024 / 1024
  const server = await startServer({
    port,
    root,
    // MALLOC_ARENA_MAX as `npm start` sets it (scripts/start.mjs); BENCH_MALLOC_ARENA_MAX= leaves glibc's default.
    env: {
      PHOTOS_PER_GUEST_PER_HOUR: '1000',
      TRUST_PROXY: 'true',
      MALLOC_ARENA_MAX: process.env.BENCH_MALLOC_ARENA_MAX ?? '2',
    },
  })
  try {
    const headers = { 'content-type': 'application/json' }
    const reg = await fetch(`${server.base}/api/accounts/register/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mail: `bench-photos-${Date.now()}@example.se`, password: 'hemligt123' }),
    })
    const cookie = reg.headers.get('set-cookie')?.split(';')[0] ?? ''
    const created = await fetch(`${server.base}/api/sites/V2`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        site: {
          availableLanguages: [{ languageCode: 'sv' }],
          siteModules: [{ id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Erik' } }],
        },
      }),
    })
    const siteId = (await created.json()).site._id
    const host = `bilder-${Date.now()}.brollopssida.se`
    const out = server.admin('activate-site', '--site', siteId, '--host', host, '--months', '12')
    if (out.status !== 0) throw new Error(out.stderr)
    const pageUrl = `${server.base}/sv?domainHost=${host}`
    // Warmed first, then 5 s of views: the first render is not cached and is no measure of either.
    await pageTimes(pageUrl, Promise.resolve())
    const quiet = await pageTimes(pageUrl, new Promise((resolve) => setTimeout(resolve, 5000)))
    const idleMb = peakRssMb(server.pid)
    counts.retries = 0
    const started = performance.now()
    const sending = Promise.all(
      Array.from({ length: GUESTS }, async (_, g) => {
        const answers = []
        for (const bytes of photos) answers.push(await upload(server.base, siteId, bytes, `10.9.${g}.1`))
        return answers
      }),
    )
    let timer
    const outcome = Promise.race([
      sending,
      new Promise((resolve) => {
        timer = setTimeout(() => resolve(undefined), MAX_SECONDS * 1000)
      }),
    ])
    const busy = await pageTimes(pageUrl, outcome)
    const finished = await outcome
    clearTimeout(timer)
    const answers = finished ? finished.flat() : []
    const seconds = (performance.now() - started) / 1000
    const uploadPeakMb = peakRssMb(server.pid)
    const list = await (
      await fetch(`${server.base}/api/sites/${siteId}/photos`, { headers: { cookie } })
    ).json()
    const result = {
      guests: GUESTS,
      perGuest: PER_GUEST,
      photoMb: mb,
      sent: GUESTS * PER_GUEST,
      accepted: answers.filter((s) => s === 204).length,
      stored: list.photos.length,
      timedOut: !finished,
      retries: counts.retries,
      seconds,
      idleMb,
      uploadPeakMb,
      quiet,
      busy,
    }
    if (!finished) return result
    const zipStarted = performance.now()
    const zip = await (
      await fetch(`${server.base}/api/sites/${siteId}/photos/zips`, { method: 'POST', headers: { cookie } })
    ).json()
    let state = zip
    while (state?.state !== 'ready' && state?.state !== 'failed') {
      await new Promise((r) => setTimeout(r, 250))
      state = (
        await (await fetch(`${server.base}/api/sites/${siteId}/photos`, { headers: { cookie } })).json()
      ).zip
    }
    return {
      ...result,
      zip: {
        state: state.state,
        mb: state.bytes / 1024 / 1024,
        seconds: (performance.now() - zipStarted) / 1000,
      },
      zipPeakMb: peakRssMb(server.pid),
    }
  } finally {
    await server.stop()
  }
}

export function printPhotos(runs) {
  for (const r of runs) printRun(r)
}

function printRun(r) {
  const ms = (n) => `${n.toFixed(0)} ms`
  console.log(
    `\nGuests' photos (${r.name}): ${r.guests} guests at once, ${r.perGuest} photos of ${r.photoMb.toFixed(1)} MB each, by tus`,
  )
  console.log(
    `  stored:   ${r.stored} of ${r.sent} (accepted ${r.accepted}, ${r.retries} dropped connections resumed) in ${r.seconds.toFixed(1)} s (${(r.stored / r.seconds).toFixed(2)} photos/s) ${r.stored === r.sent ? 'OK' : r.timedOut ? `UNFINISHED after ${MAX_SECONDS} s` : 'LOST'}`,
  )
  console.log(
    `  RSS:      idle ${r.idleMb.toFixed(0)} MB, peak while uploading ${r.uploadPeakMb.toFixed(0)} MB (goal < 600 MB) ${r.uploadPeakMb < 600 ? 'OK' : 'OVER'}`,
  )
  console.log(
    `  public page alone:      p50 ${ms(r.quiet.p50)}, p95 ${ms(r.quiet.p95)} (${r.quiet.n} views, answers ${JSON.stringify(r.quiet.statuses)})`,
  )
  console.log(
    `  public page meanwhile:  p50 ${ms(r.busy.p50)}, p95 ${ms(r.busy.p95)} (${r.busy.n} views, answers ${JSON.stringify(r.busy.statuses)})`,
  )
  if (!r.zip) return
  console.log(
    `  zip:      ${r.zip.state}, ${r.zip.mb.toFixed(0)} MB in ${r.zip.seconds.toFixed(1)} s; peak RSS so far ${r.zipPeakMb.toFixed(0)} MB`,
  )
}
