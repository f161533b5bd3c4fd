import type { FastifyBaseLogger } from 'fastify'
import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { type Invalidation, memoryInvalidation } from './cache/invalidation.ts'
import type { Config } from './config.ts'
import type { Db } from './db/database.ts'
import type { SiteLimit } from './http/site-limit.ts'
import type { CardProvider } from './integrations/card/card-provider.ts'
import { createCardProvider } from './integrations/card/create-card-provider.ts'
import type { MailSender } from './integrations/mail/mail-sender.ts'
import { outboxOnlySender } from './integrations/mail/mail-sender.ts'
import { smtpSender } from './integrations/mail/smtp-sender.ts'
import { googleStaticMapRenderer } from './integrations/maps/google-static-map-renderer.ts'
import type { MapRenderer } from './integrations/maps/map-renderer.ts'
import { offlineMapRenderer } from './integrations/maps/offline-map-renderer.ts'
import { createPrintShop } from './integrations/print-shop/create-print-shop.ts'
import type { PrintShop } from './integrations/print-shop/print-shop.ts'
import { localFolderStorage } from './integrations/storage/local-folder-storage.ts'
import type { MediaStorage } from './integrations/storage/media-storage.ts'
import { s3Storage } from './integrations/storage/s3-storage.ts'
import { createSwishProvider } from './integrations/swish/create-swish-provider.ts'
import type { SwishProvider } from './integrations/swish/swish-provider.ts'
import {
  offlineThumbnailSource,
  type VideoThumbnailSource,
  youtubeThumbnailSource,
} from './integrations/video-thumbnails/video-thumbnail-source.ts'
import { inProcessRunner } from './jobs/in-process-runner.ts'
import type { JobRunner, RecurringJob } from './jobs/jobs.ts'
import { uploadCleanupJob } from './jobs/upload-cleanup-job.ts'
import { AccountDataRepository } from './repositories/account-data.repository.ts'
import { createReminderWork, ExpiryRemindersRepository } from './repositories/expiry-reminders.repository.ts'
import { FileDeletionsRepository } from './repositories/file-deletions.repository.ts'
import { HouseholdsRepository } from './repositories/households.repository.ts'
import type { MailOutboxRepository } from './repositories/mail-outbox.repository.ts'
import { OpsRepository } from './repositories/ops.repository.ts'
import { createPaymentsWork, PaymentsRepository } from './repositories/payments.repository.ts'
import { createRepositories } from './repositories/repositories.ts'
import { reportDroppedModulesTo } from './repositories/site-content.ts'
import { createUnitOfWork } from './repositories/unit-of-work.ts'
import { AccountDataService } from './services/accounts/account-data.ts'
import { AccountsService } from './services/accounts/accounts.service.ts'
import { LogsService } from './services/analytics/logs.service.ts'
import { GiftsService } from './services/guests/gifts.service.ts'
import { GuestFormsService } from './services/guests/guest-forms.service.ts'
import { HouseholdsService } from './services/households/households.service.ts'
import { HouseholdRemindersService } from './services/households/households-reminders.ts'
import { type Clock, systemClock } from './services/ids.ts'
import { MailService } from './services/mail/mail.service.ts'
import { FileDeletionsService } from './services/media/file-deletions.ts'
import { WorkQueue } from './services/media/images/work-queue.ts'
import { ImagesService } from './services/media/images.service.ts'
import { MapsService } from './services/media/maps.service.ts'
import { VideoThumbnailsService } from './services/media/video-thumbnails.service.ts'

/** Uploads waiting for the image queue beyond this are answered 503 instead of held in memory. */
const IMAGE_QUEUE_MAX_WAITING = 100

import { dnsChecker } from './integrations/dns/dns-checker.ts'
import { createRegistrar } from './integrations/registrar/create-registrar.ts'
import type { Registrar } from './integrations/registrar/registrar.ts'
import { createChromiumPdfRenderer, type PdfRenderer, renderPrintPdf } from './prints/pdf.ts'
import {
  DomainRenewalsRepository,
  HostHoldsRepository,
  SiteDomainsRepository,
} from './repositories/site-domains.repository.ts'
import { SiteHostsRepository } from './repositories/site-hosts.repository.ts'
import { DomainsService } from './services/addresses/domains.service.ts'
import { HostsService } from './services/addresses/hosts.service.ts'
import { addressFulfilments } from './services/addresses/hosts-fulfilments.ts'
import { VisitsService } from './services/analytics/visits.service.ts'
import { PostKeysService } from './services/guests/post-keys.service.ts'
import { ResponsesService } from './services/guests/responses.service.ts'
import { SiteGuestDataService } from './services/guests/site-guest-data.ts'
import { UploadsService } from './services/media/uploads.service.ts'
import { OrdersService, orderFulfilments } from './services/orders/orders.service.ts'
import { PrintShopWork } from './services/orders/orders-print-shop.ts'
import { PrintsService } from './services/orders/prints.service.ts'
import { PaymentsService } from './services/payments/payments.service.ts'
import { expiryReminderJob } from './services/payments/payments-expiry-reminders.ts'
import { SITE_FULFILMENTS } from './services/payments/payments-fulfilment.ts'
import { SitesService } from './services/sites/sites.service.ts'
import { VersionsService } from './services/sites/versions.service.ts'

export interface Services {
  /** The guest list: households and their personal invitation codes (issue 22). */
  households: HouseholdsService
  householdReminders: HouseholdRemindersService
  /** Moves reminder sends into the mail outbox, once per household (server/jobs). */
  householdRemindersJob: RecurringJob
  videoThumbnails: VideoThumbnailsService
  guestForms: GuestFormsService
  gifts: GiftsService
  postKeys: PostKeysService
  guestData: SiteGuestDataService
  responses: ResponsesService
  accounts: AccountsService
  sites: SitesService
  images: ImagesService
  maps: MapsService
  uploads: UploadsService
  visits: VisitsService
  logs: LogsService
  mail: MailService
  outbox: MailOutboxRepository
  payments: PaymentsService
  prints: PrintsService
  /** Print PDFs by Chromium (server/prints/pdf.ts): the proof download and the print shop's file. */
  printPdf: PdfRenderer
  orders: OrdersService
  /** Sends paid card orders to the print shop and follows them (run by server/jobs; callbacks). */
  printShop: PrintShopWork
  /** Refunds of payments that arrived for something already paid, retried until taken. */
  paymentRefunds: RecurringJob
  printShopOrders: RecurringJob
  /** Mails owners 30 and 7 days before their site expires (run by server/jobs). */
  expiryReminders: RecurringJob
  /** Subdomains: availability, moves, holds of pending purchases, routing and TLS answers. */
  hosts: HostsService
  /** Custom domains: availability, registration, DNS, renewal. */
  domains: DomainsService
  /** DNS checks of domains at other registrars, abandoned registrations, renewals (server/jobs). */
  domainChecks: RecurringJob
  /** Mails owners 30 and 7 days before a custom domain expires (server/jobs). */
  domainReminders: RecurringJob
  accountData: AccountDataService
  versions: VersionsService
  /** Prunes old site versions (run by server/jobs). */
  versionRetention: RecurringJob
  /** Sends the mail outbox: retries with backoff, and mails a crashed instance held (server/jobs). */
  mailOutbox: RecurringJob
  /** Removes quick-start images nobody saved into a site (server/jobs). */
  uploadCleanup: RecurringJob
  /** The jobs interface: pg-boss on PostgreSQL, in-process on SQLite. */
  jobs: JobRunner
  /** Tells every instance's caches of a change (Redis pub/sub when REDIS_URL is set). */
  invalidation: Invalidation
  /** Where uploads are stored; /readyz checks it is reachable. */
  media: MediaStorage
  /** Readiness and the counts /metrics reads. */
  ops: OpsRepository
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

/** Wires repositories into services; the only place that knows both. */
export function createServices(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  options: ServiceOptions = {},
): Services {
  const clock = options.clock ?? systemClock
  reportDroppedModulesTo((site, dropped) =>
    log.error({ site, dropped }, 'stored site modules left out: they do not match their schema'),
  )
  const repos = createRepositories(db.kysely)
  const outbox = repos.mailOutbox
  const sender =
    options.mailSender ?? (config.SMTP_URL ? smtpSender(config.SMTP_URL, config.MAIL_FROM) : outboxOnlySender)
  const mail = new MailService(outbox, sender, clock, log)
  const postKeys = new PostKeysService(
    repos.postKeys,
    config.sessionSecret,
    clock,
    config.POST_KEY_MIN_AGE_MS,
    options.sleep,
  )
  const submissions = repos.guestSubmissions
  const invalidation = options.invalidation ?? memoryInvalidation()
  const jobs = options.jobs ?? inProcessRunner(log)
  const gifts = new GiftsService(
    repos.giftReservations,
    createUnitOfWork(db),
    clock,
    config.sessionSecret,
    invalidation,
    options.giftSiteLimit,
  )
  const media = options.mediaStorage ?? mediaStorageFor(config)
  const uploads = new UploadsService(repos.uploads, media, clock, log)
  const fileDeletions = new FileDeletionsService(new FileDeletionsRepository(db.kysely), media, clock, log)
  const sites = new SitesService(repos.sites, clock, createUnitOfWork(db), uploads, invalidation)
  const versions = new VersionsService(repos.siteVersions, createUnitOfWork(db), clock, uploads, (host) =>
    sites.forgetHost(host),
  )
  const hosts = new HostsService({
    hosts: new SiteHostsRepository(db.kysely),
    holds: new HostHoldsRepository(db.kysely),
    clock,
    forgetHost: (host) => sites.forgetHost(host),
  })
  const domains = new DomainsService({
    registrar: options.registrar !== undefined ? options.registrar : registrarFor(config, clock),
    dns: dnsChecker({
      servers: config.addresses.dnsServers,
      publicIpv4: config.addresses.publicIpv4,
      publicHostname: config.addresses.publicHostname,
    }),
    domains: new SiteDomainsRepository(db.kysely),
    renewals: new DomainRenewalsRepository(db.kysely),
    reminderWork: createReminderWork(db),
    sites: repos.sites,
    hosts,
    work: createPaymentsWork(db),
    mail,
    clock,
    log,
    publicIpv4: config.addresses.publicIpv4,
    publicHostname: config.addresses.publicHostname,
    forgetHost: (host) => sites.forgetHost(host),
    // Called only by requests, long after the payments service below exists.
    settleOpenPayments: (siteId, domain) => payments.settleOpenForDomain(siteId, domain),
  })
  const payments = new PaymentsService({
    payments: new PaymentsRepository(db.kysely),
    work: createPaymentsWork(db),
    swish: options.swish !== undefined ? options.swish : swishFor(config),
    card: options.card !== undefined ? options.card : cardFor(config),
    fulfilments: {
      ...SITE_FULFILMENTS,
      ...orderFulfilments(log, hosts),
      ...addressFulfilments({ hosts, domains }),
    },
    mail,
    clock,
    log,
    forgetHost: (host) => sites.forgetHost(host),
  })
  const prints = new PrintsService(repos.prints, clock, uploads)
  const printPdf = options.pdfRenderer ?? createChromiumPdfRenderer()
  const printShop = new PrintShopWork({
    orders: repos.printOrders,
    shop: options.printShop !== undefined ? options.printShop : printShopFor(config, clock),
    renderPdf:
      options.renderPrintPdf ??
      ((printId, orderId) => renderPrintPdf({ prints, printPdf }, printId, orderId)),
    media,
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
  const householdsRepo = new HouseholdsRepository(db.kysely)
  const householdReminders = new HouseholdRemindersService(householdsRepo, mail, clock)
  const households = new HouseholdsService(householdsRepo, submissions, clock, invalidation)
  return {
    households,
    householdReminders,
    householdRemindersJob: householdReminders.job(),
    guestForms: new GuestFormsService(submissions, postKeys, mail, clock, households),
    gifts,
    postKeys,
    guestData: new SiteGuestDataService(gifts, submissions),
    responses: new ResponsesService(submissions, createUnitOfWork(db)),
    accounts: new AccountsService(
      repos.accounts,
      repos.sessions,
      repos.passwordResets,
      repos.sites,
      mail,
      clock,
    ),
    sites,
    images: new ImagesService(
      media,
      uploads,
      options.imageQueue ?? new WorkQueue(config.IMAGE_PROCESSING_CONCURRENCY, IMAGE_QUEUE_MAX_WAITING),
    ),
    videoThumbnails: new VideoThumbnailsService(
      media,
      options.videoThumbnailSource ??
        (config.VIDEO_THUMBNAILS === 'youtube' ? youtubeThumbnailSource() : offlineThumbnailSource()),
    ),
    maps: new MapsService(media, uploads, options.mapRenderer ?? mapRendererFor(config, log)),
    uploads,
    visits: new VisitsService(repos.siteVisits, config.sessionSecret, clock),
    logs: new LogsService(repos.logs, clock),
    mail,
    outbox,
    payments,
    hosts,
    domains,
    domainChecks: domains.job(),
    domainReminders: domains.reminderJob(),
    prints,
    printPdf,
    orders: new OrdersService(repos.printOrders, repos.prints, payments, clock, householdsRepo),
    printShop,
    printShopOrders: printShop.job(),
    paymentRefunds: payments.refundJob(),
    accountData: new AccountDataService(
      new AccountDataRepository(db.kysely, db),
      clock,
      (host) => sites.forgetHost(host),
      fileDeletions,
    ),
    expiryReminders: expiryReminderJob({
      reminders: new ExpiryRemindersRepository(db.kysely),
      work: createReminderWork(db),
      mail,
      log,
    }),
    versions,
    versionRetention: versions.retentionJob(),
    mailOutbox: mail.outboxJob(),
    uploadCleanup: uploadCleanupJob(uploads, fileDeletions, log),
    jobs,
    invalidation,
    media,
    ops: new OpsRepository(db.kysely),
  }
}

function printShopFor(config: Config, clock: Clock): PrintShop | null {
  return config.printShop ? createPrintShop(config.printShop, clock) : null
}

function swishFor(config: Config): SwishProvider | null {
  return config.payments.swish ? createSwishProvider(config.payments.swish) : null
}

function registrarFor(config: Config, clock: Clock): Registrar | null {
  return config.addresses.registrar ? createRegistrar(config.addresses.registrar, clock) : null
}

function cardFor(config: Config): CardProvider | null {
  return config.payments.card ? createCardProvider(config.payments.card) : null
}

function mediaStorageFor(config: Config): MediaStorage {
  const { storage } = config
  if (storage.kind === 's3') {
    return s3Storage({
      bucket: storage.bucket,
      endpoint: storage.endpoint,
      region: storage.region,
      credentials: storage.credentials,
      forcePathStyle: storage.forcePathStyle,
      mediaBaseUrl: storage.mediaBaseUrl,
    })
  }
  return localFolderStorage(config.mediaDir, '/media/u')
}

/** Google Static Maps when a key is configured; otherwise the embedded offline renderer. */
function mapRendererFor(config: Config, log: FastifyBaseLogger): MapRenderer {
  if (config.GOOGLE_MAPS_API_KEY) return googleStaticMapRenderer({ apiKey: config.GOOGLE_MAPS_API_KEY, log })
  return offlineMapRenderer()
}
