import QRCode from 'qrcode'
import { publicSiteUrl } from '#domain/hosts.ts'
import { AppError } from '../../http/errors.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { HostsService } from '../addresses/hosts.service.ts'

/** Big enough to print on an A4 invitation without blur; guests' phones read it from far away. */
const QR_WIDTH = 1024
const QR_MARGIN = 2

const notSiteHost = (host: string) =>
  new AppError(400, {
    sv: `Adressen ${host} hör inte till den här sidan. En QR-kod kan bara göras för sidans egen adress.`,
    en: `The address ${host} does not belong to this site. A QR code can only be made for the site's own address.`,
    da: `Adressen ${host} hører ikke til denne side. En QR-kode kan kun laves til sidens egen adresse.`,
  })

/**
 * A PNG QR code of the site's public address. Only a host the site is served on is accepted (its
 * subdomain or its proven, connected domain), so the call cannot make QR codes of other addresses.
 */
export async function siteQrPng(
  site: SiteRow,
  host: string,
  landingOrigin: string,
  hosts: Pick<HostsService, 'isOwnHost'>,
): Promise<Buffer> {
  if (!(await hosts.isOwnHost(site, host))) throw notSiteHost(host)
  return QRCode.toBuffer(publicSiteUrl(host, landingOrigin), {
    type: 'png',
    width: QR_WIDTH,
    margin: QR_MARGIN,
    errorCorrectionLevel: 'M',
  })
}

export const qrColorErrors = {
  notHex: (field: string) =>
    new AppError(
      400,
      {
        sv: `${field} måste vara en färg i hexformat, till exempel #1a1a1a.`,
        en: `${field} must be a hex colour, for example #1a1a1a.`,
        da: `${field} skal være en farve i hexformat, for eksempel #1a1a1a.`,
      },
      { [field]: 'hex colour' },
    ),
  lowContrast: (ratio: number, min: number) =>
    new AppError(400, {
      sv: `QR-koden går inte att läsa säkert med de här färgerna: kontrasten är ${ratio}:1 och behöver vara minst ${min}:1. Välj en mörkare färg för koden eller en ljusare bakgrund.`,
      en: `The QR code cannot be read reliably with these colours: the contrast is ${ratio}:1 and must be at least ${min}:1. Choose a darker colour for the code or a lighter background.`,
      da: `QR-koden kan ikke læses sikkert med disse farver: kontrasten er ${ratio}:1 og skal være mindst ${min}:1. Vælg en mørkere farve til koden eller en lysere baggrund.`,
    }),
  inverted: () =>
    new AppError(400, {
      sv: 'QR-koden måste vara mörkare än sin bakgrund, annars kan många mobiler inte läsa den. Byt plats på färgerna.',
      en: 'The QR code must be darker than its background, or many phones cannot read it. Swap the colours.',
      da: 'QR-koden skal være mørkere end sin baggrund, ellers kan mange mobiler ikke læse den. Byt om på farverne.',
    }),
}

/** A QR code of any address, in the card's colours: PNG for the screen, SVG for print (sharp at any size). */
export async function coloredQr(
  text: string,
  colors: { dark: string; light: string },
  format: 'png' | 'svg',
): Promise<Buffer> {
  const options = { margin: QR_MARGIN, errorCorrectionLevel: 'M' as const, color: colors }
  if (format === 'svg') return Buffer.from(await QRCode.toString(text, { ...options, type: 'svg' }))
  return QRCode.toBuffer(text, { ...options, type: 'png', width: QR_WIDTH })
}
