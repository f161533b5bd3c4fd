// A worker process for the crash test (pg-boss-runner.test.ts): it takes one job of the queue it is
// given, says so on stdout and never finishes it, waiting to be killed with SIGKILL.
import { pgBossRunner } from '../pg-boss-runner.ts'

const [connectionString, queue] = process.argv.slice(2)
if (!connectionString || !queue) throw new Error('usage: crash-worker <database url> <queue>')
const quiet = { info() {}, warn() {}, error() {} }
const runner = pgBossRunner({ connectionString, log: quiet, expireInSeconds: 2, pollingIntervalSeconds: 0.5 })
runner.handle<{ n: number }>(
  queue,
  async (payload) => {
    process.stdout.write(`took ${payload.n}\n`)
    await new Promise(() => {})
  },
  { retryDelaySeconds: 1 },
)
await runner.start()
process.stdout.write('ready\n')
