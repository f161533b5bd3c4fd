import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { callApp, cookieFrom, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const LINK = /\/medarbetare\/inbjudan\/(\S+)/
const DAY = 24 * 3600 * 1000

/** Members and their invitations (issue 33), on a clock the test moves. */
describe.each(testDialects())('site members on %s', (dialect) => {
  let t: TestApp
  let now = new Date('2026-06-01T10:00:00Z')
  let owner: TestAccount
  let siteId: string
  const call = (method: string, url: string, cookie?: string, payload?: unknown) =>
    callApp(t, method, url, cookie, payload)
  const members = `/api/sites/SITE/members`
  const url = (path: string) => path.replace('SITE', siteId)

  /** Invites `mail` and returns the link's token, read from the mail in the outbox. */
  const invite = async (mail: string, role: string, cookie = owner.cookie) => {
    const res = await call('POST', url(members), cookie, { mail, role })
    expect(res.statusCode).toBe(201)
    const mails = (await t.services.outbox.latest(100)).filter((m) => m.to_address === mail)
    const token = LINK.exec(mails[0]?.text_body ?? '')?.[1] ?? ''
    expect(token.length).toBeGreaterThan(20)
    return { id: (res.json() as { id: string }).id, token }
  }
  const accept = (token: string, password?: string, cookie?: string) =>
    call('POST', `/api/member-invitations/${token}`, cookie, password === undefined ? {} : { password })

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
  })
  afterAll(async () => t?.close())

  it('invites by mail with a single-use link, stored hashed, that creates an account and logs it in', async () => {
    const { id, token } = await invite('tm@example.se', 'toastmaster')
    const list = (await call('GET', url(members), owner.cookie)).json()
    expect(list.members).toEqual([
      expect.objectContaining({ id, mail: 'tm@example.se', role: 'toastmaster', status: 'invited' }),
    ])
    expect(list.members[0].expiresAt).toBe(new Date(now.getTime() + 7 * DAY).toISOString())
    const stored = await t.testDb.db.kysely.selectFrom('member_invitations').select('token_hash').execute()
    expect(stored.map((r) => r.token_hash)).not.toContain(token)

    const info = await call('GET', `/api/member-invitations/${token}`)
    expect(info.json()).toMatchObject({ role: 'toastmaster', mail: 'tm@example.se', hasAccount: false })
    expect((await accept(token, 'kort')).statusCode).toBe(400)
    const accepted = await accept(token, 'hemligt123')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ siteId, role: 'toastmaster' })
    const cookie = cookieFrom(accepted)
    const sites = (await call('GET', '/api/accounts/me/sites', cookie)).json()
    expect(sites.sites).toEqual([expect.objectContaining({ siteId, role: 'toastmaster' })])
    // Owning no site, the account's editor opens the one it is a member of.
    expect((await call('GET', '/api/accounts/me/', cookie)).json().site).toEqual({ _id: siteId })

    // Once: the same link again, logged in or not, is refused.
    expect((await accept(token, 'hemligt123')).statusCode).toBe(404)
    expect((await accept(token, undefined, cookie)).statusCode).toBe(404)
    expect((await call('GET', `/api/member-invitations/${token}`)).statusCode).toBe(404)
    const after = (await call('GET', url(members), owner.cookie)).json()
    expect(after.members[0]).toMatchObject({ status: 'active', expiresAt: null })
  })

  it('lists each person by the name their account gave, with the mail, to the owners only', async () => {
    // A site of its own: the owner of the others keeps no name.
    const lisa = await makeAccount(t.app)
    const site = `/api/sites/${(await makeSite(t.app, lisa))._id}/members`
    const erik = await makeAccount(t.app)
    await call('POST', site, lisa.cookie, { mail: erik.mail, role: 'editor' })
    const mails = (await t.services.outbox.latest(100)).filter((m) => m.to_address === erik.mail)
    const token = LINK.exec(mails[0]?.text_body ?? '')?.[1] ?? ''
    expect((await accept(token, undefined, erik.cookie)).statusCode).toBe(200)
    const unnamed = (await call('GET', site, lisa.cookie)).json()
    expect(unnamed.owner).toEqual({ mail: lisa.mail, name: null })
    expect(unnamed.members).toEqual([expect.objectContaining({ mail: erik.mail, name: null })])

    await call('PUT', '/api/accounts/me/name', lisa.cookie, { name: 'Lisa' })
    await call('PUT', '/api/accounts/me/name', erik.cookie, { name: 'Erik' })
    const invited = await call('POST', site, lisa.cookie, {
      mail: `ny-${dialect}@example.se`,
      role: 'toastmaster',
    })
    expect(invited.json()).toMatchObject({ name: null, status: 'invited' })
    const named = (await call('GET', site, lisa.cookie)).json()
    expect(named.owner).toEqual({ mail: lisa.mail, name: 'Lisa' })
    // Both were invited at the test clock's one instant: the list's order between them is the ids'.
    expect(named.members).toHaveLength(2)
    expect(named.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ mail: erik.mail, name: 'Erik', role: 'editor', status: 'active' }),
        expect.objectContaining({ mail: `ny-${dialect}@example.se`, name: null, status: 'invited' }),
      ]),
    )
    // The editor may not read the list (no members' contact data); as a co-owner Erik may.
    expect((await call('GET', site, erik.cookie)).statusCode).toBe(403)
    const erikId = named.members.find((m: { mail: string }) => m.mail === erik.mail).id
    const promoted = await call('PUT', `${site}/${erikId}`, lisa.cookie, { role: 'coOwner' })
    expect(promoted.json()).toMatchObject({ name: 'Erik', role: 'coOwner' })
    expect((await call('GET', site, erik.cookie)).json().owner).toEqual({ mail: lisa.mail, name: 'Lisa' })
  })

  it('lets an existing account accept with its password, or as itself when logged in', async () => {
    const editor = await makeAccount(t.app)
    const first = await invite(editor.mail, 'editor')
    expect((await call('GET', `/api/member-invitations/${first.token}`)).json().hasAccount).toBe(true)
    expect((await accept(first.token, 'fel-lösenord')).statusCode).toBe(401)
    const ok = await accept(first.token, editor.password)
    expect(ok.statusCode).toBe(200)
    expect((await call('GET', `/api/sites/${siteId}`, cookieFrom(ok))).statusCode).toBe(200)

    const other = await makeAccount(t.app)
    const second = await invite('annan-adress@example.se', 'coOwner')
    expect((await accept(second.token, undefined, other.cookie)).statusCode).toBe(200)
    expect((await call('GET', url(members), other.cookie)).json().yourRole).toBe('coOwner')
  })

  it('ends a link after 7 days', async () => {
    const { token } = await invite('sen@example.se', 'editor')
    now = new Date(now.getTime() + 7 * DAY - 60_000)
    expect((await call('GET', `/api/member-invitations/${token}`)).statusCode).toBe(200)
    now = new Date(now.getTime() + 60_000)
    expect((await call('GET', `/api/member-invitations/${token}`)).statusCode).toBe(404)
    expect((await accept(token, 'hemligt123')).statusCode).toBe(404)
    // Inviting again sends a new link, which works, and ends none but the old one.
    const again = await invite('sen@example.se', 'editor')
    expect(again.token).not.toBe(token)
    expect((await accept(again.token, 'hemligt123')).statusCode).toBe(200)
  })

  it('revokes at once: a removed member loses the site in its next request, an unused link dies with it', async () => {
    const editor = await makeAccount(t.app)
    const { id, token } = await invite(editor.mail, 'editor')
    const taken = await accept(token, undefined, editor.cookie)
    expect(taken.statusCode).toBe(200)
    expect((await call('GET', `/api/sites/${siteId}`, editor.cookie)).statusCode).toBe(200)
    expect((await call('DELETE', url(`${members}/${id}`), owner.cookie)).statusCode).toBe(204)
    expect((await call('GET', `/api/sites/${siteId}`, editor.cookie)).statusCode).toBe(403)
    expect((await call('GET', '/api/accounts/me/sites', editor.cookie)).json().sites).toEqual([])

    const unused = await invite('aldrig@example.se', 'toastmaster')
    expect((await call('DELETE', url(`${members}/${unused.id}`), owner.cookie)).statusCode).toBe(204)
    expect((await call('GET', `/api/member-invitations/${unused.token}`)).statusCode).toBe(404)
    expect((await accept(unused.token, 'hemligt123')).statusCode).toBe(404)
  })

  it('keeps the owner last: the owner is no member to remove; members leave only themselves', async () => {
    expect(
      (await call('POST', url(members), owner.cookie, { mail: owner.mail, role: 'editor' })).statusCode,
    ).toBe(409)
    const tm = await makeAccount(t.app)
    const other = await invite('ngn@example.se', 'editor')
    const own = await invite(tm.mail, 'toastmaster')
    expect((await accept(own.token, undefined, tm.cookie)).statusCode).toBe(200)
    expect((await call('DELETE', url(`${members}/${other.id}`), tm.cookie)).statusCode).toBe(403)
    expect((await call('PUT', url(`${members}/${own.id}`), tm.cookie, { role: 'coOwner' })).statusCode).toBe(
      403,
    )
    expect((await call('DELETE', url(`${members}/${own.id}`), tm.cookie)).statusCode).toBe(204)
    expect((await call('GET', '/api/accounts/me/sites', tm.cookie)).json().sites).toEqual([])
  })

  it('records every member change with the account that made it', async () => {
    const rows = await t.services.members.activity(siteId)
    const kinds = new Set(rows.map((r) => r.kind))
    expect([...kinds].sort()).toEqual(['member.invited', 'member.joined', 'member.removed'])
    expect(rows.every((r) => r.accountId !== null)).toBe(true)
  })

  it("puts every member change in the owner's GDPR copy, and a member's memberships in theirs", async () => {
    const tm = await makeAccount(t.app)
    const own = await invite(tm.mail, 'toastmaster')
    expect((await accept(own.token, undefined, tm.cookie)).statusCode).toBe(200)
    const copy = async (cookie: string) => {
      const res = await call('GET', '/api/accounts/me/data-export', cookie)
      expect(res.statusCode).toBe(200)
      const files = unzipSync(new Uint8Array(res.rawPayload))
      return JSON.parse(strFromU8(files['medarbetare.json'] ?? new Uint8Array()))
    }
    const owners = await copy(owner.cookie)
    expect(owners.membersOfMySites).toContainEqual(
      expect.objectContaining({ mail: tm.mail, role: 'toastmaster' }),
    )
    const kinds = owners.activity.map((a: { kind: string; by: string }) => `${a.kind} ${a.by}`)
    expect(kinds).toContain(`member.invited ${owner.mail}`)
    expect(kinds).toContain(`member.removed ${owner.mail}`)
    expect(kinds).toContain(`member.joined ${tm.mail}`)
    const members = await copy(tm.cookie)
    expect(members.memberships).toEqual([expect.objectContaining({ siteId, role: 'toastmaster' })])
  })
})
