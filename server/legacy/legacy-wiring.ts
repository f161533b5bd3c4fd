import type { Services } from '../container.ts'
import type { Db } from '../db/database.ts'
import { createUnitOfWork } from '../repositories/unit-of-work.ts'
import { type Clock, systemClock } from '../services/ids.ts'
import { LegacyService } from './legacy.service.ts'

/** The legacy service on the app's database, built beside the other services (app.ts, admin.ts). */
export function createLegacyService(db: Db, services: Services, clock: Clock = systemClock): LegacyService {
  const repos = createUnitOfWork(db).repositories
  return new LegacyService({
    repo: repos.legacy,
    accounts: repos.accounts,
    sitesRepo: repos.sites,
    sites: services.sites,
    submissions: repos.guestSubmissions,
    guestForms: services.guestForms,
    maps: services.maps,
    clock,
  })
}
