import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { countdownParts, msUntilNextTick, wallClockOfLocalString } from './countdown-parts.ts'

// The arithmetic reads dates in the viewer's time zone; fix one with daylight saving time so the
// tests mean the same everywhere. Node applies a TZ change at run time.
const originalTz = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Europe/Stockholm'
})
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ
  else process.env.TZ = originalTz
})

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  new Date(y, mo - 1, d, h, mi, s, ms)

/** The parts the countdown shows. */
const left = (days: number, hours: number, minutes: number, seconds: number) => ({
  days,
  hours,
  minutes,
  seconds,
})
const zero = left(0, 0, 0, 0)

describe('countdownParts', () => {
  test('the time zone of the test is in effect', () => {
    expect(local(2027, 1, 15).getTimezoneOffset()).toBe(-60)
    expect(local(2027, 7, 15).getTimezoneOffset()).toBe(-120)
  })

  test('counts days, hours, minutes and seconds to a future local time', () => {
    expect(countdownParts('2027-06-12T15:00', local(2027, 6, 10, 12, 30, 15))).toEqual(left(2, 2, 29, 45))
  })

  test('a part-second left still shows as one second', () => {
    expect(countdownParts('2027-06-12T15:00', local(2027, 6, 12, 14, 59, 59, 400))).toEqual(left(0, 0, 0, 1))
  })

  test('with seconds in the target and the legacy space form', () => {
    expect(countdownParts('2027-06-12T15:00:30', local(2027, 6, 12, 15))).toMatchObject({ seconds: 30 })
    expect(countdownParts('2027-06-12 15:00', local(2027, 6, 11, 15))).toEqual(left(1, 0, 0, 0))
  })

  test('a bare date means midnight at its start', () => {
    expect(countdownParts('2027-06-12', local(2027, 6, 11, 18))).toEqual(left(0, 6, 0, 0))
  })

  test('zero at the moment, after it, and far after it', () => {
    expect(countdownParts('2027-06-12T15:00', local(2027, 6, 12, 15))).toEqual(zero)
    expect(countdownParts('2027-06-12T15:00', local(2027, 6, 12, 15, 0, 1))).toEqual(zero)
    expect(countdownParts('2020-01-01T00:00', local(2027, 6, 12))).toEqual(zero)
  })

  test('zero when the target is missing or not a date', () => {
    const now = local(2027, 1, 1)
    for (const value of [
      null,
      undefined,
      '',
      'tomorrow',
      '2027-13-01T10:00',
      '2027-02-30T10:00',
      '2027-06-12T25:00',
    ]) {
      expect(countdownParts(value, now), String(value)).toEqual(zero)
    }
    expect(countdownParts('2027-06-12T15:00', new Date(Number.NaN))).toEqual(zero)
  })

  test('across the spring daylight-saving change, 15:00 the day before reads one whole day', () => {
    // Sweden moves its clocks from 02:00 to 03:00 on 28 March 2027: that day has 23 hours.
    expect(countdownParts('2027-03-28T15:00', local(2027, 3, 27, 15))).toEqual(left(1, 0, 0, 0))
    expect(countdownParts('2027-04-10T15:00', local(2027, 3, 20, 9, 30))).toEqual(left(21, 5, 30, 0))
  })

  test('across the autumn change, too', () => {
    // 31 October 2027 has 25 hours in Sweden.
    expect(countdownParts('2027-11-01T15:00', local(2027, 10, 30, 15))).toEqual(left(2, 0, 0, 0))
  })

  test('many years ahead', () => {
    expect(countdownParts('2099-01-01T00:00', local(2027, 1, 1)).days).toBe(26_298)
  })
})

describe('helpers', () => {
  test('wallClockOfLocalString rejects days that do not exist', () => {
    expect(wallClockOfLocalString('2028-02-29T10:00')).not.toBeNull()
    expect(wallClockOfLocalString('2027-02-29T10:00')).toBeNull()
  })

  test('the next tick lands on the next whole second', () => {
    expect(msUntilNextTick(local(2027, 1, 1, 0, 0, 0, 250))).toBe(750)
    expect(msUntilNextTick(local(2027, 1, 1, 0, 0, 0, 0))).toBe(1000)
  })
})
