import { describe, expect, test } from 'vitest'
import { blob, curl, leaf, n, onCurve, rng, sprig } from './geometry.ts'

describe('geometry', () => {
  test('numbers are short and never "-0"', () => {
    expect(n(1.234)).toBe('1.2')
    expect(n(-0.01)).toBe('0')
    expect(n(0.44)).toBe('.4')
    expect(n(-0.5)).toBe('-.5')
    expect(n(10)).toBe('10')
    expect(n(123.46)).toBe('123')
  })

  test('the random generator repeats for a seed', () => {
    const a = rng(7)
    const b = rng(7)
    expect([a(), a(), a()]).toEqual([b(), b(), b()])
    expect(rng(8)()).not.toBe(rng(7)())
  })

  test('a leaf starts and ends at its base', () => {
    const d = leaf(10, 20, 0, 30, 8)
    expect(d).toBe('M10 20c7.5-8 21-8 30 0c-9 8-22 8-30 0')
  })

  test('points on a curve run from its start to its end', () => {
    const c = [
      [0, 0],
      [10, 0],
      [20, 0],
      [30, 0],
    ] as const
    expect(onCurve(c, 0)).toEqual([0, 0, 0])
    expect(onCurve(c, 1)).toEqual([30, 0, 0])
  })

  test('a sprig has a stem, its leaves in groups and midribs', () => {
    const s = sprig({
      stem: [
        [0, 0],
        [10, 0],
        [20, 0],
        [30, 0],
      ],
      count: 4,
      size: 10,
      groups: 2,
      petiole: 0.1,
    })
    expect(s.leaves).toHaveLength(2)
    expect(s.leaves.join('').match(/M/g)).toHaveLength(5)
    expect(s.ribs.match(/M/g)).toHaveLength(5)
  })

  test('blobs are closed and curls are arcs', () => {
    expect(blob(0, 0, 10, 6, 0.3, 1)).toMatch(/^M.*Z$/)
    expect(curl(0, 0, 0, 4, 3, true).match(/A/g)).toHaveLength(3)
  })
})
