import type { PrintContent } from '#domain/prints/print.ts'
import { qrColors } from './card-style.ts'

/**
 * The QR image of a card address from GET /api/qr/{url or DEMO} (spec 002 section 7), in the
 * card's colours. An empty address shows the sample code.
 */
export function qrImageUrl(url: string, print: Pick<PrintContent, 'colorScheme'>, plain = false): string {
  const target = url.trim() ? encodeURIComponent(url.trim()) : 'DEMO'
  if (plain) return `/api/qr/${target}`
  const { dark, light } = qrColors(print)
  return `/api/qr/${target}?darkColor=${dark}&lightColor=${light}`
}
