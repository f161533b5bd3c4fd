import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { runAdmin } from '../test/admin-cli.ts'
import type { TestAccount } from '../test/factories.ts'
import { withAccount } from '../test/owned-site.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('npm run admin -- import-legacy-site on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  withAccount(dialect, (fixture) => {
    ;({ t, owner } = fixture)
  })

  const admin = (...args: string[]) => runAdmin(t, ...args)
  const file = (name: string, content: unknown) => {
    const path = join(t.testDb.dataDir, name)
    writeFileSync(path, JSON.stringify(content))
    return path
  }
  const siteCount = async () => (await t.testDb.db.kysely.selectFrom('sites').select('id').execute()).length

  it('imports the site with its answers for the account and prints its id', async () => {
    const host = `cli-${dialect}.se`
    const res = await admin(
      'import-legacy-site',
      '--file',
      file('site.json', { ...siteFixture, host }),
      '--mail',
      owner.mail,
      '--rsvps',
      'domain/legacy/fixtures/wedding-rsvps.json',
    )
    expect(res.stderr).toBe('')
    expect(res.code).toBe(0)
    const id = res.stdout.trim()
    const site = await t.app.inject({
      method: 'GET',
      url: `/api/sites/${id}`,
      headers: { host: APP_HOST, cookie: owner.cookie },
    })
    expect(site.json()).toMatchObject({ _id: id, host, siteVersion: 1, hasRsvps: true })
  }, 120_000)

  it('refuses a malformed file naming the field, and stores nothing', async () => {
    const before = await siteCount()
    const bad = structuredClone(siteFixture) as { modules: { module: string }[] }
    if (bad.modules[4]) bad.modules[4].module = 'Karta'
    const res = await admin('import-legacy-site', '--file', file('bad.json', bad), '--mail', owner.mail)
    expect(res.code).toBe(1)
    expect(res.stderr).toContain('modules.4.module')
    const noAccount = await admin(
      'import-legacy-site',
      '--file',
      file('ok.json', siteFixture),
      '--mail',
      'ingen@example.se',
    )
    expect(noAccount.stderr).toContain('no account')
    const usage = await admin('import-legacy-site', '--file', file('ok.json', siteFixture))
    expect(usage.code).toBe(64)
    expect(await siteCount()).toBe(before)
  }, 120_000)

  it('refuses a host no purchase could give: reserved, the brand’s own domain, a path, a NUL', async () => {
    const before = await siteCount()
    const hosts = [
      'admin.brollopssida.se',
      'brollopssida.se',
      `anna-${dialect}.se/sv`,
      `anna-${dialect}\u0000.se`,
    ]
    const results = await Promise.all(
      hosts.map((host, i) =>
        admin(
          'import-legacy-site',
          '--file',
          file(`host-${i}.json`, { ...siteFixture, host }),
          '--mail',
          owner.mail,
        ),
      ),
    )
    for (const [i, res] of results.entries()) {
      expect(res.code, hosts[i]).toBe(1)
      expect(res.stderr, hosts[i]).toContain('The legacy site is not valid: host')
    }
    expect(await siteCount()).toBe(before)
  }, 120_000)
})
