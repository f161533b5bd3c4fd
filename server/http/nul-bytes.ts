import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.ts'

const nulRefused = () =>
  new AppError(400, {
    sv: 'Förfrågan innehåller ett otillåtet tecken (NUL).',
    en: 'The request contains a character that is not allowed (NUL).',
    da: 'Forespørgslen indeholder et tegn, der ikke er tilladt (NUL).',
  })

/** %00 in any case: what decodes to a NUL byte in a path or a query. */
const ENCODED_NUL = /%00/i

/**
 * Whether a parsed body holds a NUL in a string. Bytes (a tus piece of a photo) are never walked:
 * `Object.entries` of a 512 KB Buffer makes half a million pairs, which took seconds and tens of
 * MB per request when 20 guests sent photos at once.
 */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 64 || value === null || typeof value !== 'object') return false
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return false
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1))
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1))
}

/**
 * PostgreSQL cannot store a NUL byte in text and answers such a query with an error, which would
 * reach the guest as a 500. No field of ours means anything with one, so a request carrying it in
 * its path, query or JSON body is refused up front with a 400, on both databases alike.
 */
export function refuseNulBytes(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const url = request.raw.url ?? ''
    if (ENCODED_NUL.test(url) || url.includes('\u0000')) throw nulRefused()
  })
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) throw nulRefused()
  })
}
