import QRCode from 'qrcode'
import { publicSiteUrl } from '#domain/hosts.ts'
import { AppError } from '../http/errors.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'

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
 * A PNG QR code of the site's public address. Only the site's own host is accepted (a custom
 * domain is stored as that host), so the call cannot make QR codes of other addresses.
 */
export async function siteQrPng(site: SiteRow, host: string, landingOrigin: string): Promise<Buffer> {
  if (!site.host || site.host !== host) throw notSiteHost(host)
  return QRCode.toBuffer(publicSiteUrl(host, landingOrigin), {
    type: 'png',
    width: QR_WIDTH,
    margin: QR_MARGIN,
    errorCorrectionLevel: 'M',
  })
}
