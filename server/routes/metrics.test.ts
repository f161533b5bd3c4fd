import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app.ts'

const TOKEN = 'metrics-token-0123456789'

describe('GET /metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, { METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => t?.close())

  it('refuses a scraper without the token, and one with a wrong token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(none.statusCode).toBe(401)
    expect(none.json().isErrorResponse).toBe(true)
    expect(none.headers['www-authenticate']).toContain('Bearer')
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456780' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('gives request rate and latency by route, guest submissions, payments, jobs and caches', async () => {
    await t.app.inject({ method: 'GET', url: '/healthz' })
    await t.app.inject({ method: 'GET', url: '/api/sites/public/no-such-site' })
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const text = res.body
    expect(text).toMatch(/eventsite_http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/)
    // By route pattern, never the raw URL.
    expect(text).toContain('route="/api/sites/public/:id"')
    expect(text).not.toContain('no-such-site')
    expect(text).toContain(
      'eventsite_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"}',
    )
    expect(text).toContain('# HELP eventsite_guest_submissions_total')
    expect(text).toContain('# HELP eventsite_payments ')
    expect(text).toContain('eventsite_mail_outbox_pending 0')
    expect(text).toContain('# HELP eventsite_job_queue_depth')
    expect(text).toContain('# HELP eventsite_job_failures')
    expect(text).toContain('# HELP eventsite_cache_hit_ratio')
    expect(text).toContain('eventsite_process_cpu_seconds_total')
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await createTestApp('sqlite')
    try {
      expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})
