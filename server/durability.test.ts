import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { loadConfig } from './config.ts'
import { createServices } from './container.ts'
import { guestSiteContent } from './test/guest-site.ts'
import { createTestDb, type TestDb, testDialects } from './test/test-db.ts'

const SERVER = 'dist/server/main.js'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

async function startServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  })
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/rsvps/post-key`)
      return child
    } catch {
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  child.kill('SIGKILL')
  throw new Error('server did not start')
}

/**
 * Acknowledged answers survive a crash: a stream of RSVPs while the server is killed with SIGKILL,
 * then every answer that got a 2xx is in the database after a restart. Needs the built server.
 */
describe.each(testDialects())('durability on %s', (dialect) => {
  let db: TestDb
  let env: NodeJS.ProcessEnv
  let siteId: string

  beforeAll(async () => {
    if (!existsSync(SERVER))
      throw new Error(`${SERVER} is missing: run \`npm run build\` first (npm test does)`)
    db = await createTestDb(dialect)
    env = {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl ?? '',
      SESSION_SECRET: 'd'.repeat(40),
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      SEED_DEMO_SITES: 'false',
      // Keys count at once: the answers go out right after their keys, without a person's pause.
      POST_KEY_MIN_AGE_MS: '0',
    }
    const { services } = createServices(
      loadConfig({ ...env, NODE_ENV: 'test' }),
      db.db,
      pino({ level: 'silent' }),
    )
    const row = await services.sites.create({
      content: guestSiteContent({ formRecipients: [] }),
      brand: 'wedding',
      market: 'se',
      accountId: null,
    })
    await services.sites.activate(row.id, `kill-${dialect}.brollopssida.se`, 12)
    siteId = row.id
  })
  afterAll(async () => db?.destroy())

  it('keeps every RSVP that got a 2xx answer when the server is killed', async () => {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    let server = await startServer(env, port)
    const keys = await Promise.all(
      Array.from(
        { length: 400 },
        async () =>
          ((await (await fetch(`${base}/api/rsvps/post-key?siteId=${siteId}`)).json()) as { key: string })
            .key,
      ),
    )

    const acknowledged: string[] = []
    let killed = false
    setTimeout(() => {
      killed = true
      server.kill('SIGKILL')
    }, 700)
    const worker = async (slot: number) => {
      for (let i = slot; i < keys.length && !killed; i += 8) {
        const group = `group-${i}`
        try {
          const res = await fetch(`${base}/api/rsvps/${siteId}/v4/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              guests: [submittedAnswers(`Gäst ${i}`, 'no')],
              language: 'sv',
              groupIdentifier: group,
              postKey: keys[i],
              formId: 'rsvp',
              formTitle: 'OSA',
            }),
          })
          if (res.ok && ((await res.json()) as { invertedSuccess: boolean }).invertedSuccess === false)
            acknowledged.push(group)
        } catch {
          // The connection died with the server: not acknowledged, so nothing is promised.
        }
      }
    }
    await Promise.all(Array.from({ length: 8 }, (_, s) => worker(s)))
    // The exit may come before the workers' last failed requests (answers waiting for a shared
    // commit die with the process): waiting for it then would wait forever.
    if (server.exitCode === null && server.signalCode === null) await once(server, 'exit')
    expect(acknowledged.length).toBeGreaterThan(5)

    server = await startServer(env, port)
    try {
      const stored = await db.db.kysely
        .selectFrom('rsvps')
        .select('group_identifier')
        .where('site_id', '=', siteId)
        .execute()
      const groups = new Set(stored.map((r) => r.group_identifier))
      const lost = acknowledged.filter((g) => !groups.has(g))
      expect(lost).toEqual([])
    } finally {
      server.kill('SIGTERM')
    }
  }, 60_000)
})
