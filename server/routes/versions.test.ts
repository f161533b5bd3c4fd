import { describe, expect, it } from 'vitest'
import type { SiteContent } from '#domain/site/schema.ts'
import { makeModules, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('version history on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount
  withTwoAccounts(dialect, (fixture) => {
    ;({ t, owner, stranger } = fixture)
  })

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: TestAccount | null = owner,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { host: APP_HOST, ...(who ? { cookie: who.cookie } : {}) },
      ...(payload ? { payload } : {}),
    })

  const save = async (id: string, revision: number, overrides: Partial<SiteContent>) => {
    const res = await call('PUT', `/api/sites/V2/${id}`, owner, {
      site: makeSiteContent({ ...overrides, revision }),
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().site.revision as number
  }

  /** A site with three saves: a text, the theme, then a module removed. */
  async function siteWithHistory() {
    const { _id, revision } = await makeSite(t.app, owner)
    const [header, text, hidden] = makeModules()
    if (!header || !text || !hidden) throw new Error('factory modules changed')
    const edited = { ...text, title: { sv: 'Välkomna hit', en: 'Welcome' } }
    let r = await save(_id, revision, { siteModules: [header, edited, hidden] })
    r = await save(_id, r, { siteModules: [header, edited, hidden], theme: 'theme9' })
    r = await save(_id, r, { siteModules: [header, edited], theme: 'theme9' })
    return { id: _id, revision: r }
  }

  it('lists every save newest first with what it changed, without the documents', async () => {
    const { id } = await siteWithHistory()
    const res = await call('GET', `/api/sites/${id}/versions`)
    expect(res.statusCode, res.body).toBe(200)
    const { versions } = res.json()
    expect(versions.map((v: { siteVersion: number }) => v.siteVersion)).toEqual([4, 3, 2, 1])
    expect(versions[0].changes).toEqual([{ kind: 'moduleRemoved', moduleId: 'm-hidden', moduleType: 'Text' }])
    expect(versions[1].changes).toEqual([{ kind: 'designChanged', parts: ['theme'] }])
    expect(versions[2].changes).toEqual([
      { kind: 'textChanged', moduleId: 'm-text', moduleType: 'Text', languages: ['sv'] },
    ])
    expect(versions[3]).toMatchObject({ changes: [], restoredFrom: null })
    expect(versions[0].createdAt).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(res.body).not.toContain('Hjärtligt välkomna')
  })

  it('shows one version’s document as it was', async () => {
    const { id } = await siteWithHistory()
    const res = await call('GET', `/api/sites/${id}/versions/2`)
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ siteVersion: 2, data: { theme: 'theme4' } })
    expect(body.data.siteModules).toHaveLength(3)
    expect(body.data.siteModules[1].title.sv).toBe('Välkomna hit')
    expect((await call('GET', `/api/sites/${id}/versions/99`)).statusCode).toBe(404)
    expect((await call('GET', `/api/sites/${id}/versions/abc`)).statusCode).toBe(400)
  })

  it('restores an older version as a new one, keeping the latest, and lists it as a restore', async () => {
    const { id, revision } = await siteWithHistory()
    const res = await call('POST', `/api/sites/${id}/versions/2/restore`)
    expect(res.statusCode, res.body).toBe(200)
    const site = res.json().site
    expect(site).toMatchObject({ _id: id, revision: revision + 1, theme: 'theme4', siteVersion: 2 })
    expect(site.siteModules).toHaveLength(3)
    const owned = (await call('GET', `/api/sites/${id}`)).json()
    expect(owned).toEqual(site)

    const { versions } = (await call('GET', `/api/sites/${id}/versions`)).json()
    expect(versions).toHaveLength(5)
    expect(versions[0]).toMatchObject({ siteVersion: 5, restoredFrom: { siteVersion: 2 } })
    expect(versions[0].changes).toEqual(
      expect.arrayContaining([{ kind: 'moduleAdded', moduleId: 'm-hidden', moduleType: 'Text' }]),
    )
    // The version it replaced is still there, so the restore can be undone.
    const undo = await call('POST', `/api/sites/${id}/versions/4/restore`)
    expect(undo.statusCode, undo.body).toBe(200)
    expect(undo.json().site.siteModules).toHaveLength(2)
  })

  it('makes the editor’s next save with the old revision a conflict', async () => {
    const { id, revision } = await siteWithHistory()
    expect((await call('POST', `/api/sites/${id}/versions/1/restore`)).statusCode).toBe(200)
    const stale = await call('PUT', `/api/sites/V2/${id}`, owner, { site: makeSiteContent({ revision }) })
    expect(stale.statusCode).toBe(409)
  })

  it('refuses to restore a version equal to the latest', async () => {
    const { id } = await siteWithHistory()
    const res = await call('POST', `/api/sites/${id}/versions/4/restore`)
    expect(res.statusCode).toBe(409)
    expect(res.json().errorDescription.sv).toContain('senaste')
    // A settings change writes a version with the same document: also nothing to restore.
    expect((await call('PUT', `/api/sites/${id}/password`, owner, { password: 'x' })).statusCode).toBe(200)
    expect((await call('POST', `/api/sites/${id}/versions/4/restore`)).statusCode).toBe(409)
  })

  it('answers 409 for a site whose document is not of version 2', async () => {
    const { _id: id } = await makeSite(t.app, owner)
    await t.testDb.db.kysely
      .updateTable('sites')
      .set({ content: JSON.stringify({ storedVersion: 1, siteModules: [] }) })
      .where('id', '=', id)
      .execute()
    for (const [method, url] of [
      ['GET', `/api/sites/${id}/versions`],
      ['GET', `/api/sites/${id}/versions/1`],
      ['POST', `/api/sites/${id}/versions/1/restore`],
    ] as const) {
      const res = await call(method, url)
      expect(res.statusCode, url).toBe(409)
      expect(Object.keys(res.json().errorDescription).sort()).toEqual(['da', 'en', 'sv'])
      expect(res.json().errorDescription.sv).toContain('äldre version')
    }
  })

  it('is the owner’s only', async () => {
    const { id } = await siteWithHistory()
    for (const [method, url] of [
      ['GET', `/api/sites/${id}/versions`],
      ['GET', `/api/sites/${id}/versions/2`],
      ['POST', `/api/sites/${id}/versions/2/restore`],
    ] as const) {
      expect((await call(method, url, null)).statusCode, url).toBe(401)
      expect((await call(method, url, stranger)).statusCode, url).toBe(403)
    }
    expect((await call('GET', '/api/sites/nosuchsite/versions')).statusCode).toBe(404)
  })

  it('prunes to one a day before the last 30 days, keeping restores and their sources', async () => {
    const { _id: id } = await makeSite(t.app, owner)
    const kysely = t.testDb.db.kysely
    const [first] = await kysely.selectFrom('site_versions').selectAll().where('site_id', '=', id).execute()
    if (!first) throw new Error('no first version')
    // Revisions 2..7: three on one old day, two on another, one recent; 6 is a restore of 2.
    const rows: [number, string, number | null][] = [
      [2, '2026-01-10T08:00:00.000Z', null],
      [3, '2026-01-10T09:00:00.000Z', null],
      [4, '2026-01-10T10:00:00.000Z', null],
      [5, '2026-02-01T08:00:00.000Z', null],
      [6, '2026-02-01T09:00:00.000Z', 2],
      [7, '2026-03-20T09:00:00.000Z', null],
    ]
    await kysely
      .updateTable('site_versions')
      .set({ created_at: '2026-01-01T00:00:00.000Z' })
      .where('site_id', '=', id)
      .execute()
    for (const [revision, created_at, restored_from] of rows) {
      await kysely
        .insertInto('site_versions')
        .values({
          site_id: id,
          revision,
          content: first.content,
          account_id: null,
          created_at,
          restored_from,
        })
        .execute()
    }
    const now = new Date('2026-03-25T00:00:00.000Z')
    const removed = await t.services.versions.prune(now)
    expect(removed).toBeGreaterThan(0)
    const left = await kysely
      .selectFrom('site_versions')
      .select('revision')
      .where('site_id', '=', id)
      .orderBy('revision')
      .execute()
    // 1: alone on its day; 2: the source of restore 6; 3 pruned; 4: the newest of 2026-01-10;
    // 5 pruned; 6: a restore (and the newest of its day); 7: the latest.
    expect(left.map((r) => r.revision)).toEqual([1, 2, 4, 6, 7])
    // A second round finds nothing more to do.
    expect(await t.services.versions.prune(now)).toBe(0)
  })

  it('removes a deleted site’s versions with it', async () => {
    const { id } = await siteWithHistory()
    await t.testDb.db.kysely.deleteFrom('sites').where('id', '=', id).execute()
    const left = await t.testDb.db.kysely
      .selectFrom('site_versions')
      .select('revision')
      .where('site_id', '=', id)
      .execute()
    expect(left).toEqual([])
  })
})
