import type { FastifyBaseLogger } from 'fastify'
import { parseBrand } from '#domain/brands.ts'
import { vatOf } from '#domain/commerce/money.ts'
import { isSiteProduct, priceOf } from '#domain/commerce/products.ts'
import { PRINT_ORDER_PRODUCT } from '#domain/prints/orders.ts'
import type { Seller } from '../../config.ts'
import type { PaymentMethod, PaymentStatus } from '../../db/schema.ts'
import { AppError } from '../../http/errors.ts'
import { type CardProvider, CardRequestError } from '../../integrations/card/card-provider.ts'
import {
  type SwishProvider,
  SwishRequestError,
  type SwishStatus,
} from '../../integrations/swish/swish-provider.ts'
import type { AccountRow } from '../../repositories/accounts.repository.ts'
import type { PaymentRow, PaymentsRepository } from '../../repositories/payments.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { Clock } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import { recordPaid } from './payments-activity.ts'
import { PAYER_ERROR_CODES, paymentErrors, SWISH_PAYER_REFUSED } from './payments-errors.ts'
import { type Fulfilment, type Fulfilments, HeldError, type PurchaseTarget } from './payments-fulfilment.ts'
import { receiptMail } from './payments-receipt-mail.ts'
import { refundMail, refundStatusMessage } from './payments-refund-mail.ts'
import { PaymentRefunds } from './payments-refunds.ts'
import { newReference, openPaymentRow } from './payments-rows.ts'
import { supersedeUnpaidCard } from './payments-supersede.ts'

export interface PaymentsDeps {
  payments: PaymentsRepository
  work: UnitOfWork
  /** null when no provider may run (production without a real provider): the calls answer 503. */
  swish: SwishProvider | null
  card: CardProvider | null
  fulfilments: Fulfilments
  mail: MailService
  clock: Clock
  log: FastifyBaseLogger
  /** Told of every host whose site a fulfilment changed, so cached copies are dropped. */
  forgetHost: (host: string | null) => void
  /** Named on every receipt. */
  seller: Seller
}

/** What an order's payment needs to know of it (server/services/orders/orders.service.ts). */
export interface OrderPurchase {
  id: string
  totalInclVat: number
  totalVat: number
}

export type CardStart = { payment: PaymentRow; clientSecret: string; publicKey: string; simulated: boolean }

/** A Swish refusal of the payer's number: answered 422 with its text as validationMessage. */
export class PayerRefusedError extends AppError {
  constructor() {
    super(422, SWISH_PAYER_REFUSED)
  }
}

/** What a provider says about a payment, reduced to what the payments table keeps. */
type Outcome =
  | { kind: 'open' }
  | { kind: 'paid'; amountOre: number }
  | { kind: 'failed'; status: Exclude<PaymentStatus, 'created' | 'paid'>; message: string | null }

const SWISH_FAILURES: Partial<Record<SwishStatus, Exclude<PaymentStatus, 'created' | 'paid'>>> = {
  DECLINED: 'declined',
  ERROR: 'error',
  CANCELLED: 'cancelled',
}

/**
 * The one payments service: starts Swish and card payments for a site product, learns their
 * outcome from whichever arrives first (poll, callback, webhook) by asking the provider, and
 * fulfils each paid payment exactly once, in the transaction that marks it paid.
 */
export class PaymentsService {
  private readonly refunds: PaymentRefunds

  constructor(private readonly deps: PaymentsDeps) {
    this.refunds = new PaymentRefunds(deps)
  }

  /** Retries the refunds whose provider call failed (see PaymentRefunds). */
  refundJob() {
    return this.refunds.job()
  }

  findByReference(reference: string): Promise<PaymentRow | undefined> {
    return this.deps.payments.findByReference(reference)
  }

  /**
   * Asks the provider about a site's open payments for a domain, fulfilling any that is paid: the
   * registration call need not wait for a poll, callback or webhook that may never come.
   */
  async settleOpenForDomain(siteId: string, domain: string): Promise<void> {
    for (const payment of await this.deps.payments.listOpenForDomain(siteId, domain)) {
      await (payment.method === 'swish' ? this.swishStatus(payment) : this.cardStatus(payment))
    }
  }

  listForAccount(accountId: string): Promise<PaymentRow[]> {
    return this.deps.payments.listForAccount(accountId)
  }

  async startSwish(
    site: SiteRow,
    account: AccountRow,
    product: string,
    payerAlias: string,
    callbackUrl: string,
    target: PurchaseTarget = {},
  ): Promise<PaymentRow> {
    const began = this.now()
    const swish = this.provider('swish')
    const payment = await this.open(
      site,
      account,
      product,
      'swish',
      { payer_alias: payerAlias },
      target,
      began,
    )
    return this.requestSwish(swish, payment, site, payerAlias, callbackUrl)
  }

  /** Swish for an order of printed cards, at the total the server computed for the order. */
  async startOrderSwish(
    order: OrderPurchase,
    site: SiteRow,
    account: AccountRow,
    payerAlias: string,
    callbackUrl: string,
  ): Promise<PaymentRow> {
    const began = this.now()
    const swish = this.provider('swish')
    const payment = await this.openOrder(order, site, account, 'swish', { payer_alias: payerAlias }, began)
    return this.requestSwish(swish, payment, site, payerAlias, callbackUrl)
  }

  private async requestSwish(
    swish: SwishProvider,
    payment: PaymentRow,
    site: SiteRow,
    payerAlias: string,
    callbackUrl: string,
  ): Promise<PaymentRow> {
    try {
      await swish.createPaymentRequest({
        instructionId: payment.reference,
        payerAlias,
        amountOre: payment.amount_ore,
        message: `${payment.reference.slice(0, 8)} ${site.host ?? ''}`.trim().slice(0, 50),
        callbackUrl,
      })
    } catch (err) {
      await this.settle(payment, { kind: 'failed', status: 'error', message: null })
      if (err instanceof SwishRequestError && PAYER_ERROR_CODES.has(err.code)) throw new PayerRefusedError()
      this.deps.log.warn({ err, reference: payment.reference }, 'swish payment request failed')
      throw paymentErrors.providerFailed('swish')
    }
    return payment
  }

  /** The payment as it stands now; an open one is read back from Swish first. */
  async swishStatus(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'created') return payment
    const request = await this.provider('swish')
      .getPaymentRequest(payment.reference)
      .catch((err: unknown) => {
        this.deps.log.warn({ err, reference: payment.reference }, 'swish status read failed')
        throw paymentErrors.providerFailed('swish')
      })
    const failure = SWISH_FAILURES[request.status]
    const outcome: Outcome =
      request.status === 'PAID'
        ? { kind: 'paid', amountOre: request.amountOre }
        : failure
          ? { kind: 'failed', status: failure, message: request.errorMessage ?? null }
          : { kind: 'open' }
    return this.settle(payment, outcome)
  }

  /** Swish's callback: its body is not trusted; the request is read back from Swish instead. */
  async swishCallback(instructionId: string): Promise<void> {
    const payment = await this.deps.payments.findByReference(instructionId)
    if (payment?.method !== 'swish') return
    await this.swishStatus(payment)
  }

  async startCard(
    site: SiteRow,
    account: AccountRow,
    product: string,
    target: PurchaseTarget = {},
  ): Promise<CardStart> {
    const began = this.now()
    const card = this.provider('card')
    const payment = await this.open(site, account, product, 'card', {}, target, began)
    return this.requestCard(card, payment, site)
  }

  /** A card payment for an order of printed cards, at the total the server computed for it. */
  async startOrderCard(order: OrderPurchase, site: SiteRow, account: AccountRow): Promise<CardStart> {
    const began = this.now()
    const card = this.provider('card')
    const payment = await this.openOrder(order, site, account, 'card', {}, began)
    return this.requestCard(card, payment, site)
  }

  private async requestCard(card: CardProvider, payment: PaymentRow, site: SiteRow): Promise<CardStart> {
    const intent = await card
      .createPaymentIntent({
        reference: payment.reference,
        amountOre: payment.amount_ore,
        description: `${payment.product} ${site.host ?? site.id}`,
      })
      .catch(async (err: unknown) => {
        this.deps.log.warn({ err, reference: payment.reference }, 'card payment intent failed')
        await this.settle(payment, { kind: 'failed', status: 'error', message: null })
        throw paymentErrors.providerFailed('card')
      })
    await this.deps.payments.setProviderId(payment.reference, intent.id, this.now())
    return {
      payment: { ...payment, provider_id: intent.id },
      clientSecret: intent.clientSecret,
      publicKey: card.publicKey,
      simulated: card.simulated,
    }
  }

  /** The payment as it stands now; an open one is read back from the card provider first. */
  async cardStatus(payment: PaymentRow): Promise<PaymentRow> {
    if (payment.status !== 'created' || !payment.provider_id) return payment
    const intent = await this.provider('card')
      .retrievePaymentIntent(payment.provider_id)
      .catch((err: unknown) => {
        this.deps.log.warn({ err, reference: payment.reference }, 'card status read failed')
        throw paymentErrors.providerFailed('card')
      })
    const outcome: Outcome =
      intent.status === 'succeeded'
        ? { kind: 'paid', amountOre: intent.amountOre }
        : intent.status === 'canceled'
          ? { kind: 'failed', status: 'cancelled', message: null }
          : { kind: 'open' }
    return this.settle(payment, outcome)
  }

  /** A signed webhook from the card provider; the intent is read back before anything is fulfilled. */
  async cardWebhook(rawBody: Buffer, signature: string): Promise<void> {
    const card = this.provider('card')
    let event: { type: string; paymentIntentId: string }
    try {
      event = card.parseWebhook(rawBody, signature)
    } catch {
      throw paymentErrors.badWebhook()
    }
    if (!event.type.startsWith('payment_intent.')) return
    const payment = await this.deps.payments.findByProviderId('card', event.paymentIntentId)
    if (payment) await this.cardStatus(payment)
  }

  /** The simulator's test-card form; a real provider confirms in Stripe.js instead (404 here). */
  async confirmSimulatedCard(clientSecret: string, cardNumber: string): Promise<void> {
    const card = this.deps.card
    if (!card?.simulated || !card.confirmSimulated) throw paymentErrors.paymentNotFound()
    const result = await card.confirmSimulated(clientSecret, cardNumber).catch((err: unknown) => {
      if (err instanceof CardRequestError) throw paymentErrors.paymentNotFound()
      throw err
    })
    if (result === 'declined') throw paymentErrors.cardDeclined()
    // What the real provider's webhook would do: settle the payment at once.
    const intentId = clientSecret.split('_secret_')[0] ?? ''
    const payment = await this.deps.payments.findByProviderId('card', intentId)
    if (payment) await this.cardStatus(payment)
  }

  private provider(method: 'swish'): SwishProvider
  private provider(method: 'card'): CardProvider
  private provider(method: PaymentMethod): SwishProvider | CardProvider {
    const provider = method === 'swish' ? this.deps.swish : this.deps.card
    if (!provider) throw paymentErrors.unavailable(method)
    return provider
  }

  /** A new open payment at the server's price of the product; a client never names an amount. */
  private async open(
    site: SiteRow,
    account: AccountRow,
    product: string,
    method: PaymentMethod,
    extra: Partial<PaymentRow>,
    target: PurchaseTarget,
    began: string,
  ): Promise<PaymentRow> {
    const fulfilment = this.deps.fulfilments[product]
    if (!isSiteProduct(product) || !fulfilment) throw paymentErrors.unknownProduct(product)
    if (!fulfilment.canBuy(site)) throw paymentErrors.notForSale()
    const price = priceOf(product, parseBrand(site.brand))
    const reference = newReference()
    // A name held here is free again as soon as this payment ends unpaid (or never got written).
    const reserved = await this.reserving(account, began, () =>
      fulfilment.reserve?.({ site, target, reference }),
    )
    const amount = { amountOre: price.amountOre, vatOre: vatOf(price.amountOre), months: price.months }
    const opening = { reference, method, product, site, account, ...reserved, ...amount, now: this.now() }
    return this.insert(openPaymentRow(opening, extra))
  }

  /** A new open payment of an order; its amount is the order's, which the server computed. */
  private async openOrder(
    order: OrderPurchase,
    site: SiteRow,
    account: AccountRow,
    method: PaymentMethod,
    extra: Partial<PaymentRow>,
    began: string,
  ): Promise<PaymentRow> {
    const fulfilment = this.deps.fulfilments[PRINT_ORDER_PRODUCT]
    if (!fulfilment) throw paymentErrors.notForSale()
    const reference = newReference()
    // One payment of an order in progress at a time: a second start answers 409 (orders.service.ts).
    await this.reserving(account, began, () =>
      fulfilment.reserve?.({ site, target: {}, reference, orderId: order.id }),
    )
    const row = openPaymentRow(
      {
        reference,
        method,
        product: PRINT_ORDER_PRODUCT,
        site,
        account,
        orderId: order.id,
        amountOre: order.totalInclVat,
        vatOre: order.totalVat,
        months: 0,
        now: this.now(),
      },
      extra,
    )
    return this.insert(row)
  }

  /**
   * Runs a fulfilment's reserve. When the name or order is held by an unpaid card payment of the
   * same account (a card form opened, then Swish chosen, or the dialog opened again), that payment
   * is cancelled at the provider and the reserve is tried once more: still a conditional insert, so
   * of concurrent starts exactly one gets the hold. Anything else holding it keeps the 409.
   * `began` is when this start was asked for (see supersedeUnpaidCard).
   */
  private async reserving(
    account: AccountRow,
    began: string,
    reserve: () => ReturnType<NonNullable<Fulfilment['reserve']>> | undefined,
  ): Promise<Awaited<ReturnType<NonNullable<Fulfilment['reserve']>>>> {
    try {
      return (await reserve()) ?? {}
    } catch (err) {
      if (!(err instanceof HeldError) || !err.holder) throw err
      const superseded = await supersedeUnpaidCard(
        this.deps,
        { reference: err.holder, accountId: account.id, began },
        (earlier) => this.cardStatus(earlier),
      )
      if (!superseded) throw err
    }
    return (await reserve()) ?? {}
  }

  private async insert(row: PaymentRow): Promise<PaymentRow> {
    await this.deps.payments.insert(row)
    return row
  }

  /** Records what the provider said; a paid payment is fulfilled here, once. */
  private async settle(payment: PaymentRow, outcome: Outcome): Promise<PaymentRow> {
    if (outcome.kind === 'open') return payment
    if (outcome.kind === 'paid' && outcome.amountOre !== payment.amount_ore) {
      this.deps.log.error(
        { reference: payment.reference, expected: payment.amount_ore, paid: outcome.amountOre },
        'payment amount differs from the price: not fulfilled',
      )
      outcome = { kind: 'failed', status: 'error', message: null }
    }
    if (outcome.kind === 'failed') {
      await this.deps.payments.markFailed(payment.reference, outcome.status, outcome.message, this.now())
    } else {
      await this.fulfil(payment)
    }
    return (await this.deps.payments.findByReference(payment.reference)) ?? payment
  }

  /**
   * Marks the payment paid and delivers it in one transaction under the site's lock. The
   * conditional update lets exactly one of any number of concurrent callers through; the others
   * (polls, callbacks, webhooks, other instances) find it fulfilled and do nothing.
   */
  private async fulfil(payment: PaymentRow): Promise<void> {
    const siteId = payment.site_id
    if (!siteId) throw new Error(`payment ${payment.reference} has no site to fulfil`)
    const fulfilment = this.deps.fulfilments[payment.product]
    if (!fulfilment) throw new Error(`no fulfilment for ${payment.product}`)
    const changedHosts: (string | null)[] = []
    const done = await this.deps.work.withSiteLock(siteId, async (repos) => {
      const now = this.deps.clock()
      const at = now.toISOString()
      if (!(await repos.payments.claimFulfilment(payment.reference, at))) return undefined
      const paid = await repos.payments.findByReference(payment.reference)
      const site = await repos.sites.findById(siteId)
      if (!paid || !site) throw new Error(`payment ${payment.reference} lost its site`)
      const result = await fulfilment.fulfil({ payment: paid, site, repos, now })
      const delivered = result !== 'refund'
      const after = await repos.sites.findById(siteId)
      changedHosts.push(site.host, after?.host ?? null)
      // Paid for what another payment had paid: marked for a refund in this same transaction, so
      // it is refunded once and its owner hears of the refund instead of getting a receipt.
      if (!delivered) await repos.payments.markRefundPending(paid.reference, refundStatusMessage(paid), at)
      else await recordPaid(repos, paid, after?.host ?? null, at)
      const owner = paid.account_id ? await repos.accounts.findById(paid.account_id) : undefined
      if (!owner) return { delivered, mailed: false }
      // An order's receipt says nothing of the site's expiry: the cards were bought, not the site.
      // A domain's states the domain's own period.
      const period =
        result && result !== 'refund'
          ? { domain: result.domainPeriod }
          : { siteUntil: paid.order_id ? null : (after?.active_expire_date ?? null) }
      const mail = delivered ? receiptMail(paid, period, this.deps.seller) : refundMail(paid)
      await repos.mailOutbox.insert(outboxMail({ to: owner.mail, ...mail }, at))
      return { delivered, mailed: true }
    })
    for (const host of changedHosts) this.deps.forgetHost(host)
    if (done?.mailed) this.deps.mail.kick()
    if (done && !done.delivered) {
      this.deps.log.warn(
        { reference: payment.reference },
        'payment arrived for something already paid: refunding',
      )
      await this.refunds.refund(payment.reference)
    }
  }

  private now(): string {
    return this.deps.clock().toISOString()
  }
}
