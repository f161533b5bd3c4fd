import { spawn } from 'node:child_process'
import { join } from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb, testDialects } from '../test/test-db.ts'
import type { JobRunner } from './jobs.ts'
import { pgBossRunner } from './pg-boss-runner.ts'

const quiet = { info() {}, warn() {}, error() {} }

async function until(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// pg-boss needs PostgreSQL; on SQLite the in-process runner is tested (in-process-runner.test.ts).
describe.runIf(testDialects().includes('postgres'))('pg-boss runner on one PostgreSQL database', () => {
  let db: TestDb | undefined
  const runners: JobRunner[] = []
  const runner = (options: Partial<Parameters<typeof pgBossRunner>[0]> = {}) => {
    if (!db?.databaseUrl) throw new Error('no database')
    const r = pgBossRunner({
      connectionString: db.databaseUrl,
      log: quiet,
      pollingIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      ...options,
    })
    runners.push(r)
    return r
  }

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop(2000)))
    await db?.destroy()
    db = undefined
  })

  it('runs each one-off job once across two runners', async () => {
    db = await createTestDb('postgres')
    const seen: { runner: string; n: number }[] = []
    const [a, b] = [runner(), runner()]
    for (const [name, r] of [
      ['a', a],
      ['b', b],
    ] as const) {
      r?.handle<{ n: number }>('count', async ({ n }) => {
        seen.push({ runner: name, n })
      })
    }
    await Promise.all([a.start(), b.start()])
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).enqueue('count', { n })
    await until('20 jobs', () => seen.length >= 20)
    // A graceful stop waits for the jobs running: a job taken twice would be in `seen` by then.
    await Promise.all([a.stop(2000), b.stop(2000)])
    expect(seen.map((s) => s.n).toSorted((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n))
  })

  it('runs a recurring job once per period however many instances schedule it', async () => {
    db = await createTestDb('postgres')
    let runs = 0
    const job = {
      name: 'tally',
      everyMs: 60 * 60_000,
      async run() {
        runs += 1
      },
    }
    const [a, b, c] = [runner(), runner(), runner()]
    for (const r of [a, b, c]) r.schedule(job)
    await Promise.all([a.start(), b.start(), c.start()])
    await until('the first run', () => runs >= 1)
    // Every instance's first send was done when its start() resolved: one row for the period.
    const client = new pg.Client({ connectionString: db.databaseUrl })
    await client.connect()
    try {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1', [
        'recurring-tally',
      ])
      expect(rows[0]?.n).toBe(1)
    } finally {
      await client.end()
    }
    await Promise.all([a.stop(2000), b.stop(2000), c.stop(2000)])
    expect(runs).toBe(1)
  })

  it('retries a failing job with backoff and counts the failures', async () => {
    db = await createTestDb('postgres')
    const r = runner()
    const tries: number[] = []
    r.handle(
      'flaky',
      async () => {
        tries.push(Date.now())
        if (tries.length < 3) throw new Error('mail server down')
      },
      { retryLimit: 4, retryDelaySeconds: 1 },
    )
    await r.start()
    await r.enqueue('flaky', {})
    await until('the third try', () => tries.length >= 3, 30_000)
    const [first = 0, second = 0, third = 0] = tries
    expect(second - first).toBeGreaterThanOrEqual(900)
    // Backoff: the second wait is longer than the first.
    expect(third - second).toBeGreaterThan(second - first)
    const stats = await r.stats()
    expect(stats.find((s) => s.name === 'flaky')?.failures).toBe(2)
  }, 40_000)

  it('retries a job on another instance after the instance that took it is killed', async () => {
    db = await createTestDb('postgres')
    const url = db.databaseUrl ?? ''
    const survivor = runner({ expireInSeconds: 2 })
    const done: number[] = []
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'testing/crash-worker.ts'), url, 'crashy'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    try {
      await until('the worker to start', () => out.includes('ready'))
      // The sender only queues (no handler of its own), so the worker takes the job.
      const sender = runner()
      await sender.start()
      await sender.enqueue('crashy', { n: 7 })
      await until('the worker to take the job', () => out.includes('took 7'))
      child.kill('SIGKILL')
      survivor.handle<{ n: number }>('crashy', async ({ n }) => {
        done.push(n)
      })
      await survivor.start()
      await until('the job to run again on the survivor', () => done.length > 0, 30_000)
      expect(done).toEqual([7])
    } finally {
      child.kill('SIGKILL')
    }
  }, 60_000)
})
