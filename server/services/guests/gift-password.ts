import { createHmac, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

/**
 * A guest's gift password guards little (a reservation to cancel), so its hash only has to keep
 * it unreadable in a dump, not resist a determined offline attack: N 2^12, r 8 (4 MB) takes 9 ms
 * of CPU on the 2-core machine of issue 29, where the 2^14 of before took 38 ms and 16 MB
 * (`npm run bench gift-reservations`).
 */
const CURRENT = { N: 1 << 12, r: 8, p: 1 }
/** What every hash stored before the parameters were stored with it (`scrypt$salt$hash`) used. */
const FORMER = { N: 1 << 14, r: 8, p: 1 }

/**
 * How many hashes run at once. crypto.scrypt already runs off the event loop, on libuv's pool of 4
 * threads, but that pool is shared with zlib (every page's compression) and fs (assets): 100
 * reservations at once queued 100 hashes in it, and every page waited behind them for seconds.
 * Bounded to one thread fewer than the cores (one on a 2-core machine), hashing leaves the other
 * pool threads to pages and a core to the event loop. A worker_threads pool would isolate it no
 * better (scrypt is native work on another thread either way) and would add a second V8 heap, a
 * separate build entry and message passing; the bound is all that was missing.
 */
const AT_ONCE = Math.max(1, availableParallelism() - 1)
let running = 0
const waiting: (() => void)[] = []

async function hash(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  // A finished hash hands its place to the longest waiting one: first come, first hashed.
  if (running < AT_ONCE) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password, salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
    )
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

const b64 = (b: Buffer) => b.toString('base64url')

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so a later change of cost still verifies. */
export async function hashGiftPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await hash(password, salt, 32, CURRENT)
  return `scrypt$${CURRENT.N}$${CURRENT.r}$${CURRENT.p}$${b64(salt)}$${b64(key)}`
}

export async function verifyGiftPassword(stored: string, password: string): Promise<boolean> {
  const parsed = parseStored(stored)
  if (!parsed) return false
  const expected = Buffer.from(parsed.key, 'base64url')
  const actual = await hash(password, Buffer.from(parsed.salt, 'base64url'), expected.length, parsed.options)
  return timingSafeEqual(expected, actual)
}

/** N times r of the former cost (16 MB): a dearer hash is none this code wrote, refused instead of run. */
const MAX_COST = FORMER.N * FORMER.r

function parseStored(stored: string) {
  const parts = stored.split('$')
  if (parts[0] !== 'scrypt') return undefined
  if (parts.length === 3) {
    const [, salt, key] = parts
    return salt && key ? { options: FORMER, salt, key } : undefined
  }
  if (parts.length !== 6) return undefined
  const [, n, r, p, salt, key] = parts
  const options = { N: Number(n), r: Number(r), p: Number(p) }
  const powerOfTwo = Number.isInteger(options.N) && options.N > 1 && (options.N & (options.N - 1)) === 0
  const sane =
    powerOfTwo && Number.isInteger(options.r) && options.r >= 1 && options.N * options.r <= MAX_COST
  if (!sane || options.p !== 1 || !salt || !key) return undefined
  return { options, salt, key }
}

/**
 * A short keyed digest of the password (16 bits of an HMAC with the server secret), stored beside
 * the hash so a cancel finds its candidate rows by an index instead of running scrypt over every
 * reservation of the item. 16 bits narrow a guess too little to matter in a dump, while a wrong
 * password matches about one row in 65 536, so it costs next to nothing.
 */
export function giftPasswordLookup(secret: string, siteId: string, itemId: string, password: string): string {
  return createHmac('sha256', secret)
    .update(`gift-password:${siteId}:${itemId}:${password}`)
    .digest('hex')
    .slice(0, 4)
}
