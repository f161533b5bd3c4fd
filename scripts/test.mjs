// `npm test`: typecheck, lint, unused code (knip), unit and integration tests (SQLite and
// PostgreSQL), build, end-to-end in Chromium. Every step runs even when an earlier one failed, so
// one run shows every failure.
// At the end: the time of each phase, the 20 slowest test files (test-results/slowest.txt), and a
// failure for any test file over the limit that scripts/slow-tests.json does not name with a reason.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative } from 'node:path'

const FILE_LIMIT_S = 60
const SLOW_TESTS = JSON.parse(readFileSync(new URL('./slow-tests.json', import.meta.url), 'utf8'))

mkdirSync('test-results', { recursive: true })
const summary = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []
const phases = []

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  const ok = res.status === 0
  phases.push({ name, seconds, ok })
  console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${res.status})`} in ${seconds.toFixed(1)} s`)
  return ok
}

function step(name, cmd, args) {
  if (run(name, cmd, args)) summary.passed += 1
  else {
    summary.failed += 1
    failedSteps.push(name)
  }
}

/** Test files with their wall time in seconds, from the two JSON reports. */
const fileTimes = []

function countVitest(file) {
  if (!existsSync(file)) return false
  const r = JSON.parse(readFileSync(file, 'utf8'))
  summary.passed += r.numPassedTests
  summary.failed += r.numFailedTests
  summary.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
  for (const f of r.testResults ?? []) {
    if (f.startTime && f.endTime) {
      fileTimes.push({
        kind: 'vitest',
        file: relative(process.cwd(), f.name),
        seconds: (f.endTime - f.startTime) / 1000,
      })
    }
  }
  return true
}

// A Playwright file's time is the sum of its tests' attempts (one worker runs them one after another).
function playwrightSeconds(suite) {
  let ms = 0
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) for (const result of test.results ?? []) ms += result.duration ?? 0
  }
  for (const child of suite.suites ?? []) ms += playwrightSeconds(child) * 1000
  return ms / 1000
}

function countPlaywright(file) {
  if (!existsSync(file)) return false
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const s = report.stats
  summary.passed += s.expected + (s.flaky ?? 0)
  summary.failed += s.unexpected
  summary.skipped += s.skipped
  for (const suite of report.suites ?? []) {
    fileTimes.push({ kind: 'playwright', file: `e2e/${suite.file}`, seconds: playwrightSeconds(suite) })
  }
  return true
}

step('typecheck', 'npx', ['tsc', '--noEmit'])
step('lint', 'npx', ['biome', 'check', '.'])
// Unused files, exports and dependencies (knip.jsonc names what it cannot see and why).
step('knip', 'npx', ['knip'])

// The build comes first: the durability test runs the built server.
const built = run('build', 'npm', ['run', 'build'])
if (built) summary.passed += 1
else {
  summary.failed += 1
  failedSteps.push('build')
}

rmSync('test-results/vitest.json', { force: true })
const unitOk = run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
])
const failedBefore = summary.failed
if (!countVitest('test-results/vitest.json')) summary.failed += 1
if (!unitOk) {
  failedSteps.push('vitest')
  // Vitest also fails a run for errors outside tests (unhandled rejections); count those too.
  if (summary.failed === failedBefore) summary.failed += 1
}

if (built) {
  rmSync('test-results/playwright.json', { force: true })
  const e2eOk = run('playwright', 'npx', ['playwright', 'test'])
  const e2eFailedBefore = summary.failed
  if (!countPlaywright('test-results/playwright.json')) summary.failed += 1
  if (!e2eOk) {
    failedSteps.push('playwright')
    if (summary.failed === e2eFailedBefore) summary.failed += 1
  }
}

fileTimes.sort((a, b) => b.seconds - a.seconds)
const slowest = fileTimes
  .slice(0, 20)
  .map(
    (f) =>
      `${f.seconds.toFixed(1).padStart(7)} s  ${f.kind.padEnd(10)}  ${f.file}${SLOW_TESTS[f.file] ? '  (listed slow)' : ''}`,
  )
writeFileSync('test-results/slowest.txt', `${slowest.join('\n')}\n`)
console.log(`\nSlowest test files (test-results/slowest.txt):\n${slowest.join('\n')}`)

const overLimit = fileTimes.filter((f) => f.seconds > FILE_LIMIT_S && !SLOW_TESTS[f.file])
for (const f of overLimit) {
  console.log(
    `\nTest file over ${FILE_LIMIT_S} s: ${f.file} (${f.seconds.toFixed(1)} s). Make it faster, or list it with a reason in scripts/slow-tests.json.`,
  )
  summary.failed += 1
}
if (overLimit.length) failedSteps.push('test files over the time limit')

const table = [
  'phase        seconds',
  ...phases.map((p) => `${p.name.padEnd(12)} ${p.seconds.toFixed(1).padStart(7)}${p.ok ? '' : '  FAILED'}`),
  `${'total'.padEnd(12)} ${phases
    .reduce((sum, p) => sum + p.seconds, 0)
    .toFixed(1)
    .padStart(7)}`,
].join('\n')
writeFileSync('test-results/phases.txt', `${table}\n`)

const line = `${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`
writeFileSync('test-results/summary.txt', `${line}\n`)
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${table}`)
console.log(`\n${line}`)
process.exit(failedSteps.length || summary.failed ? 1 : 0)
