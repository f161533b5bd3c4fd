import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdmin, spawnAdmin } from './test/admin-cli.ts'
import { makeSiteContent } from './test/factories.ts'
import { createTestApp, type TestApp } from './test/test-app.ts'
import { testDialects } from './test/test-db.ts'

describe.each(testDialects())('admin command line on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
  })
  afterAll(async () => t?.close())

  const admin = (...args: string[]) => runAdmin(t, ...args)

  it('creates an account the running server can log in with, and refuses a taken mail', async () => {
    // The one call in its own process, as an operator runs it: the entry, its env and exit code.
    const res = await spawnAdmin(t, 'create-account', '--mail', 'Stod@Example.se', '--password', 'hemligt1')
    expect(res.code).toBe(0)
    expect(JSON.parse(res.stdout)).toMatchObject({ mail: 'stod@example.se' })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { host: 'brollopssida.localhost:3000' },
      payload: { mail: 'stod@example.se', password: 'hemligt1' },
    })
    expect(login.statusCode).toBe(200)
    const again = await admin('create-account', '--mail', 'stod@example.se', '--password', 'hemligt1')
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('already exists')
  }, 60_000)

  it('activates a site on a host and shows it while the server runs', async () => {
    const row = await t.services.sites.create({
      content: makeSiteContent(),
      brand: 'wedding',
      market: 'se',
      accountId: null,
    })
    const res = await admin(
      'activate-site',
      '--site',
      row.id,
      '--host',
      `Admin-${dialect}.brollopssida.localhost`,
      '--months',
      '18',
    )
    expect(res.code).toBe(0)
    const out = JSON.parse(res.stdout)
    expect(out).toMatchObject({ _id: row.id, host: `admin-${dialect}.brollopssida.se`, active: true })
    const months = (Date.parse(out.activeExpireDate) - Date.parse(out.activeDate)) / (30.4 * 24 * 3600 * 1000)
    expect(Math.round(months)).toBe(18)

    const page = await t.app.inject({
      url: '/',
      headers: { host: `admin-${dialect}.brollopssida.localhost:3000` },
    })
    expect(page.statusCode).toBe(200)

    const shown = await admin('show-site', '--site', row.id)
    expect(JSON.parse(shown.stdout)).toMatchObject({ _id: row.id, active: true, siteVersion: 2 })
  }, 60_000)

  it('explains wrong usage', async () => {
    const res = await admin('activate-site', '--site', 'x')
    expect(res.code).toBe(64)
    expect(res.stderr).toContain('--host is required')
    const unknown = await admin('delete-everything')
    expect(unknown.stderr).toContain('Unknown command: delete-everything')
    const months = await admin(
      'activate-site',
      '--site',
      'x',
      '--host',
      'a.brollopssida.se',
      '--months',
      'many',
    )
    expect(months.stderr).toContain('--months')
  }, 60_000)

  it('names a site that does not exist, as the operator policy answers it', async () => {
    for (const args of [
      ['show-site', '--site', 'nope'],
      ['activate-site', '--site', 'nope', '--host', 'nope.brollopssida.se', '--months', '12'],
    ]) {
      const res = await admin(...args)
      expect(res.code).toBe(1)
      expect(res.stderr).toContain('Error: The site does not exist.')
    }
  }, 60_000)
})
