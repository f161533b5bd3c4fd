import PgBoss from 'pg-boss'
import {
  DEFAULT_RETRY,
  type JobHandler,
  type JobLog,
  type JobRunner,
  type QueueStats,
  type RecurringJob,
  type RetryPolicy,
} from './jobs.ts'

export interface PgBossRunnerOptions {
  connectionString: string
  log: JobLog
  /** The PostgreSQL schema pg-boss keeps its tables in. */
  schema?: string
  /** A job still active this long after it was taken is taken as lost with its instance and retried. */
  expireInSeconds?: number
  /** How often an instance looks for expired jobs (only one instance does it per interval). */
  maintenanceIntervalSeconds?: number
  pollingIntervalSeconds?: number
  clock?: () => Date
}

/** Recurring jobs are sent at least this often so a new period starts soon after it begins. */
const RECURRING_TICK_MS = 30_000
/** Completed jobs stay this long, and with them the dedup of a recurring job's period. */
const ARCHIVE_SECONDS = 24 * 60 * 60

/**
 * The runner of several instances (PostgreSQL): jobs are rows in pg-boss's tables, taken with
 * SKIP LOCKED by one instance at a time. A job whose instance died (still active after
 * expireInSeconds) is retried by another. A recurring job is one row per period (a singleton key
 * and period), so however many instances send it, it runs once per period.
 */
export function pgBossRunner(options: PgBossRunnerOptions): JobRunner {
  const { log } = options
  const clock = options.clock ?? (() => new Date())
  const expireInSeconds = options.expireInSeconds ?? 15 * 60
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema ?? 'pgboss',
    max: 4,
    application_name: 'eventsite-jobs',
    expireInSeconds,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    archiveCompletedAfterSeconds: ARCHIVE_SECONDS,
    // Cron scheduling is not used: recurring jobs are throttled sends (below).
    schedule: false,
  })
  boss.on('error', (err) => log.error({ err }, 'job queue error'))

  const recurring = new Map<string, RecurringJob>()
  const handlers = new Map<string, { handler: JobHandler<object>; retry: RetryPolicy }>()
  const failures = new Map<string, number>()
  const timers = new Set<NodeJS.Timeout>()
  let started: Promise<void> | undefined
  let stopping = false

  const failed = (queue: string, err: unknown) => {
    failures.set(queue, (failures.get(queue) ?? 0) + 1)
    log.warn({ err, job: queue }, 'job failed')
  }

  const recurringQueue = (job: RecurringJob) => `recurring-${job.name}`

  // Instances starting together create the same queues at once; pg-boss's create_queue can then
  // deadlock or meet the other's table. Whoever loses finds the queue there, or tries again.
  const ensureQueue = async (name: string, options: PgBoss.Queue) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await boss.createQueue(name, options)
        return
      } catch (err) {
        if (await boss.getQueue(name).catch(() => null)) return
        if (attempt >= 8) throw err
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt))
      }
    }
  }

  const startRecurring = async (job: RecurringJob) => {
    const queue = recurringQueue(job)
    await ensureQueue(queue, {
      name: queue,
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds,
    })
    await boss.work(queue, { pollingIntervalSeconds }, async () => {
      try {
        await job.run(clock())
      } catch (err) {
        failed(queue, err)
        throw err
      }
    })
    const period = Math.max(1, Math.min(ARCHIVE_SECONDS, Math.floor(job.everyMs / 1000)))
    const send = async () => {
      if (stopping) return
      await boss
        .sendThrottled(queue, {}, {}, period, job.name)
        .catch((err: unknown) => log.error({ err, job: queue }, 'could not queue a recurring job'))
    }
    // The first send is done when start() resolves, so a started instance has had its say.
    await send()
    const timer = setInterval(send, Math.min(job.everyMs, RECURRING_TICK_MS))
    timer.unref()
    timers.add(timer)
  }

  const startHandler = async (name: string, handler: JobHandler<object>, retry: RetryPolicy) => {
    await ensureQueue(name, {
      name,
      retryLimit: retry.retryLimit,
      retryDelay: retry.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds,
    })
    await boss.work<object>(name, { pollingIntervalSeconds }, async ([job]) => {
      if (!job) return
      try {
        await handler(job.data)
      } catch (err) {
        failed(name, err)
        throw err
      }
    })
  }

  const whenStarted = (what: () => Promise<void>) => {
    if (!started) return
    started.then(what).catch((err: unknown) => log.error({ err }, 'could not start a job worker'))
  }

  return {
    kind: 'pg-boss',
    schedule(job) {
      recurring.set(job.name, job)
      whenStarted(() => startRecurring(job))
    },
    handle(name, handler, retry) {
      const policy = { ...DEFAULT_RETRY, ...retry }
      handlers.set(name, { handler: handler as JobHandler<object>, retry: policy })
      whenStarted(() => startHandler(name, handler as JobHandler<object>, policy))
    },
    async enqueue(name, payload) {
      if (!started) throw new Error(`job ${name} refused: the job runner is not started`)
      await started
      await boss.send(name, payload)
    },
    start() {
      started ??= (async () => {
        await boss.start()
        for (const [name, { handler, retry }] of handlers) await startHandler(name, handler, retry)
        for (const job of recurring.values()) await startRecurring(job)
      })()
      return started
    },
    async stop(timeoutMs = 10_000) {
      stopping = true
      for (const timer of timers) clearInterval(timer)
      timers.clear()
      if (!started) return
      await started.catch(() => {})
      // Graceful: no new jobs are taken, running ones may finish; what is still running after the
      // timeout is failed and so retried by another instance.
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(1000, timeoutMs) })
    },
    async stats(): Promise<QueueStats[]> {
      const names = [...handlers.keys(), ...[...recurring.values()].map(recurringQueue)]
      if (!started) return names.map((name) => ({ name, waiting: 0, failures: failures.get(name) ?? 0 }))
      return Promise.all(
        names.map(async (name) => ({
          name,
          waiting: (await boss.getQueueSize(name)) ?? 0,
          failures: failures.get(name) ?? 0,
        })),
      )
    },
  }
}
