import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { call, makePrint, orderBody } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

/** One card per household (issue 22 item 5): priced by the server's count, the households copied. */
describe.each(testDialects())('orders of a card per household on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  let printId: string
  const host = `berg-${dialect}.brollopssida.se`

  beforeAll(async () => {
    t = await createTestApp(dialect)
    owner = await makeAccount(t.app)
    siteId = (await makeSite(t.app, owner))._id
    printId = await makePrint(t, owner.cookie, siteId)
  })
  afterAll(async () => t?.close())

  const addHousehold = async (name: string) => {
    const res = await call(t, 'POST', `/api/sites/${siteId}/households`, owner.cookie, {
      name,
      members: [{ name: `${name} ett` }],
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    return res.json() as { _id: string; code: string }
  }
  const setHost = (value: string | null) =>
    t.testDb.db.kysely.updateTable('sites').set({ host: value }).where('id', '=', siteId).execute()
  const order = (overrides: Record<string, unknown>) =>
    call(t, 'POST', '/api/orders/', owner.cookie, orderBody(siteId, printId, overrides))

  it('refuses cards per household without households or without an address, in the user language', async () => {
    await setHost(host)
    const none = await order({ perHousehold: true, quantity: undefined })
    expect(none.statusCode).toBe(400)
    expect(none.json().errorDescription.sv).toBe(
      'Gästlistan har inga hushåll ännu. Lägg till hushåll under Gäster först.',
    )
    await addHousehold('Familjen Ek')
    await setHost(null)
    const noAddress = await order({ perHousehold: true, quantity: undefined })
    expect(noAddress.statusCode).toBe(400)
    expect(noAddress.json().errorDescription.en).toBe(
      "The site needs an address before the cards can carry the households' personal QR codes.",
    )
    await setHost(host)
    // An ordinary order still needs its quantity.
    expect((await order({ quantity: undefined })).statusCode).toBe(400)
  })

  it('prices by the number of households, whatever quantity the client sends, and keeps the households as ordered', async () => {
    await addHousehold('Familjen Berg')
    await addHousehold('Lund')
    const households = (await call(t, 'GET', `/api/sites/${siteId}/households`, owner.cookie)).json()
      .households as { _id: string; name: string; code: string }[]
    expect(households).toHaveLength(3)

    const res = await order({ perHousehold: true, quantity: 300, envelopes: 'standard', totalInclVat: 1 })
    expect(res.statusCode, res.body).toBe(201)
    const created = (await call(t, 'GET', `/api/orders/${res.json().id}`, owner.cookie)).json()
    // 3 cards at 15 kr + 3 standard envelopes at 3 kr + 95 kr shipping.
    expect(created).toMatchObject({ quantity: 3, perHousehold: true, totalInclVat: 14900, totalVat: 2980 })
    expect(created.items.map((i: { quantity: number }) => i.quantity)).toEqual([3, 3])

    // The guest list changes after the order; the order keeps what was paid for.
    await addHousehold('Sent tillagd')
    const row = await t.services.orders.findById(res.json().id)
    expect(row?.per_household).toBe(1)
    expect(row?.households).toEqual(
      households.map((h) => ({
        id: h._id,
        name: h.name,
        code: h.code,
        link: `https://${host}/?inbjudan=${h.code}`,
      })),
    )

    const plain = await order({ quantity: 20 })
    expect(plain.statusCode).toBe(201)
    const plainOrder = (await call(t, 'GET', `/api/orders/${plain.json().id}`, owner.cookie)).json()
    expect(plainOrder).toMatchObject({ quantity: 20, perHousehold: false })
    expect((await t.services.orders.findById(plain.json().id))?.households).toBeNull()
  })
})
