import type { JobRunner } from '../jobs/jobs.ts'
import type { PdfRenderer } from '../prints/pdf.ts'
import type { EventsService } from '../services/events/events.service.ts'
import type { HouseholdsService } from '../services/households/households.service.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import type { MembersService } from '../services/members/members.service.ts'
import { RunningOrderService } from '../services/running-order/running-order.service.ts'
import type { SitesService } from '../services/sites/sites.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface RunningOrderServices {
  /** The toastmaster's running order, its print and the speakers' mails (issue 33). */
  runningOrder: RunningOrderService
}

export function wireRunningOrder(
  { repos, clock, config }: Wiring,
  deps: {
    sites: SitesService
    members: MembersService
    mail: MailService
    jobs: JobRunner
    printPdf: PdfRenderer
    households: HouseholdsService
    events: EventsService
  },
): Area<RunningOrderServices> {
  return {
    services: {
      runningOrder: new RunningOrderService(
        repos.runningOrders,
        repos.guestSubmissions,
        repos.sites,
        deps.sites,
        deps.members,
        deps.mail,
        deps.jobs,
        deps.printPdf,
        config.sessionSecret,
        clock,
        async (site) =>
          (await deps.households.list(site)).flatMap(({ row }) =>
            (JSON.parse(row.members) as { name: string }[]).map((m) => m.name).filter(Boolean),
          ),
        async (site) => (await deps.events.list(site)).find((e) => e.start)?.start ?? null,
      ),
    },
    jobs: [],
  }
}
