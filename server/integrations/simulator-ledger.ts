import { Redis } from 'ioredis'

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

/**
 * A ledger in Redis (REDIS_URL), shared by every instance and kept across restarts. The
 * connection opens on first use, so a process that never simulates a payment never connects.
 */
export function redisLedger(
  url: string,
  prefix = 'eventsite:simulator:',
): SimulatorLedger & { close(): void } {
  let client: Redis | undefined
  const redis = () => {
    client ??= new Redis(url, { maxRetriesPerRequest: 1 })
    return client
  }
  return {
    async get<T>(key: string) {
      const text = await redis().get(prefix + key)
      return text === null ? undefined : (JSON.parse(text) as T)
    },
    async set(key, value) {
      await redis().set(prefix + key, JSON.stringify(value), 'PX', KEEP_MS)
    },
    close() {
      client?.disconnect()
      client = undefined
    },
  }
}

/** Redis when the servers share one, else memory. */
export function ledgerFor(redisUrl: string | undefined): SimulatorLedger {
  return redisUrl ? redisLedger(redisUrl) : memoryLedger()
}
