import {
  DEFAULT_RETRY,
  type JobHandler,
  type JobLog,
  type JobRunner,
  type QueueStats,
  type RetryPolicy,
  retryDelayMs,
} from './jobs.ts'

interface Registered {
  handler: JobHandler<object>
  retry: RetryPolicy
  failures: number
  waiting: number
}

/**
 * The runner of one machine (SQLite): each recurring job runs at once and then every `everyMs`,
 * never twice at a time; one-off jobs run at once and are retried with backoff. Nothing is kept
 * across a restart, so durable work keeps its own rows (the mail outbox) that a recurring job
 * picks up again.
 */
export function inProcessRunner(log: JobLog, clock: () => Date = () => new Date()): JobRunner {
  const timers = new Set<NodeJS.Timeout>()
  const running = new Set<Promise<void>>()
  const handlers = new Map<string, Registered>()
  const recurringFailures = new Map<string, number>()
  let stopped = false

  const track = (work: Promise<void>) => {
    running.add(work)
    void work.finally(() => running.delete(work))
  }

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      fn()
    }, ms)
    timer.unref()
    timers.add(timer)
  }

  const attempt = (name: string, reg: Registered, payload: object, tryNumber: number) => {
    if (stopped) return
    track(
      reg.handler(payload).then(
        () => {
          reg.waiting -= 1
        },
        (err: unknown) => {
          reg.failures += 1
          if (tryNumber > reg.retry.retryLimit || stopped) {
            reg.waiting -= 1
            log.error({ err, job: name, tries: tryNumber }, 'job failed, not retried')
            return
          }
          const wait = retryDelayMs(reg.retry, tryNumber)
          log.warn({ err, job: name, retryInMs: wait }, 'job failed, retried later')
          later(wait, () => attempt(name, reg, payload, tryNumber + 1))
        },
      ),
    )
  }

  return {
    kind: 'in-process',
    schedule(job) {
      recurringFailures.set(job.name, recurringFailures.get(job.name) ?? 0)
      let busy = false
      const tick = () => {
        if (busy || stopped) return
        busy = true
        const work = job
          .run(clock())
          .catch((err: unknown) => {
            recurringFailures.set(job.name, (recurringFailures.get(job.name) ?? 0) + 1)
            log.error({ err, job: job.name }, 'job failed')
          })
          .finally(() => {
            busy = false
          })
        track(work)
      }
      tick()
      const timer = setInterval(tick, job.everyMs)
      timer.unref()
      timers.add(timer)
    },
    handle(name, handler, retry) {
      handlers.set(name, {
        handler: handler as JobHandler<object>,
        retry: { ...DEFAULT_RETRY, ...retry },
        failures: 0,
        waiting: 0,
      })
    },
    async enqueue(name, payload) {
      const reg = handlers.get(name)
      if (!reg) throw new Error(`no handler for job ${name}`)
      if (stopped) throw new Error(`job ${name} refused: the runner is stopping`)
      reg.waiting += 1
      attempt(name, reg, payload, 1)
    },
    async start() {},
    async stop(timeoutMs = 10_000) {
      stopped = true
      for (const timer of timers) {
        clearInterval(timer)
        clearTimeout(timer)
      }
      timers.clear()
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([
        Promise.allSettled([...running]),
        new Promise((resolve) => {
          timeout = setTimeout(resolve, timeoutMs)
        }),
      ])
      clearTimeout(timeout)
    },
    async stats(): Promise<QueueStats[]> {
      return [
        ...[...handlers].map(([name, reg]) => ({ name, waiting: reg.waiting, failures: reg.failures })),
        ...[...recurringFailures].map(([name, failures]) => ({ name, waiting: 0, failures })),
      ]
    },
  }
}
