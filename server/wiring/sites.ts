import { LogsService } from '../services/analytics/logs.service.ts'
import { VisitsService } from '../services/analytics/visits.service.ts'
import type { UploadsService } from '../services/media/uploads.service.ts'
import { SitesService } from '../services/sites/sites.service.ts'
import { VersionsService } from '../services/sites/versions.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface SitesServices {
  sites: SitesService
  versions: VersionsService
  visits: VisitsService
  logs: LogsService
}

/** Sites, their versions, visits and client logs; its job prunes old versions. */
export function wireSites(
  { config, work, repos, clock, invalidation }: Wiring,
  uploads: UploadsService,
): Area<SitesServices> {
  const sites = new SitesService(repos.sites, clock, work, uploads, invalidation)
  const versions = new VersionsService(repos.siteVersions, work, clock, uploads, (host) =>
    sites.forgetHost(host),
  )
  return {
    services: {
      sites,
      versions,
      visits: new VisitsService(repos.siteVisits, config.sessionSecret, clock),
      logs: new LogsService(repos.logs, clock),
    },
    jobs: [versions.retentionJob()],
  }
}
