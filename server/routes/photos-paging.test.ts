import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { type PhotoRow, PhotosRepository } from '../repositories/photos.repository.ts'
import type { TestAccount } from '../test/factories.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const STATES = ['pending', 'approved', 'hidden'] as const

/** `n` photo rows, three to a second, so pages must break ties on the id. */
function rows(siteId: string, n: number): PhotoRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `p${String(i).padStart(5, '0')}`,
    site_id: siteId,
    state: STATES[i % 3] ?? 'pending',
    base: `b${i}`,
    width: 800,
    height: 600,
    bytes: 1000,
    original_name: `IMG_${i}.JPG`,
    created_at: new Date(Date.UTC(2027, 5, 12, 12, 0, Math.floor(i / 3))).toISOString(),
    approved_at: null,
    media_type: 'image/jpeg',
  }))
}

interface Listed {
  photos: { id: string }[]
  counts: Record<string, number>
  nextCursor: string | null
}

describe.each(testDialects())("the owner's photo list in pages on %s (issue 34)", (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  const total = 1001
  withOwnedSite(dialect, async (fixture) => {
    ;({ t, owner, stranger, siteId } = fixture)
    const all = rows(siteId, total)
    for (let i = 0; i < all.length; i += 200) {
      // The photos table is the repository's own, not in the shared schema's tables.
      await (t.testDb.db.kysely as unknown as Kysely<{ photos: PhotoRow }>)
        .insertInto('photos')
        .values(all.slice(i, i + 200))
        .execute()
    }
  })
  const list = (query: string, cookie = owner.cookie) =>
    t.app.inject({
      method: 'GET',
      url: `/api/sites/${siteId}/photos${query}`,
      headers: { host: APP_HOST, cookie },
    })

  it('answers every photo once across the pages, newest first, the same as the whole list', async () => {
    const whole = (await list('')).json() as Listed
    expect(whole.photos).toHaveLength(total)
    expect(whole.nextCursor).toBeNull()
    const paged: string[] = []
    let query = '?limit=400'
    let pages = 0
    for (;;) {
      const res = await list(query)
      expect(res.statusCode).toBe(200)
      const page = res.json() as Listed
      pages += 1
      expect(page.counts).toEqual({ pending: 334, approved: 334, hidden: 333 })
      paged.push(...page.photos.map((p) => p.id))
      if (!page.nextCursor) break
      query = `?limit=400&after=${page.nextCursor}`
    }
    expect(pages).toBe(3)
    expect(paged).toEqual(whole.photos.map((p) => p.id))
    expect(paged[0]).toBe('p01000')
    expect(new Set(paged).size).toBe(total)
  })

  it('goes on from where a page ended when a photo arrives or goes meanwhile', async () => {
    const first = (await list('?limit=10')).json() as Listed
    const repo = new PhotosRepository(t.testDb.db.kysely)
    const [late] = rows(siteId, 1).map((r) => ({ ...r, id: 'zlate', created_at: '2027-06-13T00:00:00.000Z' }))
    if (!late) throw new Error('a row')
    await repo.insertPhoto(late)
    const next = (await list(`?limit=10&after=${first.nextCursor}`)).json() as Listed
    expect(next.photos.map((p) => p.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `p${String(total - 11 - i).padStart(5, '0')}`),
    )
    await repo.deletePhotos(siteId, ['zlate'])
  })

  it('refuses a cursor it did not make and a page size out of bounds with 400, a stranger with 403', async () => {
    for (const query of ['?after=bm90LWEtY3Vyc29y', '?after=a%20b', '?limit=0', '?limit=501', '?limit=x']) {
      const res = await list(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toBeTruthy()
    }
    expect((await list('?limit=10', stranger.cookie)).statusCode).toBe(403)
  })
})
