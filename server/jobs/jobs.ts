/** A job that is run again and again; it must be idempotent, so a repeat or a second instance does no harm. */
export interface RecurringJob {
  name: string
  everyMs: number
  run(now: Date): Promise<void>
}

/** How a one-off job of a name is retried when its handler throws (or its instance dies). */
export interface RetryPolicy {
  /** Tries after the first; 0 never retries. */
  retryLimit: number
  /** The first retry waits this long; each later one twice as long as the one before. */
  retryDelaySeconds: number
}

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 10 }

export type JobHandler<P> = (payload: P) => Promise<void>

/** Queue depth and failures of one kind of job, for /metrics. */
export interface QueueStats {
  name: string
  /** Waiting to run (created or waiting for a retry). */
  waiting: number
  /** Handler failures in this process since it started (each failed try counts once). */
  failures: number
}

/**
 * The jobs interface (pg-boss on PostgreSQL, in-process on SQLite). Recurring jobs run once per
 * period across instances; one-off jobs run once, with retries and backoff. Either kind may be
 * registered before or after start().
 */
export interface JobRunner {
  readonly kind: 'in-process' | 'pg-boss'
  schedule(job: RecurringJob): void
  /** Registers the handler of one-off jobs of a name. */
  handle<P extends object>(name: string, handler: JobHandler<P>, retry?: Partial<RetryPolicy>): void
  /** Queues one run of the named handler with this payload (JSON). */
  enqueue(name: string, payload: object): Promise<void>
  start(): Promise<void>
  /** Stops taking work and waits up to `timeoutMs` for running jobs to finish. */
  stop(timeoutMs?: number): Promise<void>
  stats(): Promise<QueueStats[]>
}

/** Backoff before retry number `attempt` (1 for the first retry). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return policy.retryDelaySeconds * 1000 * 2 ** (attempt - 1)
}

/** The part of the app's logger the runners use. */
export interface JobLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}
