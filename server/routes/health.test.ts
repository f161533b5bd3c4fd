import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { createTestDb, testDialects } from '../test/test-db.ts'

describe.each(testDialects())('health on %s', (dialect) => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it('answers /healthz and /readyz with JSON while everything is up, with the request id echoed', async () => {
    t = await createTestApp(dialect)
    const live = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'caddy-123' },
    })
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    expect(live.headers['x-request-id']).toBe('caddy-123')
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, storage: { ok: true } },
    })
    expect(ready.json().checks.redis).toBeUndefined()
    // A made-up id that could forge log lines is replaced by our own.
    const odd = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } })
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('answers /readyz 503 when the database is down, /healthz still 200', async () => {
    const testDb = await createTestDb(dialect)
    const db =
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nothing', dataDir: testDb.dataDir })
        : testDb.db
    const token = 'metrics-token-0123456789'
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: testDb.dataDir,
      SESSION_SECRET: 'x'.repeat(40),
      METRICS_TOKEN: token,
    })
    const { app } = await buildApp({ config, db, logger: false })
    try {
      if (dialect === 'sqlite') await testDb.db.close()
      const ready = await app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: { ok: false } } })
      expect(ready.json().checks.database.error).toEqual(expect.any(String))
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)

      // Anyone else learns which dependency is down, never what it said (addresses, file paths).
      const outsiders = [
        { remoteAddress: '198.51.100.9' },
        { headers: { 'x-forwarded-for': '198.51.100.9' } },
        { remoteAddress: '198.51.100.9', headers: { authorization: 'Bearer wrong-token-0123456789' } },
      ]
      for (const from of outsiders) {
        const res = await app.inject({ method: 'GET', url: '/readyz', ...from })
        expect(res.statusCode).toBe(503)
        expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: { ok: false } } })
        expect(res.json().checks.database).not.toHaveProperty('error')
      }
      const scraper = await app.inject({
        method: 'GET',
        url: '/readyz',
        remoteAddress: '198.51.100.9',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(scraper.json().checks.database.error).toEqual(expect.any(String))
    } finally {
      await app.close()
      if (dialect === 'postgres') await db.close()
      await testDb.destroy().catch(() => {})
    }
  })
})

describe('readiness of the other dependencies', () => {
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    t = undefined
  })

  it('answers 503 when Redis is configured but unreachable', async () => {
    t = await createTestApp('sqlite', {}, { REDIS_URL: 'redis://127.0.0.1:1' })
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json().checks.redis.ok).toBe(false)
    expect(ready.json().checks.database.ok).toBe(true)
  })

  it('answers 503 when the S3 storage does not answer', async () => {
    t = await createTestApp(
      'sqlite',
      {},
      {
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        MEDIA_BASE_URL: 'http://127.0.0.1:1/media',
      },
    )
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    expect(ready.json().checks.storage.ok).toBe(false)
  })

  it('answers 503 while shutting down, so the load balancer stops sending', async () => {
    const testDb = await createTestDb('sqlite')
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, SESSION_SECRET: 'x'.repeat(40) })
    const { app, lifecycle } = await buildApp({ config, db: testDb.db, logger: false })
    try {
      lifecycle.draining = true
      const ready = await app.inject({ method: 'GET', url: '/readyz' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json().status).toBe('shutting-down')
    } finally {
      await app.close()
      await testDb.destroy()
    }
  })
})
