import { describe, expect, it } from 'vitest'
import { makeAccount, makeModules, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { makeMember } from '../test/members-kit.ts'
import { withTestApp } from '../test/owned-site.ts'
import { callApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** Who did what (issue 33): saves and restores name their account in the version history. */
describe.each(testDialects())('who did what on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let editor: TestAccount
  let siteId: string
  let revision: number
  withTestApp(dialect, async (app) => {
    t = app
    owner = await makeAccount(t.app)
    ;({ _id: siteId, revision } = await makeSite(t.app, owner))
    editor = await makeMember(t, owner, siteId, 'editor')
  })
  const call = (method: string, url: string, cookie: string, payload?: unknown) =>
    callApp(t, method, url, cookie, payload)

  it("shows each version's account: the owner's and a member's saves, and a member's restore", async () => {
    const save = async (by: TestAccount, title: string) => {
      const res = await call('PUT', `/api/sites/V2/${siteId}`, by.cookie, {
        site: makeSiteContent({
          revision,
          siteModules: makeModules().map((m) => (m.id === 'm-text' ? { ...m, title: { sv: title } } : m)),
        }),
      })
      expect(res.statusCode, res.body).toBe(200)
      revision = res.json().site.revision
    }
    await save(owner, 'Ägarens')
    await save(editor, 'Redaktörens')
    const listed = (await call('GET', `/api/sites/${siteId}/versions`, owner.cookie)).json().versions
    expect(listed.slice(0, 2).map((v: { by: string | null }) => v.by)).toEqual([editor.mail, owner.mail])

    const restore = await call(
      'POST',
      `/api/sites/${siteId}/versions/${listed[1].siteVersion}/restore`,
      editor.cookie,
    )
    expect(restore.statusCode, restore.body).toBe(200)
    const after = (await call('GET', `/api/sites/${siteId}/versions`, editor.cookie)).json().versions
    expect(after[0]).toMatchObject({ by: editor.mail, restoredFrom: { siteVersion: listed[1].siteVersion } })
  })
})
