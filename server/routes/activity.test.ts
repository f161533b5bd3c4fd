import { describe, expect, it } from 'vitest'
import { ACTIVITY_PAGE_SIZE } from '#domain/members/activity.ts'
import { makeAccount, makeModules, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { makeMember } from '../test/members-kit.ts'
import { withTestApp } from '../test/owned-site.ts'
import { callApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

interface Entry {
  kind: string
  by: string | null
  byRole: string | null
  at: string
  detail: Record<string, string | number>
}

/** The activity view's call (issue 33, item 2): who did what, newest first, paged, by role. */
describe.each(testDialects())('the activity of a site on %s', (dialect) => {
  let t: TestApp
  const who: Record<'owner' | 'coOwner' | 'editor' | 'toastmaster', TestAccount> = {} as never
  let siteId: string
  withTestApp(dialect, async (app) => {
    t = app
    who.owner = await makeAccount(t.app)
    let revision: number
    ;({ _id: siteId, revision } = await makeSite(t.app, who.owner))
    for (const role of ['coOwner', 'editor', 'toastmaster'] as const)
      who[role] = await makeMember(t, who.owner, siteId, role)
    await call('PUT', '/api/accounts/me/name', who.editor.cookie, { name: 'Erik' })
    await call('PUT', '/api/accounts/me/name', who.toastmaster.cookie, { name: 'Tova' })
    // Enough saves for a second page: the editor's, one by one.
    for (let i = 0; i < ACTIVITY_PAGE_SIZE; i += 1) {
      const res = await call('PUT', `/api/sites/V2/${siteId}`, who.editor.cookie, {
        site: makeSiteContent({
          revision,
          siteModules: makeModules().map((m) =>
            m.id === 'm-text' ? { ...m, title: { sv: `Text ${i}` } } : m,
          ),
        }),
      })
      if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`)
      revision = res.json().site.revision
    }
    const saved = await call('PUT', `/api/sites/${siteId}/running-order`, who.toastmaster.cookie, {
      formId: null,
      blocks: [{ id: 'b1', title: 'Före middagen', start: '17:30', items: [] }],
    })
    if (saved.statusCode !== 200) throw new Error(`running order: ${saved.statusCode} ${saved.body}`)
  })
  const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
    callApp(t, method, url, cookie, payload)
  const all = async (cookie: string): Promise<Entry[]> => {
    const entries: Entry[] = []
    for (let page: number | null = 1; page !== null; ) {
      const res = await call('GET', `/api/sites/${siteId}/activity?page=${page}`, cookie)
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json() as { activity: Entry[]; nextPage: number | null }
      expect(body.activity.length).toBeLessThanOrEqual(ACTIVITY_PAGE_SIZE)
      entries.push(...body.activity)
      page = body.nextPage
    }
    return entries
  }

  it('shows the owners everything, newest first, by name or mail, a page at a time', async () => {
    const first = (await call('GET', `/api/sites/${siteId}/activity`, who.owner.cookie)).json()
    expect(first.activity).toHaveLength(ACTIVITY_PAGE_SIZE)
    expect(first.nextPage).toBe(2)
    const entries = await all(who.owner.cookie)
    expect(entries[0]).toMatchObject({ kind: 'runningOrder.saved', by: 'Tova' })
    expect(entries[1]).toMatchObject({ kind: 'site.saved', by: 'Erik', detail: { siteVersion: 21 } })
    expect(entries.at(-1)).toMatchObject({ kind: 'site.created', by: who.owner.mail })
    const times = entries.map((e) => e.at)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(entries.map((e) => e.kind))).toEqual(
      new Set(['site.created', 'site.saved', 'member.invited', 'member.joined', 'runningOrder.saved']),
    )
    expect(entries.find((e) => e.kind === 'member.invited' && e.detail.role === 'editor')).toMatchObject({
      by: who.owner.mail,
    })
    expect(await all(who.coOwner.cookie)).toEqual(entries)
  })

  it('shows the editor the saves only and the toastmaster the running order only', async () => {
    const editor = await all(who.editor.cookie)
    expect(new Set(editor.map((e) => e.kind))).toEqual(new Set(['site.created', 'site.saved']))
    expect(editor).toHaveLength(ACTIVITY_PAGE_SIZE + 1)
    const toastmaster = await all(who.toastmaster.cookie)
    expect(toastmaster).toEqual([expect.objectContaining({ kind: 'runningOrder.saved', by: 'Tova' })])
  })

  it('names people by the name they gave, and shows their mail only to the owners and to themselves', async () => {
    const owners = await all(who.owner.cookie)
    expect(owners.find((e) => e.kind === 'member.invited' && e.detail.role === 'editor')).toMatchObject({
      detail: { mail: who.editor.mail, name: 'Erik' },
    })
    const unnamed = owners.find((e) => e.kind === 'member.invited' && e.detail.role === 'coOwner')
    expect(unnamed?.detail).not.toHaveProperty('name')
    expect(owners.at(-1)).toMatchObject({ by: who.owner.mail, byRole: 'owner' })
    // The editor sees no one's mail (roles.ts): the owner, who gave no name, goes by their role.
    const editor = await all(who.editor.cookie)
    expect(editor.at(-1)).toMatchObject({ kind: 'site.created', by: null, byRole: 'owner' })
    expect(editor[0]).toMatchObject({ by: 'Erik', byRole: 'editor' })
    expect(JSON.stringify([...editor, ...(await all(who.toastmaster.cookie))])).not.toMatch(/@/)
  })

  it('refuses strangers and nobody, and a page that is no number', async () => {
    const stranger = await makeAccount(t.app)
    expect((await call('GET', `/api/sites/${siteId}/activity`, stranger.cookie)).statusCode).toBe(403)
    expect((await call('GET', `/api/sites/${siteId}/activity`)).statusCode).toBe(401)
    const bad = await call('GET', `/api/sites/${siteId}/activity?page=abc`, who.owner.cookie)
    expect(bad.statusCode).toBe(400)
    const empty = await call('GET', `/api/sites/${siteId}/activity?page=9`, who.owner.cookie)
    expect(empty.json()).toEqual({ activity: [], nextPage: null })
  })
})
