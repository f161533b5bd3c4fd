import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeMember } from '../test/members-kit.ts'
import { call, type PaymentScene, paymentScene } from '../test/payments-kit.ts'
import { makeOrder, makePrint } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

interface Entry {
  kind: string
  by: string | null
  byRole: string | null
  detail: Record<string, string | number>
}

/** Who paid for what (issue 33): a paid payment is one activity entry naming its product. */
describe.each(testDialects())('payments in the activity on %s', (dialect) => {
  let t: TestApp
  let scene: PaymentScene
  const host = `betalt-${dialect}.brollopssida.se`
  let now = new Date('2027-03-01T10:00:00Z')

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: () => now })
    scene = await paymentScene(t, host)
  })
  afterAll(async () => t?.close())

  const payments = async (cookie = scene.owner.cookie): Promise<Entry[]> => {
    const res = await call(t, 'GET', `/api/sites/${scene.siteId}/activity`, cookie)
    expect(res.statusCode, res.body).toBe(200)
    return (res.json().activity as Entry[]).filter((e) => e.kind.startsWith('payment.'))
  }
  const pay = async (url: string, cookie: string, payload: object, card: string) => {
    const started = await call(t, 'POST', url, cookie, payload)
    expect(started.statusCode, started.body).toBe(200)
    const { client_secret } = started.json()
    return call(t, 'POST', '/api/card-simulator/confirm', undefined, { client_secret, cardNumber: card })
  }

  it("records a co-owner's paid extension with its address, and nothing for a payment never paid", async () => {
    const coOwner = await makeMember(t, scene.owner, scene.siteId, 'coOwner')
    const url = `/api/sites/${scene.siteId}/payment/stripe`
    const declined = await pay(
      url,
      coOwner.cookie,
      { paymentProduct: 'extend_subdomain' },
      '4000000000000002',
    )
    expect(declined.statusCode).toBe(402)
    expect(await payments()).toEqual([])

    const paid = await pay(url, coOwner.cookie, { paymentProduct: 'extend_subdomain' }, '4242424242424242')
    expect(paid.statusCode).toBe(200)
    expect(await payments()).toEqual([
      expect.objectContaining({
        kind: 'payment.paid',
        by: coOwner.mail,
        byRole: 'coOwner',
        detail: { method: 'card', product: 'extend_subdomain', address: host },
      }),
    ])
  })

  it('records a paid order of printed cards with the number of cards, seen by the owners only', async () => {
    // Later than the first test's payment: the activity lists the newest first.
    now = new Date('2027-03-02T10:00:00Z')
    const printId = await makePrint(t, scene.owner.cookie, scene.siteId)
    const orderId = await makeOrder(t, scene.owner.cookie, scene.siteId, printId, { quantity: 40 })
    const paid = await pay(
      `/api/orders/${orderId}/payment/stripe`,
      scene.owner.cookie,
      {},
      '4242424242424242',
    )
    expect(paid.statusCode, paid.body).toBe(200)
    expect((await payments())[0]).toMatchObject({
      kind: 'payment.paid',
      by: scene.owner.mail,
      byRole: 'owner',
      detail: { method: 'card', product: 'print_order', cards: 40 },
    })
    const editor = await makeMember(t, scene.owner, scene.siteId, 'editor')
    expect(await payments(editor.cookie)).toEqual([])
  })
})
