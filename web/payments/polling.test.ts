import { describe, expect, it } from 'vitest'
import { pollUntil, SWISH_POLL } from './polling.ts'
import { swishFailureText } from './swish-outcome.ts'

/** A clock that only moves when the poller sleeps. */
function fakeTime() {
  let now = 0
  const sleeps: number[] = []
  return {
    now: () => now,
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
    },
  }
}

describe('pollUntil', () => {
  it('asks every interval until the answer is final', async () => {
    const time = fakeTime()
    const answers = ['NOT_SET', 'NOT_SET', 'PAID']
    const result = await pollUntil({
      check: async () => answers.shift() ?? 'NOT_SET',
      isDone: (s) => s !== 'NOT_SET',
      ...SWISH_POLL,
      signal: new AbortController().signal,
      ...time,
    })
    expect(result).toEqual({ kind: 'done', value: 'PAID' })
    expect(time.sleeps).toEqual([5_000, 5_000])
  })

  it('gives up after the timeout: 300 s of Swish is 61 looks', async () => {
    const time = fakeTime()
    let looks = 0
    const result = await pollUntil({
      check: async () => {
        looks += 1
        return 'NOT_SET'
      },
      isDone: () => false,
      ...SWISH_POLL,
      signal: new AbortController().signal,
      ...time,
    })
    expect(result).toEqual({ kind: 'timeout' })
    expect(looks).toBe(61)
    expect(time.now()).toBe(300_000)
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const result = await pollUntil({
      check: async () => {
        controller.abort()
        return 'NOT_SET'
      },
      isDone: () => false,
      ...SWISH_POLL,
      signal: controller.signal,
      ...fakeTime(),
    })
    expect(result).toEqual({ kind: 'stopped' })
  })
})

describe('swishFailureText', () => {
  const texts = { declined: 'Ditt köp nekades.', cancelled: 'Köp avbrutet', unknown: 'Ett okänt fel uppstod' }
  it.each([
    [{ status: 'DECLINED', errorMessage: null }, 'Ditt köp nekades.'],
    [{ status: 'CANCELLED', errorMessage: null }, 'Köp avbrutet'],
    [{ status: 'ERROR', errorMessage: 'Banken svarar inte' }, 'Banken svarar inte'],
    [{ status: 'ERROR', errorMessage: null }, 'Ett okänt fel uppstod'],
    [{ status: 'SOMETHING', errorMessage: null }, 'Ett okänt fel uppstod'],
  ] as const)('%o', (answer, text) => {
    expect(swishFailureText(answer as never, texts)).toBe(text)
  })
})
