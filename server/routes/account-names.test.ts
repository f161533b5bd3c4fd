import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { makeAccount, makeModules, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { invitationTokenFor } from '../test/members-kit.ts'
import { withTestApp } from '../test/owned-site.ts'
import { callApp, cookieFrom, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** Display names (issue 33, item 2): given on sign-up, on accepting an invitation, on the account page. */
describe.each(testDialects())('account names on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  withTestApp(dialect, async (app) => {
    t = app
    owner = await makeAccount(t.app)
    ;({ _id: siteId } = await makeSite(t.app, owner))
  })
  const call = (method: string, url: string, cookie: string | undefined, payload?: unknown) =>
    callApp(t, method, url, cookie, payload)
  const register = (mail: string, name?: unknown) =>
    call('POST', '/api/accounts/register/', undefined, { mail, password: 'hemligt123', name })

  it('takes a trimmed name on sign-up, none for an empty field, and refuses one over 60 characters', async () => {
    const named = await register(`anna-${dialect}@example.se`, '  Anna Ek  ')
    expect(named.statusCode, named.body).toBe(201)
    expect(named.json().name).toBe('Anna Ek')
    const unnamed = await register(`ingen-${dialect}@example.se`, '   ')
    expect(unnamed.json().name).toBeNull()
    const long = await register(`lang-${dialect}@example.se`, 'x'.repeat(61))
    expect(long.statusCode).toBe(400)
    expect(long.json().errorDescription).toMatchObject({
      sv: expect.stringContaining('Namnet får vara högst 60 tecken'),
      en: expect.stringContaining('The name can be at most 60 characters'),
    })
  })

  it('sets the name on the account page, for the logged-in account only', async () => {
    const set = await call('PUT', '/api/accounts/me/name', owner.cookie, { name: ' Lisa ' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toMatchObject({ mail: owner.mail, name: 'Lisa' })
    expect((await call('GET', '/api/accounts/me/', owner.cookie)).json().name).toBe('Lisa')
    expect((await call('PUT', '/api/accounts/me/name', owner.cookie, { name: '  ' })).statusCode).toBe(400)
    expect((await call('PUT', '/api/accounts/me/name', owner.cookie, {})).statusCode).toBe(400)
    expect((await call('PUT', '/api/accounts/me/name', undefined, { name: 'X' })).statusCode).toBe(401)
  })

  it('names who saved each version: a name given on accepting, else the mail', async () => {
    await call('PUT', '/api/accounts/me/name', owner.cookie, { name: 'Lisa' })
    const mail = `erik-${dialect}@example.se`
    const invited = await call('POST', `/api/sites/${siteId}/members`, owner.cookie, { mail, role: 'editor' })
    expect(invited.statusCode, invited.body).toBe(201)
    // A new account made on accepting, with the name asked there.
    const accepted = await call(
      'POST',
      `/api/member-invitations/${await invitationTokenFor(t, mail)}`,
      undefined,
      { password: 'hemligt123', name: 'Erik' },
    )
    expect(accepted.statusCode, accepted.body).toBe(200)
    const erik = cookieFrom(accepted)
    const unnamed = await makeAccount(t.app)
    await call('POST', `/api/sites/${siteId}/members`, owner.cookie, { mail: unnamed.mail, role: 'editor' })
    const token = await invitationTokenFor(t, unnamed.mail)
    await call('POST', `/api/member-invitations/${token}`, unnamed.cookie, {})

    let revision = (await call('GET', `/api/sites/${siteId}`, owner.cookie)).json().revision
    for (const [cookie, title] of [
      [owner.cookie, 'Ägarens'],
      [erik, 'Eriks'],
      [unnamed.cookie, 'Utan namn'],
    ] as const) {
      const res = await call('PUT', `/api/sites/V2/${siteId}`, cookie, {
        site: makeSiteContent({
          revision,
          siteModules: makeModules().map((m) => (m.id === 'm-text' ? { ...m, title: { sv: title } } : m)),
        }),
      })
      expect(res.statusCode, res.body).toBe(200)
      revision = res.json().site.revision
    }
    const byOf = async (cookie: string) =>
      (await call('GET', `/api/sites/${siteId}/versions`, cookie))
        .json()
        .versions.slice(0, 3)
        .map((v: { by: string | null }) => v.by)
    expect(await byOf(owner.cookie)).toEqual([unnamed.mail, 'Erik', 'Lisa'])
    // An editor sees no one's mail but their own (roles.ts): a member without a name goes unnamed.
    expect(await byOf(erik)).toEqual([null, 'Erik', 'Lisa'])
    expect(await byOf(unnamed.cookie)).toEqual([unnamed.mail, 'Erik', 'Lisa'])
  })

  it("puts the account's name in its GDPR copy", async () => {
    await call('PUT', '/api/accounts/me/name', owner.cookie, { name: 'Lisa' })
    const res = await call('GET', '/api/accounts/me/data-export', owner.cookie)
    expect(res.statusCode).toBe(200)
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const account = JSON.parse(strFromU8(files['account.json'] ?? new Uint8Array()))
    expect(account).toMatchObject({ mail: owner.mail, name: 'Lisa' })
  })
})
