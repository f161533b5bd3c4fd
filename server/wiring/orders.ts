import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import type { Config } from '../config.ts'
import { createPrintShop } from '../integrations/print-shop/create-print-shop.ts'
import type { PrintShop } from '../integrations/print-shop/print-shop.ts'
import type { MediaStorage } from '../integrations/storage/media-storage.ts'
import { createChromiumPdfRenderer, type PdfRenderer, renderPrintPdf } from '../prints/pdf.ts'
import type { HostsService } from '../services/addresses/hosts.service.ts'
import type { EventsService } from '../services/events/events.service.ts'
import type { Clock } from '../services/ids.ts'
import type { MailService } from '../services/mail/mail.service.ts'
import type { UploadsService } from '../services/media/uploads.service.ts'
import { OrdersService } from '../services/orders/orders.service.ts'
import { PrintShopWork } from '../services/orders/orders-print-shop.ts'
import { PrintsService } from '../services/orders/prints.service.ts'
import type { PaymentsService } from '../services/payments/payments.service.ts'
import type { Area, Wiring } from './wiring.ts'

export interface OrdersServices {
  prints: PrintsService
  /** Print PDFs by Chromium (server/prints/pdf.ts): the proof download and the print shop's file. */
  printPdf: PdfRenderer
  orders: OrdersService
  /** Sends paid card orders to the print shop and follows them (its job; callbacks). */
  printShop: PrintShopWork
}

/** Invitation cards, their orders and the print shop; its job sends paid orders and follows them. */
export function wireOrders(
  { config, work, repos, clock, log, options }: Wiring,
  deps: {
    uploads: UploadsService
    media: MediaStorage
    payments: PaymentsService
    mail: MailService
    hosts: HostsService
    events: EventsService
  },
): Area<OrdersServices> {
  const prints = new PrintsService(repos.prints, clock, deps.uploads)
  const printPdf = options.pdfRenderer ?? createChromiumPdfRenderer()
  const printShop = new PrintShopWork({
    orders: repos.printOrders,
    work,
    mail: deps.mail,
    shop: options.printShop !== undefined ? options.printShop : printShopFor(config, clock),
    renderPdf:
      options.renderPrintPdf ??
      ((printId, orderId) => renderPrintPdf({ prints, printPdf }, printId, orderId)),
    media: deps.media,
    secret: config.sessionSecret,
    publicOrigin: (order) =>
      `https://${brandInfo(parseBrand(order.brand), parseMarket(order.market)).mainDomain}`,
    products: {
      card: config.GELATO_CARD_PRODUCT_UID,
      envelopes: {
        standard: config.GELATO_ENVELOPE_STANDARD_UID,
        premium: config.GELATO_ENVELOPE_PREMIUM_UID,
      },
    },
    log,
  })
  return {
    services: {
      prints,
      printPdf,
      orders: new OrdersService(
        repos.printOrders,
        repos.prints,
        deps.payments,
        clock,
        repos.households,
        deps.hosts,
        deps.events,
      ),
      printShop,
    },
    jobs: [printShop.job(config.PRINT_SHOP_EVERY_MS)],
  }
}

function printShopFor(config: Config, clock: Clock): PrintShop | null {
  return config.printShop ? createPrintShop(config.printShop, clock) : null
}
