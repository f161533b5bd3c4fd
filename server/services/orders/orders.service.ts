import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { eventLine } from '#domain/events/event-lines.ts'
import { isInvited } from '#domain/events/invitations.ts'
import { printLanguage } from '#domain/prints/defaults.ts'
import { type HouseholdCard, printedInvitationLink } from '#domain/prints/household-cards.ts'
import {
  findShipmentMethod,
  type orderCreateSchema,
  PRINT_ORDER_PRODUCT,
  SHIPMENT_METHODS,
  type ShipmentMethod,
} from '#domain/prints/orders.ts'
import { orderPrice } from '#domain/prints/prices.ts'
import type { Seller } from '../../config.ts'
import { printContent } from '../../presenters/print.presenter.ts'
import type { AccountRow } from '../../repositories/accounts.repository.ts'
import type { HouseholdsRepository } from '../../repositories/households.repository.ts'
import type { PrintOrder, PrintOrdersRepository } from '../../repositories/print-orders.repository.ts'
import type { PrintsRepository } from '../../repositories/prints.repository.ts'
import { siteContent } from '../../repositories/site-content.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { HostsService } from '../addresses/hosts.service.ts'
import type { EventsService } from '../events/events.service.ts'
import { type Clock, newId } from '../ids.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import type { PaymentsService } from '../payments/payments.service.ts'
import type { Fulfilments } from '../payments/payments-fulfilment.ts'
import { orderConfirmationMail } from './orders-mail.ts'
import { printErrors } from './prints-errors.ts'

export type OrderCreate = z.output<typeof orderCreateSchema>

/** Card orders: shipment methods, an order at the server's prices, and its payment. */
export class OrdersService {
  constructor(
    private readonly orders: PrintOrdersRepository,
    private readonly prints: PrintsRepository,
    private readonly payments: PaymentsService,
    private readonly clock: Clock,
    private readonly households: Pick<HouseholdsRepository, 'listForSite'>,
    private readonly hosts: Pick<HostsService, 'mainHost'>,
    private readonly events: Pick<EventsService, 'list' | 'guestListInvitations'>,
  ) {}

  /** The same methods for every quantity and envelope: the normal one is the fixed 95 kr. */
  shipmentMethods(): ShipmentMethod[] {
    return SHIPMENT_METHODS.map((m) => ({ ...m }))
  }

  findById(id: string): Promise<PrintOrder | undefined> {
    return this.orders.findById(id)
  }

  /** The site's paid orders, newest first, for its owner to follow. */
  listForSite(site: SiteRow): Promise<PrintOrder[]> {
    return this.orders.listPaidForSite(site.id)
  }

  /** Every order of the account and its sites, for its data export. */
  listForAccount(account: AccountRow, sites: SiteRow[]): Promise<PrintOrder[]> {
    return this.orders.listForAccount(
      account.id,
      sites.map((site) => site.id),
    )
  }

  /** A new order priced here from the print's trim and the chosen method; nothing the client totals is read. */
  async create(site: SiteRow, account: AccountRow, body: OrderCreate): Promise<PrintOrder> {
    const print = await this.prints.findById(body.print)
    if (!print) throw printErrors.printNotFound()
    if (print.site_id !== site.id) throw printErrors.printOfAnotherSite()
    const method = findShipmentMethod(body.shipmentMethodUid)
    if (!method) throw printErrors.unknownShipmentMethod()
    const { trim } = printContent(print)
    const households = body.perHousehold ? await this.householdCards(site) : null
    const quantity = households ? households.length : body.quantity
    if (quantity === undefined) throw printErrors.quantityMissing()
    const price = orderPrice({
      quantity,
      envelopes: body.envelopes,
      trim,
      shippingOre: method.price,
      perHousehold: !!households,
    })
    const now = this.clock().toISOString()
    const row: PrintOrder = {
      id: newId(),
      site_id: site.id,
      print_id: print.id,
      account_id: account.id,
      brand: site.brand,
      market: site.market,
      status: 'created',
      quantity,
      per_household: households ? 1 : 0,
      households,
      envelopes: body.envelopes,
      trim,
      lines: price.lines,
      shipment: method,
      shippingAddress: body.shippingAddress,
      total_incl_vat: price.totalInclVat,
      total_vat: price.totalVat,
      created_at: now,
      updated_at: now,
      paid_at: null,
      payment_reference: null,
      shop_claimed_at: null,
      shop_attempts: 0,
      shop_next_attempt_at: null,
      shop_last_error: null,
      shop_order_id: null,
      submitted_at: null,
      in_production_at: null,
      shipped_at: null,
      carrier: null,
      tracking_number: null,
      tracking_url: null,
      language: body.language ?? null,
    }
    await this.orders.insert(row)
    return row
  }

  /**
   * The site's households as their cards print them, read now: the order keeps this copy, and the
   * count (never a number from the client) is the quantity it is priced by.
   */
  private async householdCards(site: SiteRow): Promise<HouseholdCard[]> {
    // The cards lead to the site's main address: its own domain once proven and connected.
    const host = await this.hosts.mainHost(site)
    if (!host) throw printErrors.householdCardsNeedAddress()
    const rows = await this.households.listForSite(site.id)
    if (rows.length === 0) throw printErrors.noHouseholds()
    // With several events each card says which are its household's, in the card's language.
    const [programme, invited] = await Promise.all([
      this.events.list(site),
      this.events.guestListInvitations(site),
    ])
    const language = printLanguage(siteContent(site))
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      code: row.code,
      link: printedInvitationLink(host, row.code),
      ...(programme.length > 1
        ? {
            events: programme
              .filter((e) => isInvited(invited(row.id), e.id))
              .map((e) => eventLine(e, language)),
          }
        : {}),
    }))
  }

  startSwish(order: PrintOrder, site: SiteRow, account: AccountRow, payerAlias: string, callbackUrl: string) {
    return this.payments.startOrderSwish(this.payable(order), site, account, payerAlias, callbackUrl)
  }

  startCard(order: PrintOrder, site: SiteRow, account: AccountRow) {
    return this.payments.startOrderCard(this.payable(order), site, account)
  }

  private payable(order: PrintOrder) {
    if (order.status !== 'created') throw printErrors.orderAlreadyPaid()
    return { id: order.id, totalInclVat: order.total_incl_vat, totalVat: order.total_vat }
  }
}

/**
 * A paid order: marked paid (only a created order can be) and the owner's confirmation queued in
 * the outbox, in the transaction that marks the payment paid. The print shop job takes it from there.
 */
export function orderFulfilments(
  log: FastifyBaseLogger,
  hosts: Pick<HostsService, 'holdOrder'>,
  seller: Seller,
): Fulfilments {
  return {
    [PRINT_ORDER_PRODUCT]: {
      canBuy: () => true,
      // An order, like a name, has one payment in progress at a time: the hold is taken before the
      // payment starts, so of two concurrent starts exactly one reaches the provider.
      async reserve({ site, reference, orderId }) {
        if (!orderId) throw new Error('an order payment names no order')
        await hosts.holdOrder(site, orderId, reference)
        return {}
      },
      async fulfil({ payment, repos, now }) {
        const at = now.toISOString()
        const order = payment.order_id ? await repos.printOrders.findById(payment.order_id) : undefined
        if (!order) throw new Error(`payment ${payment.reference} has no order to fulfil`)
        // Paid by another payment already (one whose hold ran out, or a late card payment): this
        // payment's money goes back (PaymentsService.fulfil), and no second confirmation goes out.
        if (!(await repos.printOrders.markPaid(order.id, payment.reference, at))) {
          log.warn({ reference: payment.reference, order: order.id }, 'order was already paid: refunding')
          return 'refund'
        }
        const owner = order.account_id ? await repos.accounts.findById(order.account_id) : undefined
        if (!owner) return
        const mail = orderConfirmationMail({ ...order, status: 'paid', paid_at: at }, seller)
        await repos.mailOutbox.insert(outboxMail({ to: owner.mail, ...mail }, at))
      },
    },
  }
}
