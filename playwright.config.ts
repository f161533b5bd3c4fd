import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

/** A port free on this machine now; the config runs synchronously, so a child finds it. */
function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close() })",
    ],
    { encoding: 'utf8' },
  )
}

// Each Playwright worker has a built server of its own, with its own data directory and ports:
// the specs then cannot see each other's owners, sites, mails or fakes (e2e/analytics.spec.ts runs
// its fakes on its worker's ports), and two workers use the time one spends waiting on a simulator
// or a form's post key. E2E_WORKERS overrides how many (default 2, for this 2-core machine).
const WORKERS = Number(process.env.E2E_WORKERS ?? 2)

// Ports are chosen at run time, so runs (CI legs, worktrees) can go side by side. The config is
// also loaded by each worker: the environment carries the main process's choice to them, and a
// worker takes its own set (TEST_PARALLEL_INDEX) as E2E_PORT and the rest for the specs
// (e2e/helpers.ts).
interface Server {
  port: string
  analyticsPort: string
  ingestPort: string
  dataDir: string
}
function serverFor(index: number): Server {
  const key = (name: string) => `E2E_${name}_${index}`
  process.env[key('PORT')] ??= freePort()
  process.env[key('ANALYTICS_PORT')] ??= freePort()
  process.env[key('INGEST_PORT')] ??= freePort()
  // A fresh data directory per run and worker; the admin command line in the tests uses the same one.
  process.env[key('DATA_DIR')] ??= mkdtempSync(join(tmpdir(), `eventsite-e2e-${index}-`))
  return {
    port: process.env[key('PORT')] as string,
    analyticsPort: process.env[key('ANALYTICS_PORT')] as string,
    ingestPort: process.env[key('INGEST_PORT')] as string,
    dataDir: process.env[key('DATA_DIR')] as string,
  }
}
const servers = Array.from({ length: WORKERS }, (_, index) => serverFor(index))
const mine = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? servers[0]
if (mine) {
  process.env.E2E_PORT = mine.port
  process.env.E2E_ANALYTICS_PORT = mine.analyticsPort
  process.env.E2E_INGEST_PORT = mine.ingestPort
  process.env.E2E_DATA_DIR = mine.dataDir
}
const E2E_PORT = process.env.E2E_PORT

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  // 60 s was passed on time alone (no assertion failed) by prints-checkout at 66 s in a clean-clone CI run of 2026-11-28
  timeout: 120_000,
  // An assertion waits for the page up to 10 s (Playwright's default 5 s): it ends as soon as the
  // page is right, and a machine shared with other runs can take seconds to render.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: WORKERS,
  // No retries, in CI either: a test that fails once has a cause to find.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://brollopssida.localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: servers.map(({ port, analyticsPort, ingestPort, dataDir }) => ({
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/accounts/me/`,
    reuseExistingServer: false,
    env: {
      PORT: port,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Every spec registers its own owners from the one test address.
      REGISTER_RATE_LIMIT: '1000',
      // The Swish simulator answers after a second instead of three (e2e/payments.spec.ts).
      SWISH_SIMULATOR_DELAY_MS: '1000',
      // A guest's post key counts at once instead of after 3 s: the plain-form specs post without
      // waiting out a person's pace, and the guest page's scripts wait only the 100 ms margin the
      // page's <html data-key-wait> tells them (the owner app's previews still wait their 3.1 s).
      POST_KEY_MIN_AGE_MS: '0',
      // The print shop simulator ships a paid order in seconds, and its job looks every second, so
      // e2e/prints-checkout.spec.ts sees an order go to print and ship (the confirmation pages still
      // show it paid: it is in production only 6 s after it reached the shop).
      PRINT_SHOP_EVERY_MS: '1000',
      PRINT_SHOP_SIMULATOR_IN_PRODUCTION_MS: '6000',
      PRINT_SHOP_SIMULATOR_SHIPPED_MS: '10000',
      // e2e/analytics.spec.ts runs fakes of both services on these ports; other specs run without
      // them, and the owner app goes on when the analytics script fails to load.
      ANALYTICS_URL: `http://127.0.0.1:${analyticsPort}`,
      ERROR_REPORTING_DSN: `http://e2ekey@127.0.0.1:${ingestPort}/1`,
    },
    timeout: 60_000,
  })),
})
