import type { FastifyBaseLogger } from 'fastify'

/** A job that is run again and again; it must be idempotent, so a repeat or a second instance does no harm. */
export interface RecurringJob {
  name: string
  everyMs: number
  run(now: Date): Promise<void>
}

/** The jobs interface: what runs later or again. pg-boss on PostgreSQL comes with issue 17. */
export interface JobRunner {
  schedule(job: RecurringJob): void
  stop(): void
}

/**
 * The in-process runner: each job runs at once and then every `everyMs`, never twice at a time in
 * this process; a failure is logged and the next round tries again. Idempotence across instances
 * is the job's own (a row per thing done).
 */
export function intervalRunner(log: FastifyBaseLogger, clock: () => Date = () => new Date()): JobRunner {
  const timers: NodeJS.Timeout[] = []
  return {
    schedule(job) {
      let running = false
      const tick = async () => {
        if (running) return
        running = true
        try {
          await job.run(clock())
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed')
        } finally {
          running = false
        }
      }
      void tick()
      const timer = setInterval(() => void tick(), job.everyMs)
      timer.unref()
      timers.push(timer)
    },
    stop() {
      for (const timer of timers.splice(0)) clearInterval(timer)
    },
  }
}
