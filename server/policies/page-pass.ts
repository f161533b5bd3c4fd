import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a print page's pass lets the PDF renderer in. */
const VALID_MS = 5 * 60_000

const sign = (scope: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`${scope}:${expires}`).digest('base64url')

/**
 * The pass the PDF renderer's browser shows on a print page of the owner's (a running order, a
 * table card): signed for one `scope` (the page and what it shows) and a few minutes, so the page
 * is never open to anyone without the owner's session.
 */
export function pagePass(scope: string, now: Date, secret: string): string {
  const expires = now.getTime() + VALID_MS
  return `${expires}.${sign(scope, expires, secret)}`
}

export function pagePassOpens(scope: string, pass: string, now: Date, secret: string): boolean {
  const [expiresText = '', signature = ''] = pass.split('.')
  const expires = Number(expiresText)
  if (!Number.isSafeInteger(expires) || expires < now.getTime()) return false
  const expected = Buffer.from(sign(scope, expires, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
