import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/api/http.ts'
import { REGISTRATION_RETRIES, REGISTRATION_WAIT_MS, registerAfterPayment } from './register-domain.ts'

const notPaid = () => new ApiError(402, undefined, 'HTTP 402')

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('registerAfterPayment', () => {
  it('waits 5 s before the first call', async () => {
    const register = vi.fn(async () => ({}))
    const done = registerAfterPayment({ register, signal: new AbortController().signal })
    await vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS - 1)
    expect(register).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(done).resolves.toEqual({ kind: 'registered' })
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('tries again after each 402 until the payment shows up', async () => {
    let calls = 0
    const register = vi.fn(async () => {
      calls += 1
      if (calls < 4) throw notPaid()
      return {}
    })
    const done = registerAfterPayment({ register, signal: new AbortController().signal })
    await vi.advanceTimersByTimeAsync(4 * REGISTRATION_WAIT_MS)
    await expect(done).resolves.toEqual({ kind: 'registered' })
    expect(register).toHaveBeenCalledTimes(4)
  })

  it('gives up with no payment after 10 retries', async () => {
    const register = vi.fn(async () => {
      throw notPaid()
    })
    const done = registerAfterPayment({ register, signal: new AbortController().signal })
    await vi.advanceTimersByTimeAsync((REGISTRATION_RETRIES + 1) * REGISTRATION_WAIT_MS)
    await expect(done).resolves.toEqual({ kind: 'noPayment' })
    expect(register).toHaveBeenCalledTimes(REGISTRATION_RETRIES + 1)
    await vi.advanceTimersByTimeAsync(10 * REGISTRATION_WAIT_MS)
    expect(register).toHaveBeenCalledTimes(REGISTRATION_RETRIES + 1)
  })

  it('stops at once on any other status', async () => {
    const error = new ApiError(500, undefined, 'HTTP 500')
    const register = vi.fn(async () => {
      throw error
    })
    const done = registerAfterPayment({ register, signal: new AbortController().signal })
    await vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS)
    await expect(done).resolves.toEqual({ kind: 'failed', error })
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('stops without calling again when the page is left', async () => {
    const controller = new AbortController()
    const register = vi.fn(async () => {
      throw notPaid()
    })
    const done = registerAfterPayment({ register, signal: controller.signal })
    await vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS)
    controller.abort()
    await expect(done).resolves.toEqual({ kind: 'stopped' })
    expect(register).toHaveBeenCalledTimes(1)
  })
})
