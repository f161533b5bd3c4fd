import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { APP_HOST, cookieFrom, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('sites API on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount
  withTwoAccounts(dialect, (fixture) => {
    ;({ t, owner, stranger } = fixture)
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
      payload: payload as object,
    })

  it('creates a site owned by the caller, answers site._id, and me points at it', async () => {
    const res = await call('POST', '/api/sites/V2', owner.cookie, {
      site: makeSiteContent(),
      wizardData: { name1: 'Lisa' },
    })
    expect(res.statusCode).toBe(201)
    const site = res.json().site
    expect(site._id).toMatch(/^[0-9a-f]{24}$/)
    expect(site).toMatchObject({
      active: false,
      host: null,
      siteVersion: 2,
      usesSiteModules: true,
      revision: 1,
    })
    expect(site.wizardData).toEqual({ name1: 'Lisa' })
    const me = await call('GET', '/api/accounts/me/', owner.cookie)
    expect(me.json().site).toEqual({ _id: site._id })
  })

  it('answers 401 to anonymous and 403 to another account on every owner call', async () => {
    const { _id } = await makeSite(t.app, owner)
    const calls: [string, string, unknown][] = [
      ['GET', `/api/sites/${_id}`, undefined],
      ['PUT', `/api/sites/V2/${_id}`, { site: makeSiteContent() }],
      ['PUT', `/api/sites/${_id}/password`, { password: 'x' }],
      ['PUT', `/api/sites/${_id}/metaNoindex`, { metaNoindex: true }],
    ]
    for (const [method, url, payload] of calls) {
      const anon = await call(method as 'GET', url, undefined, payload)
      expect(anon.statusCode, `${method} ${url} anonymous`).toBe(401)
      expect(anon.json().isErrorResponse).toBe(true)
      const other = await call(method as 'GET', url, stranger.cookie, payload)
      expect(other.statusCode, `${method} ${url} stranger`).toBe(403)
      expect(other.json().errorDescription.sv).toContain('behörighet')
    }
    expect((await call('POST', '/api/sites/V2', undefined, { site: makeSiteContent() })).statusCode).toBe(401)
    const unknown = await call('GET', '/api/sites/000000000000000000000000', owner.cookie)
    expect(unknown.statusCode).toBe(404)
  })

  it('saves content, bumps the revision, keeps a version row, and refuses a stale save', async () => {
    const { _id } = await makeSite(t.app, owner)
    const content = makeSiteContent({ theme: 'theme9', revision: 1 })
    const first = await call('PUT', `/api/sites/V2/${_id}`, owner.cookie, { site: content })
    expect(first.statusCode).toBe(200)
    expect(first.json().site).toMatchObject({ theme: 'theme9', revision: 2 })
    const stale = await call('PUT', `/api/sites/V2/${_id}`, owner.cookie, {
      site: { ...content, theme: 'theme4' },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().errorDescription.sv).toContain('har ändrats')
    const got = await call('GET', `/api/sites/${_id}`, owner.cookie)
    expect(got.json().theme).toBe('theme9')
    const versions = await t.testDb.db.kysely
      .selectFrom('site_versions')
      .select(['revision'])
      .where('site_id', '=', _id)
      .orderBy('revision')
      .execute()
    expect(versions.map((v) => v.revision)).toEqual([1, 2])
  })

  it('sanitises rich text on write', async () => {
    const { _id } = await makeSite(t.app, owner)
    const content = makeSiteContent()
    content.siteModules[1] = {
      id: 'm-text',
      siteModuleType: 'Text',
      hide: false,
      hideInMenu: false,
      text: { sv: '<p onclick="x()">Hej<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>' },
    }
    const res = await call('PUT', `/api/sites/V2/${_id}`, owner.cookie, { site: content })
    const text = res.json().site.siteModules[1].text.sv as string
    expect(text).not.toContain('script')
    expect(text).not.toContain('onclick')
    expect(text).not.toContain('javascript:')
    expect(text).toContain('Hej')
  })

  it.each([
    [{ site: { theme: 'theme6' } }, 'site.theme'],
    [{ site: { siteModules: [{ id: 'x', siteModuleType: 'Speech' }] } }, 'site.siteModules.0.siteModuleType'],
    [{ site: { availableLanguages: [] } }, 'site.availableLanguages'],
    [
      { site: { formRecipients: [{ formId: 'f', recipients: ['inte-en-adress'] }] } },
      'site.formRecipients.0.recipients.0',
    ],
    [{}, 'site'],
  ])('refuses an invalid site with 400 naming %j', async (payload, field) => {
    const { _id } = await makeSite(t.app, owner)
    const res = await call('PUT', `/api/sites/V2/${_id}`, owner.cookie, payload)
    expect(res.statusCode).toBe(400)
    expect(Object.keys(res.json().fields)).toContain(field)
  })

  it('sets and clears the guest password and metaNoindex', async () => {
    const { _id } = await makeSite(t.app, owner)
    const pw = await call('PUT', `/api/sites/${_id}/password`, owner.cookie, { password: '  tårta  ' })
    expect(pw.json().site.password).toBe('tårta')
    const cleared = await call('PUT', `/api/sites/${_id}/password`, owner.cookie, { password: '' })
    expect(cleared.json().site.password).toBeNull()
    const ni = await call('PUT', `/api/sites/${_id}/metaNoindex`, owner.cookie, { metaNoindex: true })
    expect(ni.json().site.metaNoindex).toBe(true)
    expect(ni.json().site.revision).toBe(4)
  })

  describe('public calls', () => {
    it('answers 404 for an unpublished site', async () => {
      const { _id } = await makeSite(t.app, owner)
      expect((await call('GET', `/api/sites/public/${_id}`)).statusCode).toBe(404)
    })

    it('gives guests the site without hidden modules or the password, and gates a protected site', async () => {
      const { _id } = await makeSite(t.app, owner)
      await t.services.sites.activate(_id, `gate-${dialect}.brollopssida.se`, 12)
      const open = await call('GET', `/api/sites/public/${_id}`)
      expect(open.statusCode).toBe(200)
      const site = open.json()
      expect(site.siteModules.map((m: { id: string }) => m.id)).toEqual(['m-header', 'm-text'])
      expect(JSON.stringify(site)).not.toContain('HEMLIG')
      expect(site).not.toHaveProperty('password')
      expect(site.passwordProtected).toBe(false)

      await call('PUT', `/api/sites/${_id}/password`, owner.cookie, { password: 'tårta' })
      const locked = await call('GET', `/api/sites/public/${_id}`)
      expect(locked.statusCode).toBe(401)
      expect(locked.body).not.toContain('Lisa')

      const wrong = await call('POST', `/api/sites/public/${_id}/login`, undefined, { password: 'kaka' })
      expect(wrong.statusCode).toBe(401)
      expect(wrong.json().errorDescription.sv).toBe('Felaktigt lösenord, försök gärna igen.')
      const empty = await call('POST', `/api/sites/public/${_id}/login`, undefined, {})
      expect(empty.statusCode).toBe(400)

      const right = await call('POST', `/api/sites/public/${_id}/login`, undefined, { password: 'tårta' })
      expect(right.statusCode).toBe(200)
      const visitor = cookieFrom(right, `v_${_id}`)
      const unlocked = await call('GET', `/api/sites/public/${_id}`, visitor)
      expect(unlocked.statusCode).toBe(200)
      expect(unlocked.json().passwordProtected).toBe(true)

      await call('PUT', `/api/sites/${_id}/password`, owner.cookie, { password: 'ny-tårta' })
      expect((await call('GET', `/api/sites/public/${_id}`, visitor)).statusCode).toBe(401)
    })
  })

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await call('GET', '/api/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json().isErrorResponse).toBe(true)
  })

  it('stores client logs and feedback', async () => {
    const log = await call('POST', '/api/logs/', undefined, {
      url: 'http://brollopssida.localhost:3000/logga-in',
      severity: 3,
      originId: 'web-app',
      userAgent: 'test',
      errorObject: JSON.stringify({ message: 'boom', stack: 'x' }),
    })
    expect(log.statusCode).toBe(201)
    const bad = await call('POST', '/api/logs/', undefined, { severity: 'high' })
    expect(bad.statusCode).toBe(400)
    const rows = await sql<{ n: number }>`select count(*) as n from logs where origin_id = 'web-app'`.execute(
      t.testDb.db.kysely,
    )
    expect(Number(rows.rows[0]?.n)).toBe(1)
    const fb = await call('POST', '/api/feedback/', owner.cookie, {
      expectsReply: true,
      userMail: owner.mail,
      feedbackText: 'Bra!',
    })
    expect(fb.statusCode).toBe(201)
    expect((await call('POST', '/api/feedback/', owner.cookie, { feedbackText: '  ' })).statusCode).toBe(400)
  })
})
