import { strFromU8, strToU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { type ControlledSwish, call, paymentScene, withSwishApp } from '../test/payments-kit.ts'
import { ADDRESS, makeOrder, makePrint } from '../test/prints-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('account data (GDPR) on %s', (dialect) => {
  let t: TestApp, swish: ControlledSwish
  withSwishApp(dialect, (fixture) => {
    ;({ t, swish } = fixture)
  })

  async function paidScene(name: string) {
    const scene = await paymentScene(t, `${name}-${dialect}.brollopssida.se`)
    const { swishId } = (
      await call(t, 'POST', `/api/sites/${scene.siteId}/payment/swish`, scene.owner.cookie, {
        payerAlias: '0701234567',
        paymentProduct: 'extend_subdomain',
      })
    ).json()
    swish.set(swishId, 'PAID')
    await call(t, 'GET', `/api/swishPayments/${swishId}`, scene.owner.cookie)
    return { ...scene, swishId }
  }

  it('gives the owner a ZIP of the account, its sites, answers and payments', async () => {
    const scene = await paidScene('kopia')
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/me/data-export',
      headers: { host: APP_HOST, cookie: scene.owner.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    const files = unzipSync(new Uint8Array(res.rawPayload))
    expect(Object.keys(files).sort()).toEqual(
      [
        'account.json',
        'medarbetare.json',
        'orders.json',
        'payments.json',
        `sites/${scene.siteId}/formular.json`,
        `sites/${scene.siteId}/prints.json`,
        `sites/${scene.siteId}/mejl.json`,
        `sites/${scene.siteId}/formular.xlsx`,
        `sites/${scene.siteId}/osa.json`,
        `sites/${scene.siteId}/osa.xlsx`,
        `sites/${scene.siteId}/site.json`,
      ].sort(),
    )
    const text = (name: string) => strFromU8(files[name] ?? new Uint8Array())
    expect(JSON.parse(text('account.json')).mail).toBe(scene.owner.mail)
    expect(JSON.parse(text('payments.json'))).toEqual([
      expect.objectContaining({ reference: scene.swishId, amountWithVat: 59900, status: 'paid' }),
    ])
    expect(JSON.parse(text(`sites/${scene.siteId}/site.json`))._id).toBe(scene.siteId)
    expect(JSON.parse(text(`sites/${scene.siteId}/mejl.json`))).toEqual(
      expect.objectContaining({ rsvpToOwner: true }),
    )
    // An xlsx file is a ZIP itself.
    expect(text(`sites/${scene.siteId}/osa.xlsx`).slice(0, 2)).toBe('PK')
    expect((await call(t, 'GET', '/api/accounts/me/data-export')).statusCode).toBe(401)
  })

  it('includes the card orders with their shipping addresses, and the card designs of the sites', async () => {
    const scene = await paidScene('kort')
    const printId = await makePrint(t, scene.owner.cookie, scene.siteId, { trim: 'rounded' })
    const orderId = await makeOrder(t, scene.owner.cookie, scene.siteId, printId)
    // Another account's order and card are not in this copy.
    const other = await paymentScene(t, `annan-${dialect}.brollopssida.se`)
    const otherPrint = await makePrint(t, other.owner.cookie, other.siteId)
    const otherOrder = await makeOrder(t, other.owner.cookie, other.siteId, otherPrint)
    const res = await call(t, 'GET', '/api/accounts/me/data-export', scene.owner.cookie)
    expect(res.statusCode).toBe(200)
    const files = unzipSync(new Uint8Array(res.rawPayload))
    const read = (name: string) => JSON.parse(strFromU8(files[name] ?? strToU8('null')))
    const orders = read('orders.json')
    expect(orders).toEqual([
      expect.objectContaining({
        _id: orderId,
        site: scene.siteId,
        print: printId,
        status: 'created',
        quantity: 30,
        totalInclVat: 75500,
        shippingAddress: ADDRESS,
        shipment: expect.objectContaining({ name: 'PostNord Varubrev' }),
        tracking: null,
      }),
    ])
    expect(JSON.stringify(orders)).not.toContain(otherOrder)
    const prints = read(`sites/${scene.siteId}/prints.json`)
    expect(prints).toEqual([expect.objectContaining({ _id: printId, site: scene.siteId, trim: 'rounded' })])
    expect(prints[0].content.length).toBeGreaterThan(0)
    expect(JSON.stringify(prints)).not.toContain(otherPrint)
  })

  it('erases the account with its password, keeping the payment without who paid', async () => {
    const scene = await paidScene('radera')
    const erase = (password: string, cookie?: string) =>
      call(t, 'POST', '/api/accounts/me/delete', cookie, { password })
    expect((await erase('fel-lösenord', scene.owner.cookie)).statusCode).toBe(401)
    expect(await t.services.sites.findById(scene.siteId)).toBeDefined()
    expect((await erase(scene.owner.password)).statusCode).toBe(401)

    const res = await erase(scene.owner.password, scene.owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('')
    expect(await t.services.sites.findById(scene.siteId)).toBeUndefined()
    expect((await call(t, 'GET', '/api/accounts/me/', scene.owner.cookie)).statusCode).toBe(401)
    const login = await call(t, 'POST', '/api/accounts/login/', undefined, {
      mail: scene.owner.mail,
      password: scene.owner.password,
    })
    expect(login.statusCode).toBe(401)
    const payment = await t.services.payments.findByReference(scene.swishId)
    expect(payment).toMatchObject({ status: 'paid', amount_ore: 59900, account_id: null, payer_alias: null })
    // The stranger's site is untouched.
    expect((await call(t, 'GET', '/api/accounts/me/', scene.stranger.cookie)).statusCode).toBe(200)
  })
})
