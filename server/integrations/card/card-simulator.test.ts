import { describe, expect, it } from 'vitest'
import { memoryLedger } from '../simulator-ledger.ts'
import { CARD_UNEXPECTED_STATE, TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from './card-provider.ts'
import { cardSimulator } from './card-simulator.ts'

const intent = { reference: 'REF1', amountOre: 59900, description: 'Bröllopssida 18 månader' }

describe('cardSimulator', () => {
  it('pays an intent with the test card 4242 4242 4242 4242', async () => {
    const card = cardSimulator()
    const { id, clientSecret } = await card.createPaymentIntent(intent)
    expect(clientSecret.startsWith(`${id}_secret_`)).toBe(true)
    expect(await card.retrievePaymentIntent(id)).toEqual({
      id,
      status: 'requires_payment_method',
      amountOre: 59900,
      reference: 'REF1',
    })
    expect(await card.confirmSimulated?.(clientSecret, '4242 4242 4242 4242')).toBe('succeeded')
    expect((await card.retrievePaymentIntent(id)).status).toBe('succeeded')
    // Confirming a paid intent again changes nothing.
    expect(await card.confirmSimulated?.(clientSecret, TEST_CARD_DECLINED)).toBe('succeeded')
    expect(card.simulated).toBe(true)
    expect(card.publicKey).toBe('pk_simulated')
  })

  it('declines 4000 0000 0000 0002 and lets the payer try another card', async () => {
    const card = cardSimulator()
    const { id, clientSecret } = await card.createPaymentIntent(intent)
    expect(await card.confirmSimulated?.(clientSecret, TEST_CARD_DECLINED)).toBe('declined')
    expect((await card.retrievePaymentIntent(id)).status).toBe('requires_payment_method')
    expect(await card.confirmSimulated?.(clientSecret, TEST_CARD_SUCCEEDS)).toBe('succeeded')
  })

  it('cancels an unpaid intent, after which the test card cannot pay it', async () => {
    const card = cardSimulator()
    const { id, clientSecret } = await card.createPaymentIntent(intent)
    await card.cancel(id)
    expect((await card.retrievePaymentIntent(id)).status).toBe('canceled')
    await expect(card.confirmSimulated?.(clientSecret, TEST_CARD_SUCCEEDS)).rejects.toMatchObject({
      code: CARD_UNEXPECTED_STATE,
    })
    expect((await card.retrievePaymentIntent(id)).status).toBe('canceled')
    await expect(card.cancel(id)).rejects.toMatchObject({ status: 400, code: CARD_UNEXPECTED_STATE })
  })

  it('refuses to cancel a paid intent', async () => {
    const card = cardSimulator()
    const { id, clientSecret } = await card.createPaymentIntent(intent)
    await card.confirmSimulated?.(clientSecret, TEST_CARD_SUCCEEDS)
    await expect(card.cancel(id)).rejects.toMatchObject({ status: 400, code: CARD_UNEXPECTED_STATE })
    expect((await card.retrievePaymentIntent(id)).status).toBe('succeeded')
  })

  it('refuses a client secret that does not belong to the intent', async () => {
    const card = cardSimulator()
    const { id } = await card.createPaymentIntent(intent)
    await expect(card.confirmSimulated?.(`${id}_secret_guessed`, TEST_CARD_SUCCEEDS)).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      card.confirmSimulated?.('pi_sim_unknown_secret_x', TEST_CARD_SUCCEEDS),
    ).rejects.toMatchObject({
      status: 404,
    })
    expect((await card.retrievePaymentIntent(id)).status).toBe('requires_payment_method')
  })

  it('shares intents through the ledger and refuses every webhook', async () => {
    const ledger = memoryLedger()
    const one = cardSimulator({ ledger })
    const two = cardSimulator({ ledger })
    const { id, clientSecret } = await one.createPaymentIntent(intent)
    await two.confirmSimulated?.(clientSecret, TEST_CARD_SUCCEEDS)
    expect((await one.retrievePaymentIntent(id)).status).toBe('succeeded')
    expect(() => one.parseWebhook(Buffer.from('{}'), 't=1,v1=abc')).toThrow(/no webhooks/)
  })

  it('refuses amounts below Stripe’s minimum charge', async () => {
    await expect(cardSimulator().createPaymentIntent({ ...intent, amountOre: 299 })).rejects.toMatchObject({
      code: 'amount_too_small',
    })
  })

  it('refunds a paid intent once, and refuses one that was never paid', async () => {
    const card = cardSimulator()
    const unpaid = await card.createPaymentIntent(intent)
    await expect(card.refund({ paymentIntentId: unpaid.id, reference: 'REF1' })).rejects.toMatchObject({
      code: 'charge_not_refundable',
    })
    const paid = await card.createPaymentIntent({ ...intent, reference: 'REF2' })
    await card.confirmSimulated?.(paid.clientSecret, TEST_CARD_SUCCEEDS)
    const refund = await card.refund({ paymentIntentId: paid.id, reference: 'REF2' })
    expect(refund.id).toMatch(/^re_sim_/)
    expect(await card.refund({ paymentIntentId: paid.id, reference: 'REF2' })).toEqual(refund)
  })
})
