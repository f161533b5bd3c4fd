import { createHmac } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { PDFDocument } from 'pdf-lib'
import type { HouseholdCard } from '#domain/prints/household-cards.ts'
import { carrierOf } from '#domain/prints/orders.ts'
import type { Envelopes } from '#domain/prints/prices.ts'
import type {
  PrintShop,
  PrintShopCardFile,
  PrintShopProgress,
} from '../../integrations/print-shop/print-shop.ts'
import type { MediaStorage } from '../../integrations/storage/media-storage.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type { PrintOrder, PrintOrdersRepository } from '../../repositories/print-orders.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import { orderShippedMail } from './orders-mail.ts'

/** Where print-ready files wait for the shop to fetch them. */
export const PRINT_FILES_FOLDER = 'print-orders'
/** A claim older than this belongs to a sender that died; the order is tried again. */
const CLAIM_LAPSES_MS = 15 * 60_000
const FIRST_RETRY_MS = 60_000
const LAST_RETRY_MS = 6 * 60 * 60_000
const BATCH = 10
/** A card in the print-ready PDF: its front and its back. */
const CARD_PAGES = 2

/** A print file that is not the cards the order paid for: the attempt fails, nothing is sent. */
export class PrintFileError extends Error {
  override name = 'PrintFileError'
}

/**
 * The rendered PDF of `cards` cards as one 2-page file per card, in order. The page count is checked
 * first: the shop prints each file it gets, so a card too many or too few is money lost.
 */
export async function splitCards(pdf: Uint8Array, cards: number): Promise<Buffer[]> {
  // pdf-lib is loaded when a print file is first split, not by every process that wires the services.
  const { PDFDocument: Pdf } = await import('pdf-lib')
  let source: PDFDocument
  let pages: number
  try {
    source = await Pdf.load(pdf)
    pages = source.getPageCount()
  } catch (err) {
    throw new PrintFileError(`the print file is not a readable PDF: ${(err as Error).message}`)
  }
  if (pages !== cards * CARD_PAGES)
    throw new PrintFileError(`the print file has ${pages} pages; ${cards} card(s) need ${cards * CARD_PAGES}`)
  const files: Buffer[] = []
  for (let card = 0; card < cards; card++) {
    // No dates or producer written: a retry makes the same bytes under the same name.
    const file = await Pdf.create({ updateMetadata: false })
    const first = card * CARD_PAGES
    const copied = await file.copyPages(source, [first, first + 1])
    for (const page of copied) file.addPage(page)
    files.push(Buffer.from(await file.save()))
  }
  return files
}

/** The households an order of a card per household copied, one per card it paid for. */
function orderHouseholds(order: PrintOrder): HouseholdCard[] {
  const list = order.households ?? []
  if (list.length === 0 || new Set(list.map((household) => household.id)).size !== list.length)
    throw new PrintFileError(`order ${order.id} has no valid households to print`)
  if (list.length !== order.quantity)
    throw new PrintFileError(
      `order ${order.id} paid for ${order.quantity} cards but has ${list.length} households`,
    )
  return list
}

export interface PrintShopWorkDeps {
  orders: PrintOrdersRepository
  /** The shipping mail is queued in the transaction that marks the order shipped. */
  work: Pick<UnitOfWork, 'transaction'>
  /** Sends a queued mail now rather than at the outbox job's next round. */
  mail: { kick(): void }
  /** null: no print shop may run (production without one); paid orders wait and it is logged. */
  shop: PrintShop | null
  /** The print-ready PDF of a print (server/prints, Chromium); with an order id, its household cards. */
  renderPdf: (printId: string, orderId?: string) => Promise<Buffer>
  media: MediaStorage
  /** Keys the file names, so a print file's address cannot be guessed from its order id. */
  secret: string
  /** The public origin a file in local storage is fetched from. */
  publicOrigin: (order: PrintOrder) => string
  products: { card: string; envelopes: { standard: string; premium: string } }
  log: FastifyBaseLogger
}

/** The delay before the next try after `attempts` failed ones: doubling from a minute, at most 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS)
}

/**
 * Paid orders to the print shop, exactly once: a job claims each order by a conditional update
 * (one sender across instances), renders and stores its card files, and sends them under the order's id,
 * which the shop keeps, so a retry after a lost answer finds the first order instead of printing
 * twice. The shop's progress comes by its callbacks and by the same job asking.
 */
export class PrintShopWork {
  constructor(private readonly deps: PrintShopWorkDeps) {}

  /** The recurring job, every `everyMs` (PRINT_SHOP_EVERY_MS). */
  job(everyMs = 30_000): RecurringJob {
    return { name: 'print-shop-orders', everyMs, run: (now) => this.run(now) }
  }

  async run(now: Date): Promise<void> {
    const { shop, log } = this.deps
    if (!shop) {
      const waiting = await this.deps.orders.dueForShop(now.toISOString(), 1)
      if (waiting.length > 0)
        log.error('paid card orders wait: no print shop is configured (README, Printed cards)')
      return
    }
    for (const order of await this.deps.orders.dueForShop(now.toISOString(), BATCH))
      await this.send(shop, order, now)
    for (const order of await this.deps.orders.listAtShop(BATCH * 5)) {
      if (!order.shop_order_id) continue
      try {
        await this.apply(order, await shop.orderStatus(order.shop_order_id), now)
      } catch (err) {
        log.warn({ err, order: order.id }, 'print shop status read failed')
      }
    }
  }

  /** A status callback: it only names an order; what it says is read back from the shop. */
  async callback(secret: string, body: unknown, now: Date): Promise<boolean> {
    const shop = this.deps.shop
    const shopOrderId = shop?.callbackOrderId(secret, body)
    if (!shop || !shopOrderId) return false
    const order = await this.deps.orders.findByShopOrderId(shopOrderId)
    if (order) await this.apply(order, await shop.orderStatus(shopOrderId), now)
    return true
  }

  private async send(shop: PrintShop, order: PrintOrder, now: Date): Promise<void> {
    const at = now.toISOString()
    const staleBefore = new Date(now.getTime() - CLAIM_LAPSES_MS).toISOString()
    if (!(await this.deps.orders.claimForShop(order.id, at, staleBefore))) return
    try {
      const cards = await this.storeCards(order)
      const envelopes = order.envelopes as Envelopes
      const { shopOrderId } = await shop.submitOrder({
        reference: order.id,
        cards,
        product: this.deps.products.card,
        envelopesProduct: envelopes === 'none' ? null : this.deps.products.envelopes[envelopes],
        envelopesQuantity: order.quantity,
        shippingAddress: order.shippingAddress,
        shipmentMethod: order.shipment,
        country: order.market === 'dk' ? 'DK' : 'SE',
        currency: order.market === 'dk' ? 'DKK' : 'SEK',
      })
      await this.deps.orders.markSubmitted(order.id, shopOrderId, at)
      this.deps.log.info({ order: order.id, shopOrderId }, 'card order sent to the print shop')
    } catch (err) {
      const next = new Date(now.getTime() + retryDelayMs(order.shop_attempts + 1)).toISOString()
      await this.deps.orders.markShopFailed(order.id, (err as Error).message ?? String(err), next, at)
      this.deps.log.warn(
        { err, order: order.id, next },
        'sending a card order to the print shop failed; retried later',
      )
    }
  }

  /**
   * Renders the order once and stores its card files: an ordinary order's card as rendered, in the
   * order's quantity; an order of a card per household one file per household, once each. Names are
   * keyed by the order (and household), so a retry stores the same names.
   */
  private async storeCards(order: PrintOrder): Promise<PrintShopCardFile[]> {
    if (!order.per_household) {
      const pdf = await this.deps.renderPdf(order.print_id)
      await splitCards(pdf, 1)
      const fileUrl = await this.storeFile(order, `print-file:${order.id}`, pdf)
      return [{ fileUrl, quantity: order.quantity, referenceSuffix: 'cards' }]
    }
    const households = orderHouseholds(order)
    const files = await splitCards(await this.deps.renderPdf(order.print_id, order.id), households.length)
    const cards: PrintShopCardFile[] = []
    for (const [i, household] of households.entries()) {
      const key = `print-file:${order.id}:household:${household.id}`
      const fileUrl = await this.storeFile(order, key, files[i] as Buffer)
      cards.push({ fileUrl, quantity: 1, referenceSuffix: `card-${household.id}` })
    }
    return cards
  }

  /** Stores one file under an HMAC of `key`, so its address cannot be guessed from the order id. */
  private async storeFile(order: PrintOrder, key: string, pdf: Buffer): Promise<string> {
    const { media } = this.deps
    const mac = createHmac('sha256', this.deps.secret).update(key).digest('hex').slice(0, 32)
    const fileName = `${order.id}-${mac}.pdf`
    await media.put(PRINT_FILES_FOLDER, fileName, pdf, 'application/pdf')
    if (media.signedUrl) return media.signedUrl(PRINT_FILES_FOLDER, fileName)
    const url = `${media.folderUrl(PRINT_FILES_FOLDER)}/${fileName}`
    return url.startsWith('http') ? url : `${this.deps.publicOrigin(order)}${url}`
  }

  private async apply(order: PrintOrder, progress: PrintShopProgress, now: Date): Promise<void> {
    const at = now.toISOString()
    const { status } = progress
    if (status === 'in_production') await this.deps.orders.markInProduction(order.id, at)
    else if (status === 'shipped') await this.ship(order, progress, at)
    else if (status === 'cancelled' || status === 'failed') {
      this.deps.log.error(
        { order: order.id, status },
        'the print shop stopped a paid card order: contact the owner',
      )
    }
  }

  /**
   * Marks the order shipped with its parcel's tracking and queues the owner's mail in the same
   * transaction: of two instances, a retried job or a callback beside it, exactly one marks it
   * (a conditional update) and so exactly one mail goes out.
   */
  private async ship(order: PrintOrder, progress: PrintShopProgress, at: string): Promise<void> {
    const told = progress.tracking
    // The carrier by the names spec 002 maps method names to; the order's own method when the shop names none.
    const named = told?.carrier ?? order.shipment.name
    const tracking = {
      carrier: carrierOf(named) ?? named,
      trackingNumber: told?.trackingNumber ?? null,
      trackingUrl: told?.trackingUrl ?? null,
    }
    const mailed = await this.deps.work.transaction(async (repos) => {
      if (!(await repos.printOrders.markShipped(order.id, tracking, at))) return false
      const owner = order.account_id ? await repos.accounts.findById(order.account_id) : undefined
      if (!owner) return false
      const shipped: PrintOrder = {
        ...order,
        status: 'shipped',
        shipped_at: at,
        carrier: tracking.carrier,
        tracking_number: tracking.trackingNumber,
        tracking_url: tracking.trackingUrl,
      }
      await repos.mailOutbox.insert(outboxMail({ to: owner.mail, ...orderShippedMail(shipped) }, at))
      return true
    })
    if (mailed) {
      this.deps.log.info({ order: order.id }, 'card order shipped; the owner is mailed')
      this.deps.mail.kick()
    }
  }
}
