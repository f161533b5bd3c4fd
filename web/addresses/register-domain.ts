import { errorStatus } from '#web/api/serverMessage.ts'

/** Spec 002 section 9: wait 5 s after the payment, then try; on 402 try again, up to 10 times. */
export const REGISTRATION_WAIT_MS = 5_000
export const REGISTRATION_RETRIES = 10

export type RegistrationResult =
  | { kind: 'registered' }
  /** Still 402 after every retry: the payment never showed up as paid. */
  | { kind: 'noPayment' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'stopped' }

export interface RegisterOptions {
  register: () => Promise<unknown>
  signal: AbortSignal
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop)
      resolve()
    }, ms)
    signal.addEventListener('abort', stop, { once: true })
  })
}

/**
 * Registers a paid domain (spec 002 section 4): the payment's callback may reach the server
 * after the payer's app said paid, so the server answers 402 until it has it, and the client
 * waits before each try. Any other failure ends at once with a registration error.
 */
export async function registerAfterPayment(options: RegisterOptions): Promise<RegistrationResult> {
  const sleep = options.sleep ?? abortableSleep
  for (let attempt = 0; attempt <= REGISTRATION_RETRIES; attempt++) {
    await sleep(REGISTRATION_WAIT_MS, options.signal)
    if (options.signal.aborted) return { kind: 'stopped' }
    try {
      await options.register()
      return { kind: 'registered' }
    } catch (error) {
      if (options.signal.aborted) return { kind: 'stopped' }
      if (errorStatus(error) !== 402) return { kind: 'failed', error }
    }
  }
  return { kind: 'noPayment' }
}
