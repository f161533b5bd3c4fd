import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a running order's print link lets the PDF renderer in. */
const VALID_MS = 5 * 60_000

const sign = (siteId: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`running-order:${siteId}:${expires}`).digest('base64url')

/**
 * The pass the PDF renderer's browser shows on a running order's print page (issue 33): signed for
 * one site and a few minutes, so the page is never open to anyone without the owner's session.
 */
export function runningOrderPass(siteId: string, now: Date, secret: string): string {
  const expires = now.getTime() + VALID_MS
  return `${expires}.${sign(siteId, expires, secret)}`
}

export function runningOrderPassOpens(siteId: string, pass: string, now: Date, secret: string): boolean {
  const [expiresText = '', signature = ''] = pass.split('.')
  const expires = Number(expiresText)
  if (!Number.isSafeInteger(expires) || expires < now.getTime()) return false
  const expected = Buffer.from(sign(siteId, expires, secret))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
