import { createHash, randomFillSync } from 'node:crypto'

const POOL_BYTES = 4096
let pool = Buffer.alloc(0)
let used = 0

/**
 * `size` random bytes (the system's CSPRNG) from a pool filled 4 KB at a time, as randomUUID does:
 * a randomBytes call per id was the largest cost of an RSVP's own code under load. Each fill is a
 * new buffer, so bytes handed out are never overwritten.
 */
export function randomPooled(size: number): Buffer {
  if (size > POOL_BYTES) return randomFillSync(Buffer.alloc(size))
  if (used + size > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES))
    used = 0
  }
  used += size
  return pool.subarray(used - size, used)
}

/** 24 hex characters, the shape of the ids the original client expects. */
export function newId(): string {
  return randomPooled(12).toString('hex')
}

export function newToken(): string {
  return randomPooled(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export type Clock = () => Date
export const systemClock: Clock = () => new Date()
