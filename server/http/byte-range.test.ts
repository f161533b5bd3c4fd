import { describe, expect, it } from 'vitest'
import { byteRange } from './byte-range.ts'

describe('a Range header (videos seeked on a phone)', () => {
  it('reads one range, an open end and a suffix, within the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(byteRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 })
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('sends the whole file for none or what it does not honour, and refuses one outside the file', () => {
    expect(byteRange(undefined, 1000)).toBeUndefined()
    expect(byteRange('bytes=0-1,5-6', 1000)).toBeUndefined()
    expect(byteRange('items=0-1', 1000)).toBeUndefined()
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(byteRange('bytes=50-10', 1000)).toBe('unsatisfiable')
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable')
  })
})
