/** Spec 000 section 9: Swish is asked every 5 s for 300 s, the card payment every 3 s for 150 s. */
export const SWISH_POLL = { intervalMs: 5_000, timeoutMs: 300_000 } as const
export const CARD_POLL = { intervalMs: 3_000, timeoutMs: 150_000 } as const

export type PollResult<T> = { kind: 'done'; value: T } | { kind: 'timeout' } | { kind: 'stopped' }

export interface PollOptions<T> {
  /** One look at the payment; a thrown error ends the polling (the caller shows it). */
  check: () => Promise<T>
  isDone: (value: T) => boolean
  intervalMs: number
  timeoutMs: number
  signal: AbortSignal
  now?: () => number
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

/** Asks `check` every `intervalMs` until `isDone`, the timeout, or the signal stops it. */
export async function pollUntil<T>(options: PollOptions<T>): Promise<PollResult<T>> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? abortableSleep
  const deadline = now() + options.timeoutMs
  for (;;) {
    if (options.signal.aborted) return { kind: 'stopped' }
    const value = await options.check()
    if (options.signal.aborted) return { kind: 'stopped' }
    if (options.isDone(value)) return { kind: 'done', value }
    if (now() + options.intervalMs > deadline) return { kind: 'timeout' }
    await sleep(options.intervalMs, options.signal)
  }
}
