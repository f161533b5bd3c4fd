import { describe, expect, it } from 'vitest'
import { memoryLedger } from '../simulator-ledger.ts'
import type { SwishRequestError } from './swish-provider.ts'
import { swishSimulator } from './swish-simulator.ts'

const ID = 'A'.repeat(32)
const request = (payerAlias: string, instructionId = ID) => ({
  instructionId,
  payerAlias,
  amountOre: 59900,
  message: 'Bröllopssida 18 månader',
  callbackUrl: 'https://brollopssida.se/api/swish/callback',
})

function setUp(delayMs = 3000) {
  let now = Date.parse('2026-06-01T12:00:00Z')
  const ledger = memoryLedger(() => now)
  const swish = swishSimulator({ delayMs, ledger, now: () => now })
  return { swish, ledger, advance: (ms: number) => (now += ms) }
}

describe('swishSimulator', () => {
  it('waits, then reports PAID with a payment reference after the delay', async () => {
    const { swish, advance } = setUp()
    await swish.createPaymentRequest(request('46701234567'))
    expect(await swish.getPaymentRequest(ID)).toMatchObject({ status: 'CREATED', amountOre: 59900 })
    advance(2999)
    expect((await swish.getPaymentRequest(ID)).status).toBe('CREATED')
    advance(1)
    const paid = await swish.getPaymentRequest(ID)
    expect(paid).toMatchObject({
      instructionId: ID,
      status: 'PAID',
      payerAlias: '46701234567',
      amountOre: 59900,
    })
    expect(paid.paymentReference).toMatch(/^[0-9A-F]{32}$/)
    expect(paid.datePaid).toBe('2026-06-01T12:00:03.000Z')
    expect(swish.simulated).toBe(true)
  })

  it.each([
    ['46701234501', 'DECLINED'],
    ['46701234502', 'ERROR'],
    ['46701234503', 'CANCELLED'],
    ['46701234504', 'PAID'],
  ])('a payer number ending like %s ends %s', async (payerAlias, status) => {
    const { swish, advance } = setUp()
    await swish.createPaymentRequest(request(payerAlias))
    advance(3000)
    const read = await swish.getPaymentRequest(ID)
    expect(read.status).toBe(status)
    expect(read.paymentReference === undefined).toBe(status !== 'PAID')
    expect(read.errorMessage === undefined).toBe(status !== 'ERROR')
  })

  it('answers the same from another instance sharing the ledger, whatever the order of reads', async () => {
    const { swish, ledger, advance } = setUp(1000)
    await swish.createPaymentRequest(request('46701234503'))
    advance(5000)
    const other = swishSimulator({ delayMs: 1000, ledger, now: () => Date.parse('2026-06-01T12:00:05Z') })
    expect((await other.getPaymentRequest(ID)).status).toBe('CANCELLED')
    expect((await swish.getPaymentRequest(ID)).status).toBe('CANCELLED')
  })

  it('refuses what Swish refuses, with Swish error codes', async () => {
    const { swish } = setUp()
    const code = (p: Promise<unknown>) =>
      p.then(
        () => 'created',
        (err: SwishRequestError) => err.code,
      )
    expect(await code(swish.createPaymentRequest(request('4670')))).toBe('BE18')
    expect(await code(swish.createPaymentRequest(request('46701234567', 'a'.repeat(32))))).toBe('RP09')
    expect(await code(swish.createPaymentRequest({ ...request('46701234567'), amountOre: 50 }))).toBe('PA02')
    expect(
      await code(swish.createPaymentRequest({ ...request('46701234567'), message: 'x'.repeat(51) })),
    ).toBe('RP02')
    expect(
      await code(swish.createPaymentRequest({ ...request('46701234567'), callbackUrl: 'ftp://x' })),
    ).toBe('RP03')
    expect(await code(swish.createPaymentRequest(request('46701234567')))).toBe('created')
    expect(await code(swish.createPaymentRequest(request('46701234567')))).toBe('RP09')
  })

  it('does not know a request it never made', async () => {
    const { swish } = setUp()
    await expect(swish.getPaymentRequest('B'.repeat(32))).rejects.toMatchObject({ status: 404, code: 'RP04' })
  })

  it('takes a refund of a paid request once per instruction id', async () => {
    const { swish, advance } = setUp()
    await swish.createPaymentRequest(request('46701234567'))
    advance(3000)
    const paid = await swish.getPaymentRequest(ID)
    const refund = {
      instructionId: 'B'.repeat(32),
      originalPaymentReference: paid.paymentReference ?? '',
      amountOre: 59900,
      message: 'Återbetalning AAAAAAAA',
      callbackUrl: 'https://brollopssida.se/api/swish/callback',
    }
    await swish.refund(refund)
    await expect(swish.refund(refund)).rejects.toMatchObject({ status: 422, code: 'RP09' })
    await expect(
      swish.refund({ ...refund, instructionId: 'C'.repeat(32), originalPaymentReference: '' }),
    ).rejects.toMatchObject({ status: 422, code: 'RF02' })
  })
})
