import { randomBytes, scryptSync } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { hashGiftPassword, verifyGiftPassword } from './gift-password.ts'

const gzipAsync = promisify(gzip)

describe('gift passwords', () => {
  it('stores the cost with the hash and verifies the right password only', async () => {
    const stored = await hashGiftPassword('tårta')
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(await verifyGiftPassword(stored, 'tårta')).toBe(true)
    expect(await verifyGiftPassword(stored, 'tarta')).toBe(false)
  })

  it('still verifies a hash stored before the cost was stored with it', async () => {
    const salt = randomBytes(16)
    const key = scryptSync('gammalt', salt, 32, { N: 1 << 14, r: 8, p: 1 })
    const stored = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
    expect(await verifyGiftPassword(stored, 'gammalt')).toBe(true)
    expect(await verifyGiftPassword(stored, 'nytt')).toBe(false)
  })

  it('refuses a stored cost it never wrote instead of running it', async () => {
    const salt = randomBytes(16).toString('base64url')
    const key = randomBytes(32).toString('base64url')
    for (const params of ['1048576$8$1', '4096$8$4', '4095$8$1', 'x$8$1']) {
      expect(await verifyGiftPassword(`scrypt$${params}$${salt}$${key}`, 'a')).toBe(false)
    }
  })

  it('leaves the event loop and the shared thread pool free while 20 hashes run', async () => {
    const delay = monitorEventLoopDelay({ resolution: 1 })
    delay.enable()
    // Its first tick only starts the count: a stall before it would go unseen.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const started = performance.now()
    const hashing = Promise.all(Array.from({ length: 20 }, (_, i) => hashGiftPassword(`gäst-${i}`)))
    await new Promise((resolve) => setImmediate(resolve))
    // A page's compression runs on the same libuv pool as crypto.scrypt.
    const gzipStarted = performance.now()
    await gzipAsync(Buffer.alloc(4096, 'a'))
    const gzipMs = performance.now() - gzipStarted
    await hashing
    const totalMs = performance.now() - started
    delay.disable()
    // Unbounded, the compression waited behind nearly all 20 hashes (about 95% of the time).
    expect(gzipMs).toBeLessThan(totalMs / 3)
    // Hashed on the event loop, 20 hashes would hold it for their whole time in one stall; here its
    // longest stall is what a loaded machine's scheduler costs, a fraction of the time.
    expect(delay.max / 1e6).toBeLessThan(totalMs / 2)
  })
})
