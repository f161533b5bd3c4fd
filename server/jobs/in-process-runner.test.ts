import { describe, expect, it } from 'vitest'
import { inProcessRunner } from './in-process-runner.ts'

const quiet = { info() {}, warn() {}, error() {} }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('in-process runner (SQLite, one machine)', () => {
  it('runs a recurring job at once and again, never twice at a time', async () => {
    const runner = inProcessRunner(quiet)
    let running = 0
    let most = 0
    let runs = 0
    runner.schedule({
      name: 'slow',
      everyMs: 10,
      async run() {
        running += 1
        most = Math.max(most, running)
        runs += 1
        await sleep(35)
        running -= 1
      },
    })
    await sleep(120)
    await runner.stop(1000)
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(most).toBe(1)
  })

  it('retries a failing one-off job with growing waits, then gives up and counts each failure', async () => {
    const runner = inProcessRunner(quiet)
    const tries: number[] = []
    runner.handle(
      'flaky',
      async () => {
        tries.push(performance.now())
        throw new Error('down')
      },
      { retryLimit: 2, retryDelaySeconds: 0.05 },
    )
    await runner.enqueue('flaky', {})
    await sleep(400)
    expect(tries).toHaveLength(3)
    const [a = 0, b = 0, c = 0] = tries
    expect(c - b).toBeGreaterThan(b - a)
    expect(await runner.stats()).toContainEqual({ name: 'flaky', waiting: 0, failures: 3 })
    await runner.stop()
  })

  it('lets a running job finish on stop, within the limit, and takes no new work after', async () => {
    const runner = inProcessRunner(quiet)
    let finished = false
    runner.handle('long', async () => {
      await sleep(100)
      finished = true
    })
    await runner.enqueue('long', {})
    await runner.stop(2000)
    expect(finished).toBe(true)
    await expect(runner.enqueue('long', {})).rejects.toThrow(/stopping/)
  })
})
