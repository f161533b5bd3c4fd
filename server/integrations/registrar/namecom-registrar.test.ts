import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeNameCom, startFakeNameCom } from './fake-namecom-server.ts'
import { nameComRegistrar } from './namecom-registrar.ts'
import { RegistrarError } from './registrar.ts'
import { registrarSimulator } from './registrar-simulator.ts'

describe('Name.com registrar adapter against a local Name.com API', () => {
  let fake: FakeNameCom
  const now = new Date('2027-03-01T10:00:00Z')
  beforeAll(async () => {
    fake = await startFakeNameCom(() => now)
    fake.taken.add('taken.se')
    fake.premium.add('gold.com')
  })
  afterAll(async () => fake?.close())

  const registrar = () =>
    nameComRegistrar({ apiUrl: fake.url, username: fake.username, token: fake.token, maxPriceUsd: 100 })

  it('answers availability; a taken or premium name is not available', async () => {
    expect(await registrar().isAvailable('annaochpelle.se')).toBe(true)
    expect(await registrar().isAvailable('taken.se')).toBe(false)
    expect(await registrar().isAvailable('gold.com')).toBe(false)
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v4/domains:checkAvailability',
      body: { domainNames: ['gold.com'] },
    })
  })

  it('registers with the quoted price and returns the expiry; a repeat finds it in our account', async () => {
    const first = await registrar().register('annaochpelle.se', { years: 1, reference: 'R1' })
    expect(first.expiresAt).toBe('2028-03-01T10:00:00.000Z')
    expect(fake.account.has('annaochpelle.se')).toBe(true)
    const creates = fake.calls.filter((c) => c.path === '/v4/domains').length
    const again = await registrar().register('annaochpelle.se', { years: 1, reference: 'R1' })
    expect(again.expiresAt).toBe(first.expiresAt)
    expect(fake.calls.filter((c) => c.path === '/v4/domains').length).toBe(creates)
  })

  it('refuses to register a name someone else holds', async () => {
    await expect(registrar().register('taken.se', { years: 1, reference: 'R2' })).rejects.toBeInstanceOf(
      RegistrarError,
    )
  })

  it('renews from the current expiry', async () => {
    const renewed = await registrar().renew('annaochpelle.se', { years: 1, reference: 'R3' })
    expect(renewed.expiresAt).toBe('2029-03-01T10:00:00.000Z')
    expect(fake.calls.at(-1)).toMatchObject({ path: '/v4/domains/annaochpelle.se:renew', body: { years: 1 } })
  })

  it('fails with a RegistrarError on bad credentials', async () => {
    const wrong = nameComRegistrar({ apiUrl: fake.url, username: 'x', token: 'y', maxPriceUsd: 100 })
    await expect(wrong.isAvailable('a.se')).rejects.toMatchObject({ status: 401 })
  })
})

describe('registrar simulator', () => {
  it('takes names starting with upptagen, registers everything else once per reference', async () => {
    const sim = registrarSimulator(() => new Date('2027-01-01T00:00:00Z'))
    expect(await sim.isAvailable('upptagen-hej.se')).toBe(false)
    expect(await sim.isAvailable('ledig.se')).toBe(true)
    const first = await sim.register('ledig.se', { years: 1, reference: 'A' })
    expect(first.expiresAt).toBe('2028-01-01T00:00:00.000Z')
    expect(await sim.register('ledig.se', { years: 1, reference: 'A' })).toEqual(first)
    expect(await sim.isAvailable('ledig.se')).toBe(false)
    await expect(sim.register('ledig.se', { years: 1, reference: 'B' })).rejects.toBeInstanceOf(
      RegistrarError,
    )
    expect((await sim.renew('ledig.se', { years: 1, reference: 'C' })).expiresAt).toBe(
      '2029-01-01T00:00:00.000Z',
    )
  })
})
