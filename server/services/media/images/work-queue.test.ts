import { describe, expect, it } from 'vitest'
import { QueueFullError, WorkQueue } from './work-queue.ts'

const tick = () => new Promise((r) => setTimeout(r, 5))

describe('WorkQueue', () => {
  it('never runs more than its concurrency at once, and runs every job in arrival order', async () => {
    const queue = new WorkQueue(2)
    let now = 0
    let peak = 0
    const started: number[] = []
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        queue.run(async () => {
          started.push(i)
          now += 1
          peak = Math.max(peak, now)
          await tick()
          now -= 1
          return i * 10
        }),
      ),
    )
    expect(peak).toBe(2)
    expect(started).toEqual([...Array(16).keys()])
    expect(results).toEqual([...Array(16).keys()].map((i) => i * 10))
  })

  it('frees the slot when a job fails', async () => {
    const queue = new WorkQueue(1)
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image')
    expect(await queue.run(async () => 'next')).toBe('next')
  })

  it('refuses work beyond its waiting room instead of holding it', async () => {
    const queue = new WorkQueue(1, 1)
    let release = () => {}
    const first = queue.run(() => new Promise<void>((r) => (release = r)))
    const second = queue.run(async () => 'waited')
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError)
    release()
    await first
    expect(await second).toBe('waited')
  })
})
