import { describe, expect, it } from 'vitest'
import { EXAMPLE_SELLER } from '../config.ts'
import { makeSite, type TestAccount } from '../test/factories.ts'
import { withOwnedSite } from '../test/owned-site.ts'
import { controlledSwish } from '../test/payments-kit.ts'
import { ADDRESS, call, makeOrder, makePrint, orderBody } from '../test/prints-kit.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('orders API on %s', (dialect) => {
  const swish = controlledSwish()
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string, printId: string
  withOwnedSite(
    dialect,
    async (fixture) => {
      ;({ t, owner, stranger, siteId } = fixture)
      printId = await makePrint(t, owner.cookie, siteId)
    },
    { swish },
  )

  const confirmationMails = async (to: string) =>
    (await t.services.outbox.latest(200)).filter(
      (m) => m.to_address === to && m.subject.includes('Orderbekräftelse'),
    )

  it('offers the shipment methods with the carriers, the normal one at 95 kr and cheapest', async () => {
    const res = await call(t, 'POST', '/api/orders/shipmentMethods/', owner.cookie, {
      quantity: 10,
      envelopes: 'standard',
    })
    expect(res.statusCode).toBe(200)
    const methods = res.json().shipmentMethods as { name: string; type: string; price: number }[]
    expect(methods.length).toBeGreaterThanOrEqual(4)
    const cheapest = [...methods].sort((a, b) => a.price - b.price)[0]
    expect(cheapest).toMatchObject({ type: 'normal', price: 9500 })
    for (const m of methods) {
      expect(m).toEqual(
        expect.objectContaining({
          shipmentMethodUid: expect.any(String),
          minDeliveryDays: expect.any(Number),
          maxDeliveryDays: expect.any(Number),
        }),
      )
    }
    expect(
      (
        await call(t, 'POST', '/api/orders/shipmentMethods/', undefined, {
          quantity: 10,
          envelopes: 'standard',
        })
      ).statusCode,
    ).toBe(401)
    expect(
      (
        await call(t, 'POST', '/api/orders/shipmentMethods/', owner.cookie, {
          quantity: 15,
          envelopes: 'standard',
        })
      ).statusCode,
    ).toBe(400)
  })

  it('prices the order on the server and ignores a total the client sends', async () => {
    const res = await call(t, 'POST', '/api/orders/', owner.cookie, {
      ...orderBody(siteId, printId),
      totalInclVat: 100,
      totalVat: 20,
      items: [{ priceInclVat: 1 }],
    })
    expect(res.statusCode, res.body).toBe(201)
    const order = (await call(t, 'GET', `/api/orders/${res.json().id}`, owner.cookie)).json()
    // 30 cards at 15 kr + 30 premium envelopes at 5 kr + 95 kr shipping.
    expect(order).toMatchObject({
      _id: res.json().id,
      status: 'created',
      totalInclVat: 69500,
      totalVat: 13900,
      shipment: { priceInclVat: 9500, carrier: 'PostNord', minDeliveryDays: 3, maxDeliveryDays: 6 },
      shippingAddress: ADDRESS,
    })
    expect(order.items.map((i: { priceInclVat: number }) => i.priceInclVat)).toEqual([45000, 15000])
    expect(order.items[0]).toMatchObject({ print: printId, title: 'Inbjudningskort, 30 st' })
  })

  it('adds rounded corners from the print trim and the chosen method price', async () => {
    const rounded = await makePrint(t, owner.cookie, siteId, { trim: 'rounded' })
    const id = await makeOrder(t, owner.cookie, siteId, rounded, {
      quantity: 150,
      envelopes: 'none',
      shipmentMethodUid: 'dhl_express',
    })
    const order = (await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json()
    // 150 × (15 + 2) kr + 299 kr DHL Express.
    expect(order).toMatchObject({ totalInclVat: 284900, totalVat: 56980 })
    expect(order.shipment).toMatchObject({ priceInclVat: 29900, carrier: 'DHL Express', type: 'express' })
    expect(order.items.map((i: { kind: string }) => i.kind)).toEqual(['cards', 'roundedCorners'])
  })

  it('refuses a bad quantity, envelope, method or address with 400 in the error shape', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 15 }, 'quantity'],
      [{ quantity: 310 }, 'quantity'],
      [{ quantity: '30' }, 'quantity'],
      [{ envelopes: 'gold' }, 'envelopes'],
      [{ shippingAddress: { ...ADDRESS, email: 'inte-en-adress' } }, 'shippingAddress.email'],
      [{ shippingAddress: { ...ADDRESS, phone: 'ring mig' } }, 'shippingAddress.phone'],
      [{ shippingAddress: { ...ADDRESS, city: '  ' } }, 'shippingAddress.city'],
      [{ shippingAddress: { ...ADDRESS, postCode: undefined } }, 'shippingAddress.postCode'],
      [{ shippingAddress: undefined }, 'shippingAddress'],
    ]
    for (const [change, field] of cases) {
      const res = await call(t, 'POST', '/api/orders/', owner.cookie, orderBody(siteId, printId, change))
      expect(res.statusCode, field).toBe(400)
      expect(res.json().isErrorResponse).toBe(true)
      expect(res.json().fields, field).toHaveProperty(field)
    }
    const method = await call(
      t,
      'POST',
      '/api/orders/',
      owner.cookie,
      orderBody(siteId, printId, { shipmentMethodUid: 'raket' }),
    )
    expect(method.statusCode).toBe(400)
    expect(method.json().errorDescription.sv).toContain('Leveranssättet finns inte')
    const otherSite = (await makeSite(t.app, owner))._id
    const mismatch = await call(t, 'POST', '/api/orders/', owner.cookie, orderBody(otherSite, printId))
    expect(mismatch.statusCode).toBe(400)
  })

  it('is for the owner only: 401, 403 and 404', async () => {
    expect((await call(t, 'POST', '/api/orders/', undefined, { quantity: 15 })).statusCode).toBe(401)
    const id = await makeOrder(t, owner.cookie, siteId, printId)
    expect((await call(t, 'POST', '/api/orders/', undefined, orderBody(siteId, printId))).statusCode).toBe(
      401,
    )
    expect(
      (await call(t, 'POST', '/api/orders/', stranger.cookie, orderBody(siteId, printId))).statusCode,
    ).toBe(403)
    expect((await call(t, 'GET', `/api/orders/${id}`)).statusCode).toBe(401)
    expect((await call(t, 'GET', `/api/orders/${id}`, stranger.cookie)).statusCode).toBe(403)
    expect(
      (
        await call(t, 'POST', `/api/orders/${id}/payment/swish`, stranger.cookie, {
          payerAlias: '0701234567',
        })
      ).statusCode,
    ).toBe(403)
    expect((await call(t, 'POST', `/api/orders/${id}/payment/stripe`, stranger.cookie, {})).statusCode).toBe(
      403,
    )
    const unknown = await call(t, 'GET', '/api/orders/000000000000000000000000', owner.cookie)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().errorDescription.sv).toBe('Ordern finns inte.')
  })

  it('is paid by Swish exactly once under concurrent polls and callbacks, with one confirmation mail', async () => {
    const id = await makeOrder(t, owner.cookie, siteId, printId)
    const started = await call(t, 'POST', `/api/orders/${id}/payment/swish`, owner.cookie, {
      payerAlias: '070-123 45 67',
      amount: 1,
    })
    expect(started.statusCode, started.body).toBe(200)
    const { swishId } = started.json()
    expect(swish.requests.get(swishId)).toMatchObject({ amountOre: 69500 })
    const before = (await confirmationMails(owner.mail)).length
    swish.set(swishId, 'PAID')
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => call(t, 'GET', `/api/swishPayments/${swishId}`, owner.cookie)),
      call(t, 'POST', '/api/swish/callback', undefined, { id: swishId, status: 'PAID' }),
      call(t, 'POST', '/api/swish/callback', undefined, { id: swishId, status: 'PAID' }),
    ])
    for (const res of answers.slice(0, 20)) expect(res.json()).toEqual({ status: 'PAID', errorMessage: null })
    const order = (await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json()
    expect(order.status).toBe('paid')
    expect(order.paidAt).not.toBeNull()
    const mails = await confirmationMails(owner.mail)
    expect(mails.length).toBe(before + 1)
    expect(mails[0]?.text_body).toContain(id)
    expect(mails[0]?.text_body).toContain('695:-')
    expect(mails[0]?.text_body).toContain('Storgatan 1')
    const receipt = (await t.services.outbox.latest(200)).find(
      (m) => m.to_address === owner.mail && m.text_body.includes(swishId),
    )
    expect(receipt?.text_body).toContain('Produkt: Inbjudningskort')
    expect(receipt?.text_body).not.toContain('publicerad till och med')
    // Both the receipt and the order's confirmation name the seller (the example company here).
    for (const mail of [receipt, mails[0]]) {
      expect(mail?.text_body).toContain(`Säljare: ${EXAMPLE_SELLER.name}`)
      expect(mail?.text_body).toContain(`Organisationsnummer: ${EXAMPLE_SELLER.orgNumber}`)
      expect(mail?.text_body).toContain(`Momsregistreringsnummer: ${EXAMPLE_SELLER.vatNumber}`)
      expect(mail?.text_body).toContain('Villkor: https://brollopssida.se/villkor?lang=sv')
      expect(mail?.text_body).toContain(
        'Integritetspolicy: https://brollopssida.se/integritetspolicy?lang=sv',
      )
    }
    const payment = await t.services.payments.findByReference(swishId)
    expect(payment).toMatchObject({
      status: 'paid',
      order_id: id,
      site_id: siteId,
      amount_ore: 69500,
      vat_ore: 13900,
    })
    const again = await call(t, 'POST', `/api/orders/${id}/payment/swish`, owner.cookie, {
      payerAlias: '0701234567',
    })
    expect(again.statusCode).toBe(409)
  })

  it('is paid by card through the simulator, and a declined card leaves it unpaid', async () => {
    const id = await makeOrder(t, owner.cookie, siteId, printId, { quantity: 10, envelopes: 'standard' })
    const started = await call(t, 'POST', `/api/orders/${id}/payment/stripe`, owner.cookie, {})
    expect(started.statusCode, started.body).toBe(200)
    const { client_secret, reference, simulated } = started.json()
    expect(simulated).toBe(true)
    const confirm = (cardNumber: string) =>
      call(t, 'POST', '/api/card-simulator/confirm', undefined, { client_secret, cardNumber })
    expect((await confirm('4000000000000002')).statusCode).toBe(402)
    expect((await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json().status).toBe('created')
    expect((await confirm('4242424242424242')).statusCode).toBe(200)
    const status = await call(t, 'GET', `/api/sites/${siteId}/payment/stripe/${reference}`, owner.cookie)
    expect(status.json()).toEqual({ paymentConfirmed: true })
    const order = (await call(t, 'GET', `/api/orders/${id}`, owner.cookie)).json()
    // 10 × (15 + 3) kr + 95 kr.
    expect(order).toMatchObject({ status: 'paid', totalInclVat: 27500, totalVat: 5500 })
    expect((await t.services.payments.findByReference(reference))?.amount_ore).toBe(27500)
  })
})
