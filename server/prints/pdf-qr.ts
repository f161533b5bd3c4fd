import QRCode from 'qrcode'
import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { hslaContrast } from '#domain/design/contrast.ts'
import { hslaToHex } from '#domain/design/hex-hsl.ts'
import { qrUrlForHost } from '#domain/prints/defaults.ts'
import type { Print } from '#domain/prints/print.ts'

/** Below this the card's colours may not scan; the printed code is then black on white. */
const MIN_QR_CONTRAST = 3

/**
 * The printed QR codes of a card as SVG data URIs: vector, so they stay sharp at any print
 * resolution. A QR without an address (the owner ordered past the warning) leads to the site, or
 * to the brand's demo site when the site has no address (spec 002 section 9: the default host).
 */
export async function printQrSources(
  print: Pick<Print, 'content' | 'colorScheme'>,
  site: { host: string | null; brand: string; market: string },
): Promise<(url: string) => string> {
  const { background, onBackground } = print.colorScheme
  const readable = hslaContrast(onBackground, background) >= MIN_QR_CONTRAST
  const color = readable
    ? { dark: `${hslaToHex(onBackground)}ff`, light: `${hslaToHex(background)}ff` }
    : { dark: '#000000ff', light: '#ffffffff' }
  const fallback = qrUrlForHost(
    site.host ?? brandInfo(parseBrand(site.brand), parseMarket(site.market)).demoHost,
  )
  const sources = new Map<string, string>()
  for (const item of print.content) {
    if (item.contentType !== 'qr' || sources.has(item.properties.url)) continue
    const target = item.properties.url.trim() || fallback
    const svg = await QRCode.toString(target, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color })
    sources.set(item.properties.url, `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)
  }
  return (url) => sources.get(url) ?? ''
}
