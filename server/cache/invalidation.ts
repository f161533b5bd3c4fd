import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { Redis } from 'ioredis'

/**
 * What a cache keeps per key: a site by host, a site's gift and pledge totals, a site's household
 * settings; 'site-photos' tells live pages a site's approved photos changed.
 */
export type CacheTopic =
  | 'site-host'
  | 'gift-totals'
  | 'gift-pledge-totals'
  | 'household-settings'
  | 'site-photos'

/**
 * Tells the caches of every instance that a key changed. Publishing forgets the key in this
 * process at once (synchronously) and, with Redis, in every other instance a moment later.
 */
export interface Invalidation {
  publish(topic: CacheTopic, key: string): void
  subscribe(topic: CacheTopic, forget: (key: string) => void): void
  /** Called when changes may have been missed (the Redis subscription dropped): forget everything. */
  onReset(forgetAll: () => void): void
  /**
   * How long a cache may keep an entry. Without pushes from other instances (memory, or Redis
   * while disconnected) a cache only learns of their writes by expiry, so the short time applies;
   * while pushes arrive, the long one.
   */
  ttlMs(short: number): number
  /** Resolves once a publish can go out (a short-lived process publishes right after it starts). */
  ready(): Promise<void>
  /** Sends what was published, then lets go. */
  close(): Promise<void>
}

/** Kept this long while Redis pushes every change; the bound on a change whose message was lost. */
export const PUSHED_TTL_MS = 60_000

const CHANNEL = 'eventsite:invalidate'

interface Message {
  from: string
  topic: CacheTopic
  key: string
}

function localBus() {
  const events = new EventEmitter()
  events.setMaxListeners(0)
  const resets = new Set<() => void>()
  return {
    emit: (topic: CacheTopic, key: string) => void events.emit(topic, key),
    on: (topic: CacheTopic, forget: (key: string) => void) => void events.on(topic, forget),
    onReset: (forgetAll: () => void) => void resets.add(forgetAll),
    reset: () => {
      for (const forgetAll of resets) forgetAll()
    },
  }
}

/** One process (SQLite, or one instance): only this process's caches. */
export function memoryInvalidation(): Invalidation {
  const bus = localBus()
  return {
    publish: bus.emit,
    subscribe: bus.on,
    onReset: bus.onReset,
    ttlMs: (short) => short,
    ready: async () => {},
    async close() {},
  }
}

export interface InvalidationLog {
  warn(obj: object, msg: string): void
}

/** Several instances: changes go out on a Redis channel every instance subscribes to. */
export function redisInvalidation(url: string, log: InvalidationLog): Invalidation {
  const bus = localBus()
  const me = randomUUID()
  const pub = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false })
  let listening = false
  // An unreachable Redis does not hold the process up: its publishes fail and are logged.
  const publisherReady = new Promise<void>((resolve) => {
    pub.once('ready', () => resolve())
    pub.once('error', () => resolve())
  })
  pub.on('error', (err) => log.warn({ err }, 'cache invalidation: Redis publisher error'))
  sub.on('error', (err) => log.warn({ err }, 'cache invalidation: Redis subscriber error'))
  sub.on('close', () => {
    if (!listening) return
    listening = false
    // Messages sent while we are away are lost: entries kept from now on expire soon.
    bus.reset()
  })
  // ioredis subscribes again by itself after a reconnect, before it is 'ready' again.
  let subscribed = false
  const listen = () => {
    // Whatever was cached before this subscription may have missed a message.
    bus.reset()
    listening = true
  }
  sub.on('ready', () => {
    if (subscribed) listen()
  })
  sub
    .subscribe(CHANNEL)
    .then(() => {
      subscribed = true
      listen()
    })
    .catch((err: unknown) => log.warn({ err }, 'cache invalidation: subscribe failed'))
  sub.on('message', (_channel: string, raw: string) => {
    let message: Message
    try {
      message = JSON.parse(raw) as Message
    } catch {
      return
    }
    if (message.from === me) return
    bus.emit(message.topic, message.key)
  })
  return {
    publish(topic, key) {
      bus.emit(topic, key)
      const message: Message = { from: me, topic, key }
      pub.publish(CHANNEL, JSON.stringify(message)).catch((err: unknown) => {
        log.warn({ err, topic, key }, 'cache invalidation: publish failed; other instances see it on expiry')
      })
    },
    subscribe: bus.on,
    onReset: bus.onReset,
    ttlMs: (short) => (listening ? PUSHED_TTL_MS : short),
    ready: () => publisherReady,
    async close() {
      listening = false
      sub.disconnect()
      // QUIT is answered after the publishes before it: none is cut off.
      await pub.quit().catch(() => pub.disconnect())
    },
  }
}
