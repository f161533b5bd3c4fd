import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'

describe('the site password gate', () => {
  let t: TestApp
  let owner: TestAccount

  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      limits: {
        publicLogin: { max: 3, timeWindow: 60_000 },
        publicLoginSite: { max: 6, timeWindow: 60_000 },
      },
    })
    owner = await makeAccount(t.app)
  })
  afterAll(async () => t?.close())

  async function protectedSite(name: string, password: string) {
    const id = await makeGuestSite(t, owner, `${name}.brollopssida.se`)
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${id}/password`,
      headers: { host: APP_HOST, cookie: owner.cookie },
      payload: { password },
    })
    expect(set.statusCode).toBe(200)
    return id
  }
  const login = (id: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sites/public/${id}/login`,
      headers: { host: APP_HOST },
      remoteAddress: ip,
      payload: { password },
    })

  it('counts only wrong passwords: many guests behind one address all get in', async () => {
    const id = await protectedSite('natt', 'tårta')
    for (let i = 0; i < 8; i++) expect((await login(id, 'tårta', '10.1.0.1')).statusCode).toBe(200)
  })

  it('refuses wrong ones from a limited address, yet lets a correct password in from it', async () => {
    const id = await protectedSite('delad', 'tårta')
    const codes = []
    for (let i = 0; i < 5; i++) codes.push((await login(id, `fel-${i}`, '10.2.0.1')).statusCode)
    expect(codes).toEqual([401, 401, 401, 429, 429])
    expect((await login(id, 'tårta', '10.2.0.1')).statusCode).toBe(200)
  })

  it('limits guessing on one site across addresses', async () => {
    const id = await protectedSite('spridd', 'tårta')
    const codes = []
    for (let i = 0; i < 8; i++) codes.push((await login(id, `fel-${i}`, `10.3.0.${i}`)).statusCode)
    expect(codes.slice(0, 6).every((c) => c === 401)).toBe(true)
    expect(codes.slice(6)).toEqual([429, 429])
    const other = await protectedSite('annan', 'kaka')
    expect((await login(other, 'fel', '10.3.0.99')).statusCode).toBe(401)
  })

  it('ignores spaces around a typed password', async () => {
    const id = await protectedSite('mellanslag', 'tårta')
    expect((await login(id, '  tårta ', '10.4.0.1')).statusCode).toBe(200)
  })
})
