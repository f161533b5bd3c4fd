import { describe, expect, it } from 'vitest'
import type { OwnerPhoto, OwnerPhotos } from '#domain/photos/photos.ts'
import { mergeHead } from './photos-head.ts'
import type { PhotoPages } from './photos-list.ts'

const photo = (id: string, createdAt: string, state: OwnerPhoto['state'] = 'pending'): OwnerPhoto => ({
  id,
  kind: 'photo',
  width: 800,
  height: 600,
  thumbUrl: `/t/${id}`,
  url: `/l/${id}`,
  fullUrl: `/f/${id}`,
  state,
  originalName: `${id}.jpg`,
  createdAt,
  bytes: 1000,
})
const summary = {
  autoApprove: false,
  usedBytes: 0,
  quotaBytes: 1,
  zip: null,
  counts: { pending: 0, approved: 0, hidden: 0 },
}
const pageOf = (photos: OwnerPhoto[], nextCursor: string | null): OwnerPhotos => ({
  ...summary,
  photos,
  nextCursor,
})
const ids = (pages: PhotoPages) => pages.pages.map((p) => p.photos.map((x) => `${x.id}:${x.state}`))

const a = photo('a', '2027-06-12T12:00:05Z')
const b = photo('b', '2027-06-12T12:00:04Z')
const c = photo('c', '2027-06-12T12:00:03Z')
const d = photo('d', '2027-06-12T12:00:02Z', 'approved')
const e = photo('e', '2027-06-12T12:00:01Z')
const list: PhotoPages = {
  pages: [pageOf([a, b], 'cb'), pageOf([c, d], 'cd'), pageOf([e], null)],
  pageParams: ['', 'cb', 'cd'],
}

describe('the newest page merged into the list (issue 34, the moderation page)', () => {
  it('puts new photos on top, takes the page’s states, drops what it lacks, and keeps older photos as they are', () => {
    const n = photo('n', '2027-06-12T12:00:09Z')
    const head = pageOf([n, { ...b, state: 'hidden' }], 'cb')
    const merged = mergeHead(list, { ...head, counts: { pending: 3, approved: 1, hidden: 1 } })
    // a is newer than the page's oldest (b) yet missing from it: deleted meanwhile.
    expect(ids(merged)).toEqual([['n:pending', 'b:hidden'], ['c:pending', 'd:approved'], ['e:pending']])
    expect(merged.pageParams).toEqual(list.pageParams)
    expect(merged.pages[0]?.nextCursor).toBe('cb')
    expect(merged.pages.every((p) => p.counts.hidden === 1)).toBe(true)
  })

  it('keeps a photo exactly as old as the page’s oldest, whose place the ids alone would decide', () => {
    const twin = photo('z', a.createdAt)
    const before: PhotoPages = { pages: [pageOf([a, twin, b], null)], pageParams: [''] }
    expect(ids(mergeHead(before, pageOf([a], 'ca')))).toEqual([['a:pending', 'z:pending', 'b:pending']])
  })

  it('is the whole list when the newest page is', () => {
    const merged = mergeHead(list, pageOf([a, c], null))
    expect(ids(merged)).toEqual([['a:pending', 'c:pending']])
    expect(merged.pageParams).toEqual([''])
  })
})
