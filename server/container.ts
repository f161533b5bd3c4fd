import type { FastifyBaseLogger } from 'fastify'
import { type Invalidation, memoryInvalidation } from './cache/invalidation.ts'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { SiteLimit } from './http/site-limit.ts'
import type { CardProvider } from './integrations/card/card-provider.ts'
import type { MailSender } from './integrations/mail/mail-sender.ts'
import type { MapRenderer } from './integrations/maps/map-renderer.ts'
import type { PrintShop } from './integrations/print-shop/print-shop.ts'
import type { Registrar } from './integrations/registrar/registrar.ts'
import type { MediaStorage } from './integrations/storage/media-storage.ts'
import type { SwishProvider } from './integrations/swish/swish-provider.ts'
import type { VideoThumbnailSource } from './integrations/video-thumbnails/video-thumbnail-source.ts'
import { inProcessRunner } from './jobs/in-process-runner.ts'
import type { JobRunner, RecurringJob } from './jobs/jobs.ts'
import type { PdfRenderer } from './prints/pdf.ts'
import type { OpsRepository } from './repositories/ops.repository.ts'
import { reportDroppedModulesTo } from './repositories/site-content.ts'
import { createUnitOfWork } from './repositories/unit-of-work.ts'
import { type Clock, systemClock } from './services/ids.ts'
import type { WorkQueue } from './services/media/images/work-queue.ts'
import { type AccountsServices, wireAccounts } from './wiring/accounts.ts'
import { type AddressesServices, wireAddresses } from './wiring/addresses.ts'
import { type EventsServices, wireEvents } from './wiring/events.ts'
import { type GuestsServices, wireGuests } from './wiring/guests.ts'
import { type HouseholdsServices, wireHouseholds } from './wiring/households.ts'
import { type MailServices, wireMail } from './wiring/mail.ts'
import { type MediaServices, wireMedia } from './wiring/media.ts'
import { type MembersServices, wireMembers } from './wiring/members.ts'
import { type OrdersServices, wireOrders } from './wiring/orders.ts'
import { type PaymentsServices, wirePayments } from './wiring/payments.ts'
import { type TableCardServices, wireTableCard } from './wiring/photo-table-card.ts'
import { type PhotosServices, wirePhotos } from './wiring/photos.ts'
import { type RunningOrderServices, wireRunningOrder } from './wiring/running-order.ts'
import { type SitesServices, wireSites } from './wiring/sites.ts'
import type { Wiring } from './wiring/wiring.ts'

/** Every area's services (server/wiring/<area>.ts), and what they share. */
export type Services = AccountsServices &
  AddressesServices &
  EventsServices &
  GuestsServices &
  HouseholdsServices &
  MailServices &
  MediaServices &
  MembersServices &
  OrdersServices &
  PaymentsServices &
  RunningOrderServices &
  PhotosServices &
  TableCardServices &
  SitesServices & {
    /** The jobs interface: pg-boss on PostgreSQL, in-process on SQLite. */
    jobs: JobRunner
    /** Tells every instance's caches of a change (Redis pub/sub when REDIS_URL is set). */
    invalidation: Invalidation
    /** Readiness and the counts /metrics reads. */
    ops: OpsRepository
  }

/** The composed app: its services, and the recurring jobs the jobs runner is to schedule. */
export interface Composition {
  services: Services
  /** Idempotent jobs run again and again (server/jobs); main.ts schedules every one. */
  recurringJobs: RecurringJob[]
}

export interface ServiceOptions {
  clock?: Clock
  /** How the server waits (a guest's too-early post is held until its key is old enough); tests move the clock. */
  sleep?: (ms: number) => Promise<void>
  mailSender?: MailSender
  mediaStorage?: MediaStorage
  mapRenderer?: MapRenderer
  videoThumbnailSource?: VideoThumbnailSource
  imageQueue?: WorkQueue
  /** Payment providers in place of the configured ones; null stands for none configured (503). */
  swish?: SwishProvider | null
  card?: CardProvider | null
  /** The print shop in place of the configured one; null stands for none configured. */
  printShop?: PrintShop | null
  /** The print-ready PDF of a print, in place of Chromium's. */
  renderPrintPdf?: (printId: string, orderId?: string) => Promise<Buffer>
  /** The registrar in place of the configured one; null stands for none configured (503). */
  registrar?: Registrar | null
  jobs?: JobRunner
  invalidation?: Invalidation
  /** The PDF renderer in place of Chromium. */
  pdfRenderer?: PdfRenderer
  /** Counts gift reservations and cancels per site (server/http/site-limit.ts); unset: no bound. */
  giftSiteLimit?: SiteLimit
}

/**
 * The composition root: one unit of work (and its repository registry) on the database, then each
 * area wired in its own file, in the order their services need each other.
 */
export function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  options: ServiceOptions = {},
): Composition {
  reportDroppedModulesTo((site, dropped) =>
    log.error({ site, dropped }, 'stored site modules left out: they do not match their schema'),
  )
  const work = createUnitOfWork(db)
  const w: Wiring = {
    config,
    work,
    repos: work.repositories,
    clock: options.clock ?? systemClock,
    log,
    invalidation: options.invalidation ?? memoryInvalidation(),
    options,
  }
  const mail = wireMail(w)
  const media = wireMedia(w)
  const sites = wireSites(w, media.services.uploads)
  const households = wireHouseholds(w, mail.services)
  const events = wireEvents(w)
  const guests = wireGuests(w, mail.services, households.services.households, events.services.events)
  const addresses = wireAddresses(w, {
    sites: sites.services.sites,
    mail: mail.services.mail,
    // Called only by requests, long after the payments below exist.
    settleOpenPayments: (siteId, domain) => payments.services.payments.settleOpenForDomain(siteId, domain),
  })
  const payments = wirePayments(w, { ...sites.services, ...addresses.services, ...mail.services })
  const orders = wireOrders(w, {
    ...media.services,
    ...payments.services,
    ...mail.services,
    hosts: addresses.services.hosts,
    events: events.services.events,
  })
  const { fileDeletions, ...mediaServices } = media.services
  const accounts = wireAccounts(w, { ...mail.services, ...sites.services, fileDeletions })
  const members = wireMembers(w, { ...accounts.services, ...sites.services, ...mail.services })
  const jobs = options.jobs ?? inProcessRunner(log)
  const runningOrder = wireRunningOrder(w, {
    ...sites.services,
    ...members.services,
    ...mail.services,
    jobs,
    printPdf: orders.services.printPdf,
    households: households.services.households,
    events: events.services.events,
  })
  const photos = wirePhotos(w, { media: media.services.media, mail: mail.services.mail, jobs })
  const tableCard = wireTableCard(w, {
    sites: sites.services.sites,
    hosts: addresses.services.hosts,
    printPdf: orders.services.printPdf,
  })
  const areas = [
    mail,
    media,
    sites,
    households,
    events,
    guests,
    addresses,
    payments,
    orders,
    accounts,
    members,
    runningOrder,
    photos,
    tableCard,
  ]
  return {
    services: {
      ...mail.services,
      ...mediaServices,
      ...sites.services,
      ...households.services,
      ...events.services,
      ...guests.services,
      ...addresses.services,
      ...payments.services,
      ...orders.services,
      ...accounts.services,
      ...members.services,
      ...runningOrder.services,
      ...photos.services,
      ...tableCard.services,
      jobs,
      invalidation: w.invalidation,
      ops: work.repositories.ops,
    },
    recurringJobs: areas.flatMap((area) => area.jobs),
  }
}
