import { describe, expect, it } from 'vitest'
import { type AppError, errorBody, errors } from '../http/errors.ts'
import { printErrors } from '../services/orders/prints-errors.ts'
import { paymentErrors } from '../services/payments/payments-errors.ts'
import { makeAccount, makeSite, type TestAccount } from '../test/factories.ts'
import { noiseJpeg, uploadImage } from '../test/images.ts'
import { withTwoAccounts } from '../test/owned-site.ts'
import { call, makeOrder, makePrint } from '../test/prints-kit.ts'
import type { TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

const refusal = (error: AppError) => ({ status: error.status, body: errorBody(error.texts) })
const answer = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  body: res.json(),
})

/**
 * Payments, images of a protected site, print PDFs and orders belong to a site: another account is
 * refused as it is from the site itself (the policy's answer), anonymous callers are told to log in
 * first, and a payment named under a site it is not of does not exist there.
 */
describe.each(testDialects())('resources of a site for another account on %s', (dialect) => {
  let t: TestApp, owner: TestAccount, stranger: TestAccount, siteId: string
  withTwoAccounts(dialect, async (fixture) => {
    ;({ t, owner, stranger } = fixture)
    siteId = (await makeSite(t.app, owner))._id
    await t.services.sites.activate(siteId, `resurser-${dialect}.brollopssida.se`, 12)
  })

  async function cardPayment(): Promise<string> {
    const started = await call(t, 'POST', `/api/sites/${siteId}/payment/stripe`, owner.cookie, {
      paymentProduct: 'extend_subdomain',
    })
    expect(started.statusCode).toBe(200)
    return started.json().reference
  }

  it('payments: 403 to another account, 401 anonymously, 404 under a site the payment is not of', async () => {
    const reference = await cardPayment()
    for (const url of [
      `/api/sites/${siteId}/payment/stripe/${reference}`,
      `/api/sites/${siteId}/payment/receipt/${reference}`,
      `/api/swishPayments/${reference}`,
    ]) {
      expect(answer(await call(t, 'GET', url, stranger.cookie)), url).toEqual(refusal(errors.forbidden()))
      expect(answer(await call(t, 'GET', url)), url).toEqual(refusal(errors.notLoggedIn()))
    }
    const ownSite = (await makeSite(t.app, stranger))._id
    expect(
      answer(await call(t, 'GET', `/api/sites/${ownSite}/payment/stripe/${reference}`, stranger.cookie)),
    ).toEqual(refusal(paymentErrors.paymentNotFound()))
    const unknown = `/api/sites/${siteId}/payment/receipt/no-such-reference`
    expect(answer(await call(t, 'GET', unknown, stranger.cookie))).toEqual(refusal(errors.forbidden()))
    expect(answer(await call(t, 'GET', unknown, owner.cookie))).toEqual(
      refusal(paymentErrors.paymentNotFound()),
    )
    expect(answer(await call(t, 'GET', '/api/swishPayments/no-such-reference', stranger.cookie))).toEqual(
      refusal(paymentErrors.paymentNotFound()),
    )
    const gone = `/api/sites/no-such-site/payment/stripe/${reference}`
    expect(answer(await call(t, 'GET', gone, stranger.cookie))).toEqual(refusal(errors.siteNotFound()))
  })

  it('images of a protected site: the same 404 as a missing file to another account', async () => {
    const image = (await uploadImage(t.app, siteId, await noiseJpeg(300, 200), owner.cookie)).json()
    const url = `${image.path}/${image.fileName}`
    const protect = await call(t, 'PUT', `/api/sites/${siteId}/password`, owner.cookie, { password: 'tårta' })
    expect(protect.statusCode).toBe(200)
    expect(answer(await call(t, 'GET', url, stranger.cookie))).toEqual(refusal(errors.notFound()))
    expect(answer(await call(t, 'GET', url))).toEqual(refusal(errors.notFound()))
    expect((await call(t, 'GET', url, owner.cookie)).statusCode).toBe(200)
    const unprotect = await call(t, 'PUT', `/api/sites/${siteId}/password`, owner.cookie, { password: '' })
    expect(unprotect.statusCode).toBe(200)
  })

  it('print PDFs: 403 to another account, 401 anonymously, 404 for a print that does not exist', async () => {
    const printId = await makePrint(t, owner.cookie, siteId)
    const url = `/api/prints/${printId}/pdf`
    expect(answer(await call(t, 'GET', url, stranger.cookie))).toEqual(refusal(errors.forbidden()))
    expect(answer(await call(t, 'GET', url))).toEqual(refusal(errors.notLoggedIn()))
    const unknown = '/api/prints/000000000000000000000000/pdf'
    expect(answer(await call(t, 'GET', unknown, stranger.cookie))).toEqual(
      refusal(printErrors.printNotFound()),
    )
    expect(answer(await call(t, 'GET', unknown))).toEqual(refusal(errors.notLoggedIn()))
  })

  it('orders: 403 to another account on the order and its payments, 404 for an order that does not exist', async () => {
    const printId = await makePrint(t, owner.cookie, siteId)
    const orderId = await makeOrder(t, owner.cookie, siteId, printId)
    expect(answer(await call(t, 'GET', `/api/orders/${orderId}`, stranger.cookie))).toEqual(
      refusal(errors.forbidden()),
    )
    expect(
      answer(await call(t, 'POST', `/api/orders/${orderId}/payment/stripe`, stranger.cookie, {})),
    ).toEqual(refusal(errors.forbidden()))
    expect(answer(await call(t, 'GET', `/api/orders/${orderId}`))).toEqual(refusal(errors.notLoggedIn()))
    const other = await makeAccount(t.app)
    expect(answer(await call(t, 'GET', '/api/orders/000000000000000000000000', other.cookie))).toEqual(
      refusal(printErrors.orderNotFound()),
    )
  })
})
