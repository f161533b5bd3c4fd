import { describe, expect, it } from 'vitest'
import type { SiteContent } from '#domain/site/schema.ts'
import { makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { withAccount } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/**
 * The guest password and the search-engine setting carry no revision: a content save landing
 * between the moment such a call read the site and the moment it writes must not make it fail,
 * and must not be undone by it.
 */
describe.each(testDialects())('site settings beside content saves on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  withAccount(dialect, (fixture) => {
    ;({ t, owner } = fixture)
  })

  const put = (url: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: payload as object,
    })

  /** Makes the next read of the site by the app be followed at once by an owner's content save. */
  function saveRightAfterNextRead(siteId: string, theme: SiteContent['theme']): void {
    const sites = t.services.sites
    const original = sites.findById.bind(sites)
    sites.findById = async (id: string) => {
      const row = await original(id)
      sites.findById = original
      if (id === siteId && row) {
        await sites.updateContent(row, row.account_id, makeSiteContent({ theme, revision: row.revision }))
      }
      return row
    }
  }

  it('sets the guest password on top of a save that landed after the call read the site', async () => {
    const { _id } = await makeSite(t.app, owner)
    saveRightAfterNextRead(_id, 'theme7')
    const res = await put(`/api/sites/${_id}/password`, { password: 'tårta' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().site).toMatchObject({ password: 'tårta', theme: 'theme7', revision: 3 })
    const stored = await t.services.sites.findById(_id)
    if (!stored) throw new Error('site gone')
    expect(stored.password).toBe('tårta')
    expect(t.services.sites.content(stored).theme).toBe('theme7')
  })

  it('sets metaNoindex on top of a save that landed after the call read the site', async () => {
    const { _id } = await makeSite(t.app, owner)
    saveRightAfterNextRead(_id, 'theme4')
    const res = await put(`/api/sites/${_id}/metaNoindex`, { metaNoindex: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().site).toMatchObject({ metaNoindex: true, theme: 'theme4', revision: 3 })
  })

  it('answers every password and noindex call while saves run concurrently', async () => {
    const { _id } = await makeSite(t.app, owner)
    let revision = 1
    const saves = (async () => {
      for (const theme of ['theme8', 'theme10', 'theme5', 'theme11'] as const) {
        const res = await put(`/api/sites/V2/${_id}`, { site: makeSiteContent({ theme, revision }) })
        // A save may meet a settings write in between and be refused as stale; then it reloads.
        if (res.statusCode === 409) revision = (await t.services.sites.findById(_id))?.revision ?? revision
        else revision = res.json().site.revision
      }
    })()
    const settings = await Promise.all([
      put(`/api/sites/${_id}/password`, { password: 'a' }),
      put(`/api/sites/${_id}/metaNoindex`, { metaNoindex: true }),
      put(`/api/sites/${_id}/password`, { password: 'b' }),
      put(`/api/sites/${_id}/metaNoindex`, { metaNoindex: false }),
    ])
    await saves
    expect(settings.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
  })
})
