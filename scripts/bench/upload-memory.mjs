// Peak resident memory of the server under 16 uploads of 100 MP images at once: the same built
// server run twice side by side, once with the image queue opened wide (one slot per upload, as
// before the queue) and once as shipped (one slot per CPU, at most 4).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 16)
/** The built server (npm run build); another build can be named to compare. */
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.js'
const SIDE = 10_000 // 10 000 x 10 000 = 100 MP, the owners' limit

/**
 * A 100 MP JPEG that is small on the wire (a soft gradient, so under the 20 MB upload limit) but
 * decodes to the full 100 MP like a camera picture would.
 */
async function largeJpeg(seed) {
  const small = Buffer.alloc(64 * 64 * 3)
  for (let i = 0; i < small.length; i++) small[i] = (i * 7 + seed * 31) % 256
  return sharp(small, { raw: { width: 64, height: 64, channels: 3 } })
    .resize(SIDE, SIDE, { kernel: 'linear' })
    .jpeg({ quality: 70 })
    .toBuffer()
}

/** The peak resident set of a process so far, from the kernel (VmHWM), in MB. */
function peakRssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'))
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024
}

async function startServer(port, extraEnv) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-bench-memory-'))
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'm'.repeat(40),
      SEED_DEMO_SITES: 'false',
      // Production refuses to start without the seller (server/config.ts).
      SELLER_NAME: 'Benchbolaget AB',
      SELLER_ORG_NUMBER: '559123-4567',
      SELLER_VAT_NUMBER: 'SE559123456701',
      SELLER_ADDRESS: 'Provgatan 2, 411 01 Göteborg',
      SELLER_MAIL: 'kontakt@example.se',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    try {
      await fetch(`${base}/api/rsvps/post-key`)
      break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function ownerSite(base) {
  const headers = { 'content-type': 'application/json', origin: base }
  const reg = await fetch(`${base}/api/accounts/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mail: `bench-memory-${Date.now()}@example.se`, password: 'hemligt123' }),
  })
  const cookie = reg.headers.get('set-cookie')?.split(';')[0] ?? ''
  const created = await fetch(`${base}/api/sites/V2`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ site: { availableLanguages: [{ languageCode: 'sv' }], siteModules: [] } }),
  })
  if (!created.ok) throw new Error(`create site: ${created.status} ${await created.text()}`)
  return { cookie, siteId: (await created.json()).site._id }
}

async function run(label, port, extraEnv, images) {
  const server = await startServer(port, extraEnv)
  try {
    const { cookie, siteId } = await ownerSite(server.base)
    const idle = peakRssMb(server.pid)
    const started = performance.now()
    const answers = await Promise.all(
      images.map(async (bytes) => {
        const form = new FormData()
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'large.jpg')
        const res = await fetch(`${server.base}/api/sites/${siteId}/upload-image`, {
          method: 'POST',
          headers: { cookie, origin: server.base },
          body: form,
        })
        await res.arrayBuffer()
        return res.status
      }),
    )
    return {
      label,
      idleMb: idle,
      peakMb: peakRssMb(server.pid),
      seconds: (performance.now() - started) / 1000,
      answered: answers.reduce((m, s) => m.set(s, (m.get(s) ?? 0) + 1), new Map()),
    }
  } finally {
    await server.stop()
  }
}

export async function benchUploadMemory(port = 3099) {
  const images = []
  for (let i = 0; i < UPLOADS; i++) images.push(await largeJpeg(i))
  const mb = images.reduce((n, b) => n + b.length, 0) / UPLOADS / 1024 / 1024
  const before = await run(
    'queue opened wide (before)',
    port,
    { IMAGE_PROCESSING_CONCURRENCY: String(UPLOADS) },
    images,
  )
  const after = await run('as shipped (after)', port, {}, images)
  return {
    uploads: UPLOADS,
    megapixels: (SIDE * SIDE) / 1e6,
    jpegMb: mb,
    cpus: availableParallelism(),
    before,
    after,
  }
}

function print(r) {
  console.log(
    `${r.uploads} concurrent uploads of ${r.megapixels} MP JPEGs (${r.jpegMb.toFixed(1)} MB each), ${r.cpus} CPUs`,
  )
  for (const x of [r.before, r.after]) {
    const statuses = [...x.answered].map(([s, n]) => `${n}x ${s}`).join(', ')
    console.log(
      `  ${x.label.padEnd(28)} peak RSS ${x.peakMb.toFixed(0).padStart(6)} MB (idle ${x.idleMb.toFixed(0)} MB), all done in ${x.seconds.toFixed(1)} s, answers: ${statuses}`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  print(await benchUploadMemory())
}

export { print as printUploadMemory }
