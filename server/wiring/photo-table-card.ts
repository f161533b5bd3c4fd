import type { PdfRenderer } from '../prints/pdf.ts'
import type { HostsService } from '../services/addresses/hosts.service.ts'
import { TableCardService } from '../services/photos/table-card.service.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface TableCardServices {
  /** The printed A6 table card with the upload page's QR code (issue 34). */
  tableCard: TableCardService
}

export function wireTableCard(
  { repos, clock, config }: Wiring,
  deps: { sites: SitesService; hosts: HostsService; printPdf: PdfRenderer },
): Area<TableCardServices> {
  return {
    services: {
      tableCard: new TableCardService(
        repos.sites,
        deps.sites,
        deps.hosts,
        deps.printPdf,
        config.sessionSecret,
        clock,
      ),
    },
    jobs: [],
  }
}
