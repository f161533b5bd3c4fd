import { describe, expect, it } from 'vitest'
import { MAX_VERSIONS, type RetainedVersion, revisionsToPrune } from './versions-retention.ts'

const now = new Date('2026-06-30T12:00:00.000Z')
const at = (revision: number, createdAt: string, marked = false): RetainedVersion => ({
  revision,
  createdAt,
  marked,
})

describe('revisionsToPrune', () => {
  it('keeps every version of the last 30 days', () => {
    const recent = [
      at(1, '2026-06-01T13:00:00.000Z'),
      at(2, '2026-06-01T14:00:00.000Z'),
      at(3, '2026-06-29T00:00:00.000Z'),
    ]
    expect(revisionsToPrune(recent, now)).toEqual([])
  })

  it('keeps the newest of each older day', () => {
    const old = [
      at(1, '2026-03-01T08:00:00.000Z'),
      at(2, '2026-03-01T09:00:00.000Z'),
      at(3, '2026-03-02T09:00:00.000Z'),
      at(4, '2026-06-20T09:00:00.000Z'),
    ]
    expect(revisionsToPrune(old, now)).toEqual([1])
  })

  it('keeps marked versions and the latest whatever their age', () => {
    const old = [
      at(1, '2026-03-01T08:00:00.000Z', true),
      at(2, '2026-03-01T09:00:00.000Z'),
      at(3, '2026-03-01T10:00:00.000Z'),
    ]
    expect(revisionsToPrune(old, now)).toEqual([2])
  })

  it('keeps at most MAX_VERSIONS, dropping the oldest unmarked first', () => {
    const many = Array.from({ length: MAX_VERSIONS + 5 }, (_, i) =>
      at(i + 1, new Date(now.getTime() - (MAX_VERSIONS + 5 - i) * 60_000).toISOString(), i === 0),
    )
    expect(revisionsToPrune(many, now)).toEqual([2, 3, 4, 5, 6])
  })
})
