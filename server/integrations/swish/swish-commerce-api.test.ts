import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSwishProvider } from './create-swish-provider.ts'
import { type FakeSwish, startFakeSwish } from './fake-swish-server.ts'
import { swishCommerceApi } from './swish-commerce-api.ts'
import { type SwishProvider, SwishRequestError, SwishUnavailableError } from './swish-provider.ts'

let fake: FakeSwish
let swish: SwishProvider
let callbackServer: Server
let callbackUrl: string
const received: unknown[] = []
let counter = 0
const nextId = () => (++counter).toString(16).toUpperCase().padStart(32, 'C')

beforeAll(async () => {
  fake = await startFakeSwish({ payeeAlias: '1231181189' })
  swish = createSwishProvider({
    kind: 'commerce-api',
    apiUrl: fake.url,
    payeeAlias: fake.payeeAlias,
    certPath: fake.certificates.client.certPath,
    keyPath: fake.certificates.client.keyPath,
    caPath: fake.certificates.ca.certPath,
    passphrase: undefined,
  })
  callbackServer = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      res.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve))
  callbackUrl = `http://127.0.0.1:${(callbackServer.address() as AddressInfo).port}/api/swish/callback`
})

afterAll(async () => {
  await fake.close()
  await new Promise((resolve) => callbackServer.close(resolve))
})

const create = (instructionId: string, payerAlias = '46701234567') =>
  swish.createPaymentRequest({
    instructionId,
    payerAlias,
    amountOre: 59950,
    message: 'Bröllopssida 18 månader',
    callbackUrl,
  })

describe('swishCommerceApi against a fake Swish that requires a client certificate', () => {
  it('creates a payment request in Swish’s own terms and reads it back until paid', async () => {
    const id = nextId()
    await create(id)
    expect(fake.requests.get(id)).toMatchObject({
      payeeAlias: '1231181189',
      payerAlias: '46701234567',
      amount: 599.5,
      currency: 'SEK',
      message: 'Bröllopssida 18 månader',
      callbackUrl,
    })
    expect(await swish.getPaymentRequest(id)).toMatchObject({
      instructionId: id,
      status: 'CREATED',
      amountOre: 59950,
    })

    await fake.settle(id, { status: 'PAID' })
    const paid = await swish.getPaymentRequest(id)
    expect(paid).toMatchObject({ status: 'PAID', payerAlias: '46701234567', amountOre: 59950 })
    expect(paid.paymentReference).toMatch(/^[0-9A-F]{32}$/)
    expect(paid.datePaid).toBeDefined()
    expect(received.at(-1)).toMatchObject({ id, status: 'PAID' })
    expect(fake.callbacks.at(-1)).toMatchObject({ url: callbackUrl, status: 200 })
  })

  it.each([
    [{ status: 'DECLINED' as const }, {}],
    [{ status: 'CANCELLED' as const }, {}],
    [
      {
        status: 'ERROR' as const,
        errorCode: 'TM01',
        errorMessage: 'Swish timed out before the payment was started',
      },
      { errorCode: 'TM01', errorMessage: 'Swish timed out before the payment was started' },
    ],
  ])('reads back a request that ended %o', async (outcome, extra) => {
    const id = nextId()
    await create(id)
    await fake.settle(id, outcome)
    const read = await swish.getPaymentRequest(id)
    expect(read).toMatchObject({ status: outcome.status, ...extra })
    expect(read.paymentReference).toBeUndefined()
  })

  it('turns Swish’s 422 answers into SwishRequestError with Swish’s code', async () => {
    const refused = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (err: unknown) => err,
      )
    const badPayer = await refused(create(nextId(), '4670'))
    expect(badPayer).toBeInstanceOf(SwishRequestError)
    expect(badPayer).toMatchObject({ status: 422, code: 'BE18', errorMessage: 'Payer alias is invalid' })

    const id = nextId()
    await create(id)
    expect(await refused(create(id))).toMatchObject({ status: 422, code: 'RP09' })
    expect(await refused(swish.getPaymentRequest(nextId()))).toMatchObject({ status: 404, code: 'RP04' })
  })

  it('refunds a paid request by PUT on v2/refunds, paid by the business, once per instruction id', async () => {
    const id = nextId()
    await create(id)
    await fake.settle(id, { status: 'PAID' })
    const paid = await swish.getPaymentRequest(id)
    const refundId = nextId()
    const refund = {
      instructionId: refundId,
      originalPaymentReference: paid.paymentReference ?? '',
      amountOre: 59950,
      message: 'Återbetalning 1234ABCD',
      callbackUrl,
    }
    await swish.refund(refund)
    expect(fake.refunds.get(refundId)).toMatchObject({
      originalPaymentReference: paid.paymentReference,
      payerAlias: '1231181189',
      amount: 599.5,
      currency: 'SEK',
      message: 'Återbetalning 1234ABCD',
      callbackUrl,
    })
    expect(fake.refundCalls.at(-1)).toMatchObject({
      id: refundId,
      status: 201,
      body: { payerAlias: '1231181189', amount: '599.50', currency: 'SEK' },
    })
    // The same refund again is refused as a duplicate, and nothing more goes back.
    await expect(swish.refund(refund)).rejects.toMatchObject({ status: 422, code: 'RP09' })
    await expect(swish.refund({ ...refund, instructionId: nextId() })).rejects.toMatchObject({
      status: 422,
      code: 'RF07',
    })
    expect(
      [...fake.refunds.values()].filter((r) => r.originalPaymentReference === paid.paymentReference),
    ).toHaveLength(1)
    // A payment Swish does not know as paid cannot be refunded.
    await expect(
      swish.refund({ ...refund, instructionId: nextId(), originalPaymentReference: 'F'.repeat(32) }),
    ).rejects.toMatchObject({ status: 422, code: 'RF02' })
  })

  it('is refused by Swish with a certificate from another root, and without one', async () => {
    const { stranger } = fake.certificates
    const strangerSwish = swishCommerceApi({ ...fake.clientOptions, cert: stranger.cert, key: stranger.key })
    await expect(strangerSwish.getPaymentRequest(nextId())).rejects.toBeInstanceOf(SwishUnavailableError)
    const noCertificate = swishCommerceApi({ ...fake.clientOptions, cert: '', key: '' })
    await expect(noCertificate.getPaymentRequest(nextId())).rejects.toBeInstanceOf(SwishUnavailableError)
  })

  it('does not talk to a server it cannot verify', async () => {
    const trustsNobody = swishCommerceApi({ ...fake.clientOptions, ca: undefined })
    await expect(trustsNobody.getPaymentRequest(nextId())).rejects.toThrow(/could not be reached/)
  })

  it('opens a key protected by a passphrase', async () => {
    const keyPath = join(fake.certificates.dir, 'client-protected.key')
    const { client } = fake.certificates
    execFileSync('openssl', [
      'pkey',
      '-in',
      client.keyPath,
      '-aes256',
      '-passout',
      'pass:hemligt',
      '-out',
      keyPath,
    ])
    const config = {
      kind: 'commerce-api' as const,
      apiUrl: fake.url,
      payeeAlias: fake.payeeAlias,
      certPath: client.certPath,
      keyPath,
      caPath: fake.certificates.ca.certPath,
    }
    const id = nextId()
    await createSwishProvider({ ...config, passphrase: 'hemligt' }).createPaymentRequest({
      instructionId: id,
      payerAlias: '46701234567',
      amountOre: 100,
      message: 'x',
      callbackUrl,
    })
    expect(fake.requests.has(id)).toBe(true)
    await expect(
      createSwishProvider({ ...config, passphrase: 'fel' }).getPaymentRequest(id),
    ).rejects.toBeInstanceOf(SwishUnavailableError)
  })

  it('is refused for another business’s payee alias', async () => {
    const other = createSwishProvider({
      kind: 'commerce-api',
      apiUrl: fake.url,
      payeeAlias: '1230000000',
      certPath: fake.certificates.client.certPath,
      keyPath: fake.certificates.client.keyPath,
      caPath: fake.certificates.ca.certPath,
      passphrase: undefined,
    })
    await expect(
      other.createPaymentRequest({
        instructionId: nextId(),
        payerAlias: '46701234567',
        amountOre: 100,
        message: '',
        callbackUrl,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('startFakeSwish with settleAfterMs', () => {
  it('settles by itself by the simulator’s payer numbers and posts the callback', async () => {
    const auto = await startFakeSwish({ settleAfterMs: 50 })
    try {
      const api = swishCommerceApi(auto.clientOptions)
      const paid = nextId()
      const declined = nextId()
      await api.createPaymentRequest({
        instructionId: paid,
        payerAlias: '46701234567',
        amountOre: 49900,
        message: 'x',
        callbackUrl,
      })
      await api.createPaymentRequest({
        instructionId: declined,
        payerAlias: '46701234501',
        amountOre: 49900,
        message: 'x',
        callbackUrl,
      })
      await expect.poll(() => auto.callbacks.length, { timeout: 3000 }).toBe(2)
      expect((await api.getPaymentRequest(paid)).status).toBe('PAID')
      expect((await api.getPaymentRequest(declined)).status).toBe('DECLINED')
    } finally {
      await auto.close()
    }
  })
})
