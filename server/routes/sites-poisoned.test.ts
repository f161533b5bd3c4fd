import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { storeSiteContent } from '#domain/site/stored.ts'
import { runAdmin } from '../test/admin-cli.ts'
import { makeModules, makeSite, makeSiteContent, type TestAccount } from '../test/factories.ts'
import { withAccount } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** Rich text within the limit as sent that sanitising makes longer than the 100,000 characters allowed. */
const GROWING_TEXTS: [string, string][] = [
  ['40,000 ampersands (each becomes &amp;)', `<p>${'&'.repeat(40_000)}</p>`],
  ['3,500 links (each gains rel and target)', `<p>${'<a href="https://a.se">x</a>'.repeat(3_500)}</p>`],
]

describe.each(testDialects())('a site no save or stored module can poison, on %s', (dialect) => {
  let t: TestApp, owner: TestAccount
  withAccount(dialect, (fixture) => {
    ;({ t, owner } = fixture)
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, host = APP_HOST) =>
    t.app.inject({ method, url, headers: { host, cookie: owner.cookie }, payload: payload as object })
  const stored = (id: string) =>
    t.testDb.db.kysely
      .selectFrom('sites')
      .select(['revision', 'content'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

  it.each(GROWING_TEXTS)(
    'refuses a save of %s with 400 naming the module, storing nothing',
    async (_name, html) => {
      const { _id } = await makeSite(t.app, owner)
      const before = await stored(_id)
      const modules = makeModules().map((m) =>
        m.id === 'm-text' ? { ...m, title: { sv: 'Långa texten' }, text: { sv: html } } : m,
      )
      const res = await call('PUT', `/api/sites/V2/${_id}`, {
        site: makeSiteContent({ siteModules: modules, revision: 1 }),
      })
      expect(res.statusCode).toBe(400)
      const body = res.json()
      expect(body.isErrorResponse).toBe(true)
      expect(body.errorDescription.sv).toContain('Modul 2 (Text "Långa texten") blir för lång')
      expect(body.errorDescription.en).toContain('Module 2 (Text "Långa texten") becomes too long')
      expect(body.errorDescription.da).toContain('Modul 2 (Text "Långa texten") bliver for langt')
      expect(Object.keys(body.fields)).toEqual(['site.siteModules.1.text.sv'])
      expect(await stored(_id)).toEqual(before)
      const editor = await call('GET', `/api/sites/${_id}`)
      expect(editor.statusCode).toBe(200)
      expect(editor.json().revision).toBe(1)
    },
  )

  it('refuses a new site whose rich text grows too long, creating nothing', async () => {
    const [[, html]] = GROWING_TEXTS as [[string, string]]
    const count = async () =>
      Number(
        (
          await t.testDb.db.kysely
            .selectFrom('sites')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const before = await count()
    const modules = makeModules().map((m) => (m.id === 'm-text' ? { ...m, text: { sv: html } } : m))
    const res = await call('POST', '/api/sites/V2', { site: makeSiteContent({ siteModules: modules }) })
    expect(res.statusCode).toBe(400)
    expect(res.json().errorDescription.sv).toContain('blir för lång')
    expect(await count()).toBe(before)
  })

  it('leaves a stored module that breaks its schema out of every reader, and the rest works', async () => {
    const { _id } = await makeSite(t.app, owner)
    const good = makeModules()
    const poisoned = {
      ...good[1],
      id: 'm-poisoned',
      title: { sv: 'FÖRGIFTAD MODUL' },
      text: { sv: `<p>${'&amp;'.repeat(40_000)}</p>` },
    }
    const content = storeSiteContent({
      ...makeSiteContent(),
      siteModules: [good[0], poisoned, good[1]] as never,
    })
    await t.testDb.db.kysely.updateTable('sites').set({ content }).where('id', '=', _id).execute()

    const host = `forgiftad-${dialect}.brollopssida.se`
    const activated = await runAdmin(t, 'activate-site', '--site', _id, '--host', host, '--months', '12')
    expect(activated.stderr).not.toMatch(/Error/)
    expect(activated.code).toBe(0)
    expect(JSON.parse(activated.stdout)).toMatchObject({ _id, host, active: true })

    const page = await t.app.inject({
      method: 'GET',
      url: '/sv',
      headers: { host: host.replace('.se', '.localhost:3000') },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Hjärtligt välkomna')
    expect(page.body).not.toContain('FÖRGIFTAD MODUL')

    const editor = await call('GET', `/api/sites/${_id}`)
    expect(editor.statusCode).toBe(200)
    expect(editor.json().siteModules.map((m: { id: string }) => m.id)).toEqual(['m-header', 'm-text'])

    const exported = await call('GET', '/api/accounts/me/data-export')
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toBe('application/zip')
    // The admin command line starts a process of its own (tsx), as the admin tests allow for.
  }, 60_000)
})
