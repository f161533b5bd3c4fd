// `npm test`: typecheck, lint, unit and integration tests (SQLite and PostgreSQL), build, end-to-end
// in Chromium. Every step runs even when an earlier one failed, so one run shows every failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

mkdirSync('test-results', { recursive: true })
const summary = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `=== ${name}: ${res.status === 0 ? 'ok' : `FAILED (exit ${res.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return res.status === 0
}

function step(name, cmd, args) {
  if (run(name, cmd, args)) summary.passed += 1
  else {
    summary.failed += 1
    failedSteps.push(name)
  }
}

function countVitest(file) {
  if (!existsSync(file)) return false
  const r = JSON.parse(readFileSync(file, 'utf8'))
  summary.passed += r.numPassedTests
  summary.failed += r.numFailedTests
  summary.skipped += r.numPendingTests + (r.numTodoTests ?? 0)
  return true
}

function countPlaywright(file) {
  if (!existsSync(file)) return false
  const s = JSON.parse(readFileSync(file, 'utf8')).stats
  summary.passed += s.expected + (s.flaky ?? 0)
  summary.failed += s.unexpected
  summary.skipped += s.skipped
  return true
}

step('typecheck', 'npx', ['tsc', '--noEmit'])
step('lint', 'npx', ['biome', 'check', '.'])

// The build comes first: the durability test runs the built server.
const built = run('build', 'npm', ['run', 'build'])
if (built) summary.passed += 1
else {
  summary.failed += 1
  failedSteps.push('build')
}

rmSync('test-results/vitest.json', { force: true })
const unitOk = run('unit and integration', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
])
const failedBefore = summary.failed
if (!countVitest('test-results/vitest.json')) summary.failed += 1
if (!unitOk) {
  failedSteps.push('unit and integration')
  // Vitest also fails a run for errors outside tests (unhandled rejections); count those too.
  if (summary.failed === failedBefore) summary.failed += 1
}

if (built) {
  rmSync('test-results/playwright.json', { force: true })
  const e2eOk = run('end-to-end', 'npx', ['playwright', 'test'])
  const e2eFailedBefore = summary.failed
  if (!countPlaywright('test-results/playwright.json')) summary.failed += 1
  if (!e2eOk) {
    failedSteps.push('end-to-end')
    if (summary.failed === e2eFailedBefore) summary.failed += 1
  }
}

const line = `${summary.passed} passed, ${summary.failed} failed${summary.skipped ? `, ${summary.skipped} skipped` : ''}`
writeFileSync('test-results/summary.txt', `${line}\n`)
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
console.log(`\n${line}`)
process.exit(failedSteps.length || summary.failed ? 1 : 0)
