import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { z } from 'zod'
import { fromLoopback, hasBearer } from '../http/trusted-caller.ts'
import type { MediaStorage } from '../integrations/storage/media-storage.ts'

/** A check that takes longer than this counts as down: a load balancer must not wait on us. */
const CHECK_TIMEOUT_MS = 2_000

export interface HealthDeps {
  /** Asks the database for one row. */
  pingDatabase: () => Promise<void>
  redis: Redis | undefined
  media: MediaStorage
  /** True once SIGTERM arrived: the instance is going away and takes no new traffic. */
  draining: () => boolean
  /** METRICS_TOKEN: a caller holding it (Bearer) reads the dependencies' error texts, as loopback does. */
  metricsToken: string | undefined
}

type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string }

async function check(run: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        )
      }),
    ])
    return { ok: true, ms: Math.round(performance.now() - started) }
  } catch (err) {
    return { ok: false, ms: Math.round(performance.now() - started), error: (err as Error).message }
  } finally {
    clearTimeout(timer)
  }
}

function withoutErrorTexts(checks: Record<string, CheckResult>): Record<string, CheckResult> {
  return Object.fromEntries(
    Object.entries(checks).map(([name, c]) => [name, c.ok ? c : { ok: false, ms: c.ms }]),
  ) as Record<string, CheckResult>
}

/**
 * GET /healthz: the process answers (liveness; never touches a dependency, so a database outage
 * does not get every instance restarted). GET /readyz: the database, Redis when configured and the
 * media storage answer (readiness; 503 takes the instance out of the load balancer). What a failing
 * dependency said (an address, a path, a driver's message) is for the operator: loopback or the
 * metrics token; anyone else learns only which one is down.
 */
const tags = ['operations']
const checkSchema = z.object({ ok: z.boolean(), ms: z.number(), error: z.string().optional() })
const readiness = z.object({
  status: z.enum(['ok', 'shutting-down', 'unavailable']),
  checks: z.record(z.string(), checkSchema),
})
const live = {
  schema: {
    summary: 'Liveness: the process answers',
    tags,
    response: { 200: z.object({ status: z.literal('ok') }) },
  },
}
const ready = {
  schema: {
    summary:
      'Readiness: database, Redis and storage answer (503 otherwise); error texts to loopback or Bearer METRICS_TOKEN only',
    tags,
    response: { 200: readiness, 503: readiness },
  },
}

export function healthRoutes(app: FastifyInstance, deps: HealthDeps): void {
  app.get('/healthz', live, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok' }
  })

  app.get('/readyz', ready, async (request, reply) => {
    const checks: Record<string, CheckResult> = {
      database: await check(deps.pingDatabase),
    }
    if (deps.redis) {
      const redis = deps.redis
      checks.redis = await check(() => redis.ping())
    }
    checks.storage = await check(() => deps.media.list('readyz'))
    const draining = deps.draining()
    const ready = !draining && Object.values(checks).every((c) => c.ok)
    reply.header('cache-control', 'no-store')
    reply.code(ready ? 200 : 503)
    const operator = fromLoopback(request) || (!!deps.metricsToken && hasBearer(request, deps.metricsToken))
    return {
      status: ready ? 'ok' : draining ? 'shutting-down' : 'unavailable',
      checks: operator ? checks : withoutErrorTexts(checks),
    }
  })
}
