import type { FastifyInstance } from 'fastify'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { JobRunner } from '../jobs/jobs.ts'
import type { OpsRepository } from '../repositories/ops.repository.ts'
import { cacheStats } from './cache-stats.ts'

/** Routes whose 2xx answers are guest submissions (answers, form posts, gift reservations). */
const GUEST_SUBMISSION_ROUTES: Record<string, string> = {
  'POST /api/rsvps/:siteId/v4': 'rsvp',
  'POST /api/form-submissions/:siteId': 'form',
  'PUT /api/gift-registry/:siteId/:moduleId/:itemId/v2': 'gift-reservation',
}

/**
 * The app's Prometheus registry. Request counts and latencies are recorded per route pattern
 * (never the raw URL: one series per site would grow without bound); the rest is read when
 * /metrics is scraped.
 */
export function createMetrics(app: FastifyInstance, sources: { jobs: JobRunner; ops: OpsRepository }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'eventsite_' })

  const requests = new Counter({
    name: 'eventsite_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'eventsite_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const submissions = new Counter({
    name: 'eventsite_guest_submissions_total',
    help: 'Guest submissions accepted (2xx), by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  })
  new Gauge({
    name: 'eventsite_payments',
    help: 'Payments in the database, by status',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const { status, count } of await sources.ops.paymentsByStatus()) this.set({ status }, count)
    },
  })
  new Gauge({
    name: 'eventsite_mail_outbox_pending',
    help: 'Mails in the outbox waiting to be sent',
    registers: [registry],
    async collect() {
      this.set(await sources.ops.pendingMails())
    },
  })
  const jobStats = () => sources.jobs.stats()
  new Gauge({
    name: 'eventsite_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const q of await jobStats()) this.set({ queue: q.name }, q.waiting)
    },
  })
  new Gauge({
    name: 'eventsite_job_failures',
    help: 'Failed job runs in this process since it started, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      for (const q of await jobStats()) this.set({ queue: q.name }, q.failures)
    },
  })
  new Gauge({
    name: 'eventsite_cache_lookups',
    help: 'Cache lookups in this process since it started, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const c of cacheStats.snapshot()) {
        this.set({ cache: c.cache, result: 'hit' }, c.hits)
        this.set({ cache: c.cache, result: 'miss' }, c.misses)
      }
    },
  })
  new Gauge({
    name: 'eventsite_cache_hit_ratio',
    help: 'Share of cache lookups that were hits in this process since it started, by cache',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset()
      for (const c of cacheStats.snapshot()) {
        const total = c.hits + c.misses
        if (total > 0) this.set({ cache: c.cache }, c.hits / total)
      }
    },
  })

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const method = request.method
    requests.inc({ method, route, status: String(reply.statusCode) })
    latency.observe({ method, route }, reply.elapsedTime / 1000)
    const kind = GUEST_SUBMISSION_ROUTES[`${method} ${route}`]
    if (kind && reply.statusCode < 300) submissions.inc({ kind })
  })

  return registry
}
