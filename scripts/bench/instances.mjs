// Public page requests per second: two instances behind Caddy (round robin, as deploy/Caddyfile
// balances) against one instance directly, both on one PostgreSQL database and Redis.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { createPgDatabase } from './server-process.mjs'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const CADDY = '/usr/bin/caddy'
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
// Node's fetch cannot set Host, so the demo site is chosen with the spec's domainHost override.
const PAGE = '/sv?domainHost=demo.brollopssida.se'

async function waitReady(base, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`instance at ${base} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${base}/readyz`)).status === 200) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`instance at ${base} did not get ready`)
}

// What a browser sends; autocannon alone sends no Accept-Encoding (an uncompressed page).
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 20, duration: DURATION, headers }, (err, r) =>
      err ? reject(err) : resolve(r),
    )
  })
}

export async function benchInstances(ports) {
  if (!existsSync(CADDY)) return { skipped: `${CADDY} is missing (apt-get install -y caddy)` }
  const [portA, portB, portCaddy] = ports
  const pgDatabase = await createPgDatabase('eventsite_bench_lb')
  const children = []
  const home = mkdtempSync(join(tmpdir(), 'eventsite-bench-lb-'))
  try {
    const env = {
      ...process.env,
      DATABASE_URL: pgDatabase.url,
      REDIS_URL,
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      SESSION_SECRET: 'b'.repeat(40),
    }
    const start = async (port) => {
      const child = spawn(process.execPath, ['dist/server/main.js'], {
        env: { ...env, PORT: String(port), DATA_DIR: mkdtempSync(join(home, 'data-')) },
        stdio: ['ignore', 'inherit', 'inherit'],
      })
      children.push(child)
      await waitReady(`http://127.0.0.1:${port}`, child)
    }
    // The first migrates the database and seeds the demo sites; the second finds them.
    await start(portA)
    await start(portB)
    // Plain HTTP in front, so the comparison is of balancing, not of TLS; the proxy settings are
    // deploy/Caddyfile's. Without `compression off` Caddy asked the instances for gzip that the
    // direct leg never asked for, and unzipped it again: the two legs served different work.
    const config = join(home, 'Caddyfile')
    writeFileSync(
      config,
      `{\n\tadmin off\n\tauto_https off\n}\n:${portCaddy} {\n\treverse_proxy 127.0.0.1:${portA} 127.0.0.1:${portB} {\n\t\tlb_policy round_robin\n\t\tlb_try_duration 10s\n\t\theader_up Host {host}\n\t\ttransport http {\n\t\t\tcompression off\n\t\t}\n\t}\n}\n`,
    )
    const caddy = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: home,
        XDG_DATA_HOME: home,
        XDG_CONFIG_HOME: home,
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    })
    children.push(caddy)
    await waitReady(`http://127.0.0.1:${portCaddy}`, caddy)
    // Warm both instances' caches the same way before measuring.
    await load(`http://127.0.0.1:${portCaddy}${PAGE}`)
    const direct = await load(`http://127.0.0.1:${portA}${PAGE}`)
    const balanced = await load(`http://127.0.0.1:${portCaddy}${PAGE}`)
    // As browsers ask: each page compressed for its request, on both legs alike.
    const browser = { 'accept-encoding': BROWSER_ENCODINGS }
    const directEncoded = await load(`http://127.0.0.1:${portA}${PAGE}`, browser)
    const balancedEncoded = await load(`http://127.0.0.1:${portCaddy}${PAGE}`, browser)
    return { direct, balanced, directEncoded, balancedEncoded, encodings: BROWSER_ENCODINGS }
  } finally {
    for (const child of children.reverse()) {
      if (child.exitCode !== null) continue
      const exited = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    await pgDatabase.drop()
    rmSync(home, { recursive: true, force: true })
  }
}
