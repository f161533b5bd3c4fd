/**
 * Where the embedded payment simulators keep the few facts a provider would hold (when a request
 * was made, by which number, for how much). Everything else they answer is derived from those
 * facts and the clock, so any instance holding the same ledger answers the same.
 */
export interface SimulatorLedger {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
}

// A day is far longer than any payment takes; older entries would only grow the process.
const KEEP_MS = 24 * 60 * 60 * 1000

/** The default ledger: this process's memory, forgotten on restart. */
export function memoryLedger(now: () => number = Date.now): SimulatorLedger {
  const entries = new Map<string, { value: unknown; storedAt: number }>()
  return {
    async get<T>(key: string) {
      const entry = entries.get(key)
      if (!entry || now() - entry.storedAt > KEEP_MS) return undefined
      return structuredClone(entry.value) as T
    },
    async set(key, value) {
      const at = now()
      for (const [k, entry] of entries) if (at - entry.storedAt > KEEP_MS) entries.delete(k)
      entries.set(key, { value: structuredClone(value), storedAt: at })
    },
  }
}
