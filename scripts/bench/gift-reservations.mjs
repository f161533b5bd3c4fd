// 100 gift reservations at once on one site (issue 29, item 6), on the built server with SQLite:
// how long each reservation takes, and how long a guest page of another site takes meanwhile. Each
// reservation hashes its password; a page is compressed on the libuv pool that crypto.scrypt uses.
import { scryptSync } from 'node:crypto'
import { request } from 'node:http'
import { publishedSite, send } from './gift-cancel.mjs'
import { startServer } from './server-process.mjs'

const AT_ONCE = Number(process.env.BENCH_RESERVATIONS ?? 100)

const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** A GET by a site's host, as a browser asks (compressed): its time to the last byte, and its body. */
function get(server, host, path, acceptEncoding = 'br, gzip') {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.base}${path}`,
      { headers: { host: `${host}:${new URL(server.base).port}`, 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ ms: performance.now() - started, body: Buffer.concat(chunks) })
            : reject(new Error(`${path} answered ${res.statusCode}`)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function register(server) {
  const reg = await send(server, 'POST', '/api/accounts/register/', {
    mail: `reservations-${Date.now()}@example.se`,
    password: 'hemligt123',
  })
  return reg.headers.get('set-cookie')?.split(';')[0] ?? ''
}

/**
 * The CPU time of one hash at the parameters server/services/guests/gift-password.ts uses now (N 2^12)
 * and used before (N 2^14), both r 8: unlike a wall-clock figure, hardly moved by other work on
 * the machine.
 */
export function hashCpuMs() {
  const cpuMs = (N) => {
    const before = process.cpuUsage()
    for (let i = 0; i < 10; i++) scryptSync(`gäst-${i}`, 'saltsaltsaltsalt', 32, { N, r: 8, p: 1 })
    const used = process.cpuUsage(before)
    return (used.user + used.system) / 1000 / 10
  }
  return { now: cpuMs(1 << 12), before: cpuMs(1 << 14) }
}

/** One run on the build at `root` (this checkout when undefined). */
export async function benchGiftReservations(port, root) {
  const server = await startServer({ port, root })
  try {
    const cookie = await register(server)
    const busy = await publishedSite(server, cookie, 'bench-reserve.brollopssida.se')
    // The page a guest of another site opens meanwhile: a real one, with its own gift list.
    await publishedSite(server, cookie, 'bench-guest.brollopssida.se')
    const guestHost = 'bench-guest.brollopssida.localhost'
    const reserve = async (password) => {
      const res = await send(server, 'PUT', `/api/gift-registry/${busy}/gifts/glas/v2`, {
        quantity: 1,
        password,
      })
      await res.arrayBuffer()
      return res
    }
    // A visit: the page (rendered once and kept), then its script, read from disk and compressed
    // as it goes out, both on the libuv pool that crypto.scrypt uses.
    const html = (await get(server, guestHost, '/sv', 'identity')).body.toString()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    if (!script) throw new Error('the guest page loads no script')
    const visitMs = async () =>
      (await get(server, guestHost, '/sv')).ms + (await get(server, guestHost, script)).ms
    for (let i = 0; i < 5; i++) await visitMs()
    const quiet = []
    for (let i = 0; i < 10; i++) quiet.push(await visitMs())

    // One reservation at a time first: what a guest waits when nobody else reserves.
    const alone = []
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now()
      const res = await reserve(`ensam-${i}`)
      if (!res.ok) throw new Error(`a reservation answered ${res.status}`)
      alone.push(performance.now() - t0)
    }

    const cpuBefore = server.cpuSeconds()
    const started = performance.now()
    let done = false
    const reservations = Promise.all(
      Array.from({ length: AT_ONCE }, async (_, i) => {
        const res = await reserve(`gäst-${i}`)
        if (!res.ok) throw new Error(`a reservation answered ${res.status}`)
        return performance.now() - started
      }),
    ).finally(() => {
      done = true
    })
    const meanwhile = []
    while (!done) meanwhile.push(await visitMs())
    const answered = await reservations
    const cpuAfter = server.cpuSeconds()
    return {
      aloneMs: percentile(alone, 50),
      cpuMsPerReservation:
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : ((cpuAfter - cpuBefore) * 1000) / AT_ONCE,
      reservations: AT_ONCE,
      allMs: performance.now() - started,
      p50: percentile(answered, 50),
      p99: percentile(answered, 99),
      quietPageMs: percentile(quiet, 50),
      pages: meanwhile.length,
      pageMedianMs: percentile(meanwhile, 50),
      pageMaxMs: Math.max(...meanwhile),
    }
  } finally {
    await server.stop()
  }
}
