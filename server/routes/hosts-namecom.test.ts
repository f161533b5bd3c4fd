import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeNameCom, startFakeNameCom } from '../integrations/registrar/fake-namecom-server.ts'
import { nameComRegistrar } from '../integrations/registrar/namecom-registrar.ts'
import {
  type ControlledSwish,
  call,
  controlledSwish,
  type PaymentScene,
  paymentScene,
} from '../test/payments-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { buy } from './hosts-kit.ts'

describe.each(testDialects())('custom domains through the Name.com adapter on %s', (dialect) => {
  let t: TestApp
  let fake: FakeNameCom
  let swish: ControlledSwish
  let scene: PaymentScene
  const now = new Date('2027-03-01T10:00:00Z')

  beforeAll(async () => {
    fake = await startFakeNameCom(() => now)
    fake.taken.add('upptagen-hos-namecom.se')
    swish = controlledSwish()
    const registrar = nameComRegistrar({
      apiUrl: fake.url,
      username: fake.username,
      token: fake.token,
      maxPriceUsd: 60,
    })
    t = await createTestApp(dialect, { clock: () => now, swish, registrar })
    scene = await paymentScene(t, `namecom-${dialect}.brollopssida.se`)
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const available = (domain: string) =>
    call(t, 'GET', `/api/sites/${scene.siteId}/host/domain-available/${domain}`, scene.owner.cookie)

  it('asks Name.com for availability and registers the paid domain there once', async () => {
    expect((await available('upptagen-hos-namecom.se')).json()).toEqual({ available: false })
    const domain = `brudpar-${dialect}.com`
    expect((await available(domain)).json()).toEqual({ available: true })
    await buy(t, swish, scene.siteId, scene.owner.cookie, 'domain_name_upgrade_from_subdomain', { domain })
    const url = `/api/sites/${scene.siteId}/host/domain-registration/register/${domain}`
    const [first, second] = await Promise.all([
      call(t, 'POST', url, scene.owner.cookie),
      call(t, 'POST', url, scene.owner.cookie),
    ])
    expect(first?.statusCode).toBe(200)
    expect(second?.statusCode).toBe(200)
    expect(first?.json()).toMatchObject({ host: domain, expires: '2028-03-01T10:00:00.000Z' })
    expect(fake.account.get(domain)).toBe('2028-03-01T10:00:00Z')
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === '/v4/domains')).toHaveLength(1)
  })

  it('answers 502 with a clear message when Name.com cannot be reached', async () => {
    await fake.close()
    const res = await available(`nere-${dialect}.se`)
    expect(res.statusCode).toBe(502)
    expect(res.json().errorDescription.sv).toBe(
      'Det gick inte att kontrollera om domänen är ledig. Försök igen om en stund.',
    )
  })
})
