import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>
// A guest's gift password guards little, and one cancel may check several reservations: scrypt at
// a modest cost keeps it unreadable in a dump without making reservations slow.
const OPTIONS = { N: 1 << 14, r: 8, p: 1 }

export async function hashGiftPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(password, salt, 32, OPTIONS)
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyGiftPassword(stored: string, password: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, OPTIONS)
  return timingSafeEqual(expected, actual)
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
