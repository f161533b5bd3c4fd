import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

const PG_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

async function pgAdmin(sql) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A new PostgreSQL database named `<prefix>_<time>`; drop() removes it. */
export async function createPgDatabase(prefix) {
  const name = `${prefix}_${Date.now()}`
  await pgAdmin(`CREATE DATABASE ${name}`)
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * Starts the built server on a fresh database of the given kind; stop() also drops it. `root` is
 * the checkout whose build runs (another one's, to compare two builds side by side).
 */
export async function startServer({ port, database = 'sqlite', root = process.cwd(), env: extraEnv = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-bench-'))
  const pgDatabase = database === 'postgres' ? await createPgDatabase('eventsite_bench') : undefined
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: pgDatabase?.url ?? '',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    SESSION_SECRET: 'b'.repeat(40),
    GUEST_SUBMIT_RATE_LIMIT: '1000000',
    GIFT_SITE_RATE_LIMIT: '1000000',
    ...extraEnv,
  }
  // BENCH_SERVER_ARGS: node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  // A server starting on a loaded 2-core machine (another helper's tests) took over 10 s.
  for (let i = 0; ; i++) {
    try {
      await fetch(`${base}/api/rsvps/post-key`)
      break
    } catch (err) {
      if (i >= 1200) throw new Error(`the server on ${base} did not answer within 60 s`, { cause: err })
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return {
    base,
    env,
    pid: child.pid,
    /** CPU seconds (user and system) the server process has used so far; undefined off Linux. */
    cpuSeconds: () => processCpuSeconds(child.pid),
    /** The operator command line on this server's database. */
    admin: (...args) =>
      spawnSync('npx', ['tsx', 'server/admin.ts', ...args], { cwd: root, env, encoding: 'utf8' }),
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      await pgDatabase?.drop()
    },
  }
}

function processCpuSeconds(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime, in
    // ticks of USER_HZ (100 on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}
