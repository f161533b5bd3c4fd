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

// Ports are chosen at run time, so runs (CI legs, worktrees) can go side by side. The config is
// also loaded by each worker: the environment carries the main process's choice to them and to
// the specs (e2e/helpers.ts).
process.env.E2E_PORT ??= freePort()
process.env.E2E_ANALYTICS_PORT ??= freePort()
process.env.E2E_INGEST_PORT ??= freePort()
const E2E_PORT = process.env.E2E_PORT
const ANALYTICS_PORT = process.env.E2E_ANALYTICS_PORT
const INGEST_PORT = process.env.E2E_INGEST_PORT
// A fresh data directory per run; the admin command line in the tests uses the same one.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'eventsite-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e-artifacts',
  timeout: 60_000,
  // An assertion waits for the page up to 10 s (Playwright's default 5 s): it ends as soon as the
  // page is right, and a machine shared with other runs can take seconds to render.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
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
  webServer: {
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/api/accounts/me/`,
    reuseExistingServer: false,
    env: {
      PORT: E2E_PORT,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // Every spec registers its own owners from the one test address.
      REGISTER_RATE_LIMIT: '1000',
      // The Swish simulator answers after a second instead of three (e2e/payments.spec.ts).
      SWISH_SIMULATOR_DELAY_MS: '1000',
      // A guest's post key counts at once instead of after 3 s: the plain-form specs post without
      // waiting out a person's pace (the owner app's forms still wait their 3.1 s).
      POST_KEY_MIN_AGE_MS: '0',
      // The print shop simulator ships a paid order in seconds, and its job looks every second, so
      // e2e/prints-checkout.spec.ts sees an order go to print and ship (the confirmation pages still
      // show it paid: it is in production only 6 s after it reached the shop).
      PRINT_SHOP_EVERY_MS: '1000',
      PRINT_SHOP_SIMULATOR_IN_PRODUCTION_MS: '6000',
      PRINT_SHOP_SIMULATOR_SHIPPED_MS: '10000',
      // e2e/analytics.spec.ts runs fakes of both services on these ports; other specs run without
      // them, and the owner app goes on when the analytics script fails to load.
      ANALYTICS_URL: `http://127.0.0.1:${ANALYTICS_PORT}`,
      ERROR_REPORTING_DSN: `http://e2ekey@127.0.0.1:${INGEST_PORT}/1`,
    },
    timeout: 60_000,
  },
})
