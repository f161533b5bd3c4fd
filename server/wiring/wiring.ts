import type { FastifyBaseLogger } from 'fastify'
import type { Invalidation } from '../cache/invalidation.ts'
import type { Config } from '../config.ts'
import type { ServiceOptions } from '../container.ts'
import type { RecurringJob } from '../jobs/jobs.ts'
import type { Repositories } from '../repositories/repositories.ts'
import type { UnitOfWork } from '../repositories/unit-of-work.ts'
import type { Clock } from '../services/ids.ts'

/** What every area's wiring is given: the configuration, the one unit of work and the app's clock. */
export interface Wiring {
  config: Config
  work: UnitOfWork
  /** The unit of work's repositories on the database itself, for work of one statement. */
  repos: Repositories
  clock: Clock
  log: FastifyBaseLogger
  invalidation: Invalidation
  options: ServiceOptions
}

/** One area wired: its services (named as `Services` names them) and its recurring jobs. */
export interface Area<S> {
  services: S
  jobs: RecurringJob[]
}
