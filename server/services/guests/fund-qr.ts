import QRCode from 'qrcode'
import { fundMessage, swishLink } from '#domain/modules/gift-registry-fund.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { FundOf } from './gift-pledges.service.ts'

/**
 * The link a fund's Swish QR code holds: the prefilled payment with no amount (the guest chooses
 * it in the app), the fund's message, marked as met in a QR code. Undefined for a fund without a
 * Swish number (MobilePay publishes no such link for private numbers).
 */
export function fundQrLink({ item, fund }: FundOf, language: string): string | undefined {
  if (fund.provider !== 'swish' || !fund.number.trim()) return undefined
  return swishLink({
    number: fund.number,
    message: fundMessage(fund, lookupText(item.title, language)),
    source: 'qr',
  })
}

/** The QR code as SVG: sharp on any screen at any size, a few kilobytes. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
}
