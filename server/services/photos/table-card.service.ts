import QRCode from 'qrcode'
import { headerOf } from '#domain/modules/header.ts'
import { PHOTO_PAGES } from '#domain/photos/photo-links.ts'
import { type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { AppError } from '../../http/errors.ts'
import { pagePass, pagePassOpens } from '../../policies/page-pass.ts'
import type { PdfRenderer } from '../../prints/pdf.ts'
import { renderTableCardDocument } from '../../prints/photo-table-card.ts'
import type { SiteRow, SitesRepository } from '../../repositories/sites.repository.ts'
import type { HostsService } from '../addresses/hosts.service.ts'
import type { Clock } from '../ids.ts'
import type { SitesService } from '../sites/sites.service.ts'

const scope = (siteId: string, uploadUrl: string) => `photo-table-card:${siteId}:${uploadUrl}`

export const tableCardErrors = {
  noAddress: () =>
    new AppError(409, {
      sv: 'Sidan behöver en adress innan bordskortet kan skrivas ut: QR-koden leder dit.',
      en: 'The site needs an address before the table card can be printed: the QR code leads there.',
      da: 'Siden skal have en adresse, før bordkortet kan printes: QR-koden fører dertil.',
    }),
}

/**
 * The printed A6 table card with the upload page's QR code (issue 34), made the way the running
 * order's PDF is: Chromium prints a page of this server, opened by a short-lived signed pass.
 */
export class TableCardService {
  constructor(
    private readonly sitesRepo: Pick<SitesRepository, 'findById'>,
    private readonly sites: Pick<SitesService, 'content'>,
    private readonly hosts: Pick<HostsService, 'mainUrl'>,
    private readonly pdf: PdfRenderer,
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  /**
   * The upload page on the site's main address, in the site's first language: the address its
   * guests are sent to everywhere else. `landingOrigin` reaches local sites in development.
   */
  async uploadUrl(site: SiteRow, landingOrigin: string): Promise<string> {
    const main = await this.hosts.mainUrl(site, landingOrigin)
    if (!main) throw tableCardErrors.noAddress()
    const url = new URL(main)
    url.pathname = `/${encodeURIComponent(this.siteLanguage(site))}/${PHOTO_PAGES.upload}`
    return url.href
  }

  async pdfOf(site: SiteRow, landingOrigin: string): Promise<Buffer> {
    const uploadUrl = await this.uploadUrl(site, landingOrigin)
    const pass = pagePass(scope(site.id, uploadUrl), this.clock(), this.secret)
    return this.pdf.renderPath(
      `/photo-table-card-print/${encodeURIComponent(site.id)}/${pass}?url=${encodeURIComponent(uploadUrl)}`,
    )
  }

  /** The print page's HTML, for the renderer's browser with a valid pass; undefined otherwise. */
  async printPage(siteId: string, pass: string, uploadUrl: string): Promise<string | undefined> {
    if (!pagePassOpens(scope(siteId, uploadUrl), pass, this.clock(), this.secret)) return undefined
    const site = await this.sitesRepo.findById(siteId)
    if (!site) return undefined
    const siteLanguage = this.siteLanguage(site)
    const language: InterfaceLanguage = isInterfaceLanguage(siteLanguage) ? siteLanguage : 'en'
    const names =
      lookupText(headerOf(this.sites.content(site).siteModules)?.title, siteLanguage).trim() ||
      (site.host ?? '')
    const qrSvg = await QRCode.toString(uploadUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' })
    return renderTableCardDocument({ names, uploadUrl, qrSvg, language })
  }

  private siteLanguage(site: SiteRow): string {
    return this.sites.content(site).availableLanguages[0]?.languageCode ?? 'sv'
  }
}
