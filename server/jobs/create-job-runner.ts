import type { Config } from '../config.ts'
import { inProcessRunner } from './in-process-runner.ts'
import type { JobLog, JobRunner } from './jobs.ts'
import { pgBossRunner } from './pg-boss-runner.ts'

/** pg-boss when the database is PostgreSQL (several instances may run), in-process on SQLite. */
export function createJobRunner(config: Config, log: JobLog): JobRunner {
  const queue = config.JOBS_QUEUE ?? (config.DATABASE_URL ? 'pg-boss' : 'in-process')
  if (queue === 'pg-boss' && config.DATABASE_URL) {
    return pgBossRunner({ connectionString: config.DATABASE_URL, log })
  }
  return inProcessRunner(log)
}
