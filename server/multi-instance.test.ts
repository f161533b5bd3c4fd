import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Agent, request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submittedAnswers } from '#domain/testing/fixtures.ts'
import { type App, buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { CADDY, freePort, hasCaddy, startCaddy, type TestCaddy } from './test/caddy.ts'
import { guestSiteContent } from './test/guest-site.ts'
import { multipartFile, noiseJpeg } from './test/images.ts'
import { type LocalS3, startLocalS3 } from './test/local-s3.ts'
import { REDIS_URL, redisReachable } from './test/redis.ts'
import { createTestDb, type TestDb, testDialects } from './test/test-db.ts'

// Issue 20: two instances of the product on one fresh PostgreSQL database, Redis and the local S3
// fake, behind Debian's Caddy with deploy/Caddyfile. Guests answer and the owner saves through
// Caddy while one instance is killed with SIGKILL; nothing acknowledged may be lost or doubled,
// every notification mail goes out once, and the survivor serves every site.

const ROOT = join(import.meta.dirname, '..')
// The built server, as production runs it (npm test builds before Vitest).
const SERVER = 'dist/server/main.js'

const missing = [
  hasCaddy ? undefined : `${CADDY} (apt-get install -y caddy)`,
  testDialects().includes('postgres') ? undefined : 'PostgreSQL on 127.0.0.1:5432',
  (await redisReachable()) ? undefined : `Redis at ${REDIS_URL}`,
].filter(Boolean)
if (missing.length) {
  const message = `the multi-instance test needs ${missing.join(', ')}`
  if (process.env.CI) throw new Error(`${message}: .ci/run installs and starts them`)
  console.warn(`\n\n!!! SKIPPED: ${message} !!!\n\n`)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  text: string
}

const tlsAgent = new Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: 64 })

/** A request as a browser makes it to `host` (SNI and Host) through Caddy, or plain HTTP to an instance. */
function call(
  target: { caddy: number } | { instance: number },
  host: string,
  method: string,
  path: string,
  options: {
    body?: unknown
    raw?: { payload: Buffer; headers: Record<string, string> }
    cookie?: string
  } = {},
): Promise<Answer> {
  const secure = 'caddy' in target
  const payload =
    options.raw?.payload ??
    (options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)))
  const headers: Record<string, string> = {
    host,
    accept: 'application/json, text/html',
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...(options.raw?.headers ?? {}),
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(method !== 'GET' ? { origin: `${secure ? 'https' : 'http'}://${host}` } : {}),
  }
  return new Promise((resolve, reject) => {
    const done = (res: import('node:http').IncomingMessage) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString('utf8') })
      })
      res.on('error', reject)
    }
    const req = secure
      ? httpsRequest(
          { host: '127.0.0.1', port: target.caddy, servername: host, method, path, headers, agent: tlsAgent },
          done,
        )
      : httpRequest({ host: '127.0.0.1', port: target.instance, method, path, headers, agent: false }, done)
    req.on('error', reject)
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')))
    req.end(payload)
  })
}

const json = (a: Answer) => JSON.parse(a.text)

interface Instance {
  name: string
  port: number
  child: ChildProcess
  log: () => string
}

describe.skipIf(missing.length > 0)('two instances behind Caddy on PostgreSQL, Redis and S3', () => {
  let testDb: TestDb
  let s3: LocalS3
  let control: App
  let a: Instance
  let b: Instance
  let caddy: TestCaddy | undefined
  let httpsPort: number
  const env: Record<string, string> = {}
  const hosts = [1, 2, 3].map((n) => `flera-${n}-${Date.now().toString(36)}.brollopssida.se`)
  const siteIds: string[] = []
  let cookie = ''
  /** The owner's address, which hears of each new RSVP by default (issue 31). */
  let ownerMail = ''
  // Every instance started, so none is left running when setup fails half-way.
  const spawned: ChildProcess[] = []
  const dirs: string[] = []
  const tempDir = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `eventsite-${name}-`))
    dirs.push(dir)
    return dir
  }

  const start = async (name: string): Promise<Instance> => {
    const port = await freePort()
    const dataDir = tempDir(name)
    if (!existsSync(join(ROOT, SERVER)))
      throw new Error(`${SERVER} is missing: run \`npm run build\` first (npm test does)`)
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    spawned.push(child)
    let log = ''
    child.stdout?.on('data', (d: Buffer) => {
      log += d.toString()
    })
    child.stderr?.on('data', (d: Buffer) => {
      log += d.toString()
    })
    const until = Date.now() + 60_000
    for (;;) {
      const ready = await call({ instance: port }, 'localhost', 'GET', '/readyz').catch(() => undefined)
      if (ready?.status === 200) break
      if (child.exitCode !== null || Date.now() > until)
        throw new Error(`instance ${name} did not get ready:\n${log}`)
      await sleep(250)
    }
    return { name, port, child, log: () => log }
  }

  beforeAll(async () => {
    const started = Date.now()
    testDb = await createTestDb('postgres')
    s3 = await startLocalS3()
    Object.assign(env, {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: testDb.databaseUrl ?? '',
      REDIS_URL,
      STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_BASE_URL: `${s3.endpoint}/${s3.bucket}`,
      SESSION_SECRET: 'flera-instanser-'.repeat(3),
      SEED_DEMO_SITES: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      GUEST_SUBMIT_RATE_LIMIT: '100000',
      REGISTER_RATE_LIMIT: '1000',
      SHUTDOWN_TIMEOUT_MS: '5000',
      // Keys count at once: the answers go out right after their keys, without a person's pause.
      POST_KEY_MIN_AGE_MS: '0',
      // The mails instance a had claimed when it was killed go out after this claim, not a minute.
      MAIL_CLAIM_MS: '2000',
      MAIL_OUTBOX_EVERY_MS: '1000',
    })
    // The operator's view of the same database and Redis: publishes sites (as the admin command line).
    control = await buildApp({
      config: loadConfig({ ...env, DATA_DIR: tempDir('control') }),
      db: testDb.db,
      logger: false,
    })
    ;[a, b] = await Promise.all([start('a'), start('b')])

    // Caddy asks the instance that stays; in production this is the load-balanced address.
    caddy = await startCaddy({ upstreams: [a.port, b.port], askPort: b.port })
    httpsPort = caddy.httpsPort

    // The owner and three published sites, made as the owner would, on instance a.
    const mail = `flera-${Date.now()}@example.se`
    ownerMail = mail
    const registered = await call(
      { instance: a.port },
      'brollopssida.localhost',
      'POST',
      '/api/accounts/register/',
      {
        body: { mail, password: 'hemligt123' },
      },
    )
    expect(registered.status, registered.text).toBe(201)
    cookie = String(registered.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? ''
    for (const host of hosts) {
      const created = await call({ instance: a.port }, 'brollopssida.localhost', 'POST', '/api/sites/V2', {
        body: { site: guestSiteContent() },
        cookie,
      })
      expect(created.status, created.text).toBe(201)
      const id = json(created).site._id as string
      await control.services.sites.activate(id, host, 12)
      siteIds.push(id)
    }
    console.log(`multi-instance setup took ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }, 120_000)

  afterAll(async () => {
    for (const child of spawned) if (child.exitCode === null) child.kill('SIGKILL')
    await caddy?.stop()
    tlsAgent.destroy()
    await control?.app.close()
    await s3?.close()
    await testDb?.destroy()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('loses nothing acknowledged, doubles nothing and mails once when an instance is killed mid-way', async () => {
    const through = { caddy: httpsPort }

    // An upload through instance a, put on site 1 through a; instance b serves the site with it.
    const jpeg = await noiseJpeg(640, 480)
    const uploaded = await call(
      { instance: a.port },
      'brollopssida.localhost',
      'POST',
      `/api/sites/${siteIds[0]}/upload-image`,
      {
        raw: multipartFile(jpeg),
        cookie,
      },
    )
    expect(uploaded.status, uploaded.text).toBe(200)
    const image = json(uploaded) as { path: string; fileName: string }
    const withImage = (m: ReturnType<typeof guestSiteContent>['siteModules'][number]) =>
      'giftRegistry' in m && m.giftRegistry
        ? { ...m, giftRegistry: m.giftRegistry.map((g) => (g.id === 'vase' ? { ...g, image } : g)) }
        : m

    // Each host's certificate first (Caddy asks the product, then issues it on demand).
    for (const host of hosts) {
      for (let attempt = 1; ; attempt++) {
        const first = await call(through, host, 'GET', '/sv').catch((err: Error) => err)
        if (!(first instanceof Error) && first.status === 200) break
        if (attempt >= 20)
          throw new Error(`${host} not served through Caddy: ${String(first)}\n${caddy?.log()}`)
        await sleep(250)
      }
    }

    // Keys first (POST_KEY_MIN_AGE_MS is 0 here, so they count at once).
    const perSite = 30
    const answers = await Promise.all(
      hosts.flatMap((host, s) =>
        Array.from({ length: perSite }, async (_, n) => {
          const key = await call(through, host, 'GET', '/api/rsvps/post-key')
          expect(key.status, `${key.text}\n${caddy?.log()}`).toBe(200)
          return { host, siteId: siteIds[s] ?? '', group: `g-${s}-${n}`, key: json(key).key as string }
        }),
      ),
    )

    const acknowledged = new Set<string>()
    const failures: string[] = []
    let sent = 0
    const answer = async (x: (typeof answers)[number]) => {
      // A guest whose answer got no acknowledgement sends it again as the form does: with a new
      // key (the used one may be spent), the same group, so a stored first copy is acknowledged.
      for (let attempt = 0; attempt < 6; attempt++) {
        if (attempt > 0) {
          const key = await call(through, x.host, 'GET', '/api/rsvps/post-key').catch(() => undefined)
          if (key?.status !== 200) continue
          x.key = json(key).key
        }
        const res = await call(through, x.host, 'POST', `/api/rsvps/${x.siteId}/v4/`, {
          body: {
            guests: [
              submittedAnswers(`Gäst ${x.group}`, 'yes', 'Inga'),
              submittedAnswers(`Följe ${x.group}`, 'no'),
            ],
            language: 'sv',
            groupIdentifier: x.group,
            postKey: x.key,
            formId: 'rsvp',
            formTitle: 'OSA',
          },
        }).catch((err: Error) => {
          failures.push(`${x.group}: ${err.message}`)
          return undefined
        })
        if (res?.status === 200 && json(res).invertedSuccess === false) {
          acknowledged.add(x.group)
          sent += 1
          return
        }
        if (res) failures.push(`${x.group}: ${res.status} ${res.text.slice(0, 200)}`)
        await sleep(200)
      }
    }

    // The owner saves site 1 again and again through Caddy, each save on the revision it got back.
    let revision = json(
      await call({ instance: b.port }, 'brollopssida.localhost', 'GET', `/api/sites/${siteIds[0]}`, {
        cookie,
      }),
    ).revision as number
    let lastSaved = ''
    let saving = true
    const saves = (async () => {
      for (let n = 1; saving; n++) {
        const title = `Välkomna, sparning ${n}`
        const content = guestSiteContent()
        const site = {
          ...content,
          revision,
          siteModules: content.siteModules.map((m) =>
            m.id === 'rsvp' ? { ...m, title: { sv: title, en: title } } : withImage(m),
          ),
        }
        const res = await call(through, hosts[0] ?? '', 'PUT', `/api/sites/V2/${siteIds[0]}`, {
          body: { site },
          cookie,
        }).catch(() => undefined)
        if (res?.status === 200) {
          revision = json(res).site.revision
          lastSaved = title
        } else {
          // No answer: the save may or may not have landed; the editor reloads the revision.
          const now = await call(through, hosts[0] ?? '', 'GET', `/api/sites/${siteIds[0]}`, {
            cookie,
          }).catch(() => undefined)
          if (now?.status === 200) {
            revision = json(now).revision
            if (json(now).siteModules?.find((m: { id: string }) => m.id === 'rsvp')?.title?.sv === title)
              lastSaved = title
          }
        }
        await sleep(150)
      }
    })()

    // Ten guests at a time; instance a dies when a third of the answers are acknowledged.
    const queue = [...answers]
    let killed = false
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let x = queue.shift(); x; x = queue.shift()) {
          await answer(x)
          if (!killed && sent >= answers.length / 3) {
            killed = true
            a.child.kill('SIGKILL')
          }
        }
      }),
    )
    saving = false
    await saves
    expect(killed).toBe(true)
    expect(acknowledged.size, failures.join('\n')).toBe(answers.length)

    // Nothing lost, nothing doubled: two guest rows per acknowledged group, no more.
    const rows = await testDb.db.kysely.selectFrom('rsvps').select(['group_identifier', 'site_id']).execute()
    const perGroup = new Map<string, number>()
    for (const r of rows) perGroup.set(r.group_identifier, (perGroup.get(r.group_identifier) ?? 0) + 1)
    expect([...acknowledged].filter((g) => perGroup.get(g) !== 2)).toEqual([])
    expect(rows).toHaveLength(answers.length * 2)

    // Every notification mail (two recipients and the owner per answer) sent once by the survivor's outbox job.
    const mailsDone = Date.now() + 30_000
    for (;;) {
      const pending = await testDb.db.kysely
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '!=', 'sent')
        .execute()
      if (pending.length === 0 || Date.now() > mailsDone) break
      await sleep(250)
    }
    const mails = await testDb.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body', 'to_address', 'status', 'attempts'])
      .where('subject', 'like', 'Ny OSA%')
      .execute()
    expect(mails).toHaveLength(answers.length * 3)
    expect(mails.filter((m) => m.status !== 'sent' || m.attempts !== 1)).toEqual([])
    for (const x of answers) {
      expect(
        mails
          .filter((m) => new RegExp(`Gäst ${x.group}(?!\\d)`).test(m.text_body))
          .map((m) => m.to_address)
          .sort(),
      ).toEqual(['brud@example.se', 'brudgum@example.se', ownerMail].sort())
    }

    // The survivor serves every site, site 1 as last saved, with the image uploaded through a.
    expect(lastSaved).not.toBe('')
    for (const host of hosts) {
      const page = await call(through, host, 'GET', '/sv')
      expect(page.status).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
    }
    const page = await call(through, hosts[0] ?? '', 'GET', '/sv')
    expect(page.text).toContain(lastSaved)
    const publicSite = json(await call(through, hosts[0] ?? '', 'GET', `/api/sites/public/${siteIds[0]}`))
    const gifts = publicSite.siteModules.find((m: { id: string }) => m.id === 'gifts')
    const vase = gifts.giftRegistry.find((g: { id: string }) => g.id === 'vase')
    expect(vase.image.fileName).toBe(image.fileName)
    const bytes = await fetch(`${vase.image.path}/${vase.image.fileName}`)
    expect(bytes.status).toBe(200)
    expect(Buffer.from(await bytes.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))

    // SIGTERM: the survivor finishes and exits cleanly within its limit.
    const exit = new Promise<number | null>((resolve) => b.child.once('exit', (code) => resolve(code)))
    b.child.kill('SIGTERM')
    // The survivor's log says why, should it exit otherwise (it once exited 1 on a loaded machine).
    expect(await exit, b.log().slice(-4000)).toBe(0)
    expect(b.log()).not.toContain('shutdown took too long')
  }, 150_000)
})
