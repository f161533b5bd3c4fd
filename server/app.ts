import { existsSync } from 'node:fs'
import { join } from 'node:path'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify'
import { Redis } from 'ioredis'
import { memoryInvalidation, redisInvalidation } from './cache/invalidation.ts'
import type { Config } from './config.ts'
import { createServices, type ServiceOptions, type Services } from './container.ts'
import type { Db } from './db/database.ts'
import { closeConnectionsWhenDraining } from './http/drain.ts'
import { errorHandler, errors } from './http/errors.ts'
import { refuseNulBytes } from './http/nul-bytes.ts'
import { echoRequestId, requestId } from './http/request-id.ts'
import { assertSameOrigin } from './http/same-origin.ts'
import { checkWithZodSchemas } from './http/schema-compilers.ts'
import { addSecurityHeaders } from './http/security-headers.ts'
import { siteLimit } from './http/site-limit.ts'
import { createErrorReporter } from './integrations/error-reporting/error-reporter.ts'
import { createJobRunner } from './jobs/create-job-runner.ts'
import type { RecurringJob } from './jobs/jobs.ts'
import { legacyRoutes } from './legacy/legacy.routes.ts'
import { createLegacyService } from './legacy/legacy-wiring.ts'
import { createMetrics } from './metrics/metrics.ts'
import { registerOpenApi } from './openapi/openapi.ts'
import { loopbackOrigin } from './prints/pdf.ts'
import { createAccess } from './routes/access.ts'
import { accountDataRoutes } from './routes/account-data.ts'
import { accountPageRoutes } from './routes/account-page.ts'
import { accountRoutes } from './routes/accounts.ts'
import { activityRoutes } from './routes/activity.ts'
import { DEFAULT_RATE_LIMITS, type RateLimits } from './routes/context.ts'
import { devOutboxRoutes } from './routes/dev-outbox.ts'
import { eventRoutes } from './routes/events.ts'
import { fontRoutes } from './routes/fonts.ts'
import { giftFundRoutes } from './routes/gift-funds.ts'
import { guestRoutes } from './routes/guests.ts'
import { healthRoutes } from './routes/health.ts'
import { hostRoutes } from './routes/hosts.ts'
import { householdRoutes } from './routes/households.ts'
import { imageRoutes } from './routes/images.ts'
import { logRoutes } from './routes/logs.ts'
import { mailSettingsRoutes } from './routes/mail-settings.ts'
import { mapRoutes } from './routes/maps.ts'
import { mediaRoutes } from './routes/media.ts'
import { memberRoutes } from './routes/members.ts'
import { metricsRoutes } from './routes/metrics.ts'
import { orderRoutes } from './routes/orders.ts'
import { pageRoutes } from './routes/pages.ts'
import { paymentRoutes } from './routes/payments.ts'
import { photoTableCardRoutes } from './routes/photo-table-card.ts'
import { photoRoutes } from './routes/photos.ts'
import { printPdfRoutes } from './routes/print-pdf.ts'
import { printRoutes } from './routes/prints.ts'
import { createPublicLogin } from './routes/public-login.ts'
import { qrRoutes } from './routes/qr.ts'
import { quickStartRoutes } from './routes/quick-start.ts'
import { responseRoutes } from './routes/responses.ts'
import { runningOrderRoutes } from './routes/running-order.ts'
import { siteRoutes } from './routes/sites.ts'
import { tlsAskRoutes } from './routes/tls-ask.ts'
import { versionRoutes } from './routes/versions.ts'
import { videoThumbnailRoutes } from './routes/video-thumbnails.ts'
import { tooManyOnSite } from './services/guests/gifts.service.ts'
import { loadClientAssets } from './ssr/manifest.ts'

export interface AppDeps extends ServiceOptions {
  config: Config
  db: Db
  limits?: Partial<RateLimits>
  logger?: FastifyServerOptions['logger']
  /** Sees every route as it is added (the NUL-byte fuzz test enumerates them with it). */
  onRoute?: (route: RouteOptions) => void
}

export interface App {
  app: FastifyInstance
  services: Services
  /** The recurring jobs of every area, for the jobs runner to schedule (main.ts). */
  recurringJobs: RecurringJob[]
  /** Set draining on SIGTERM: /readyz answers 503 so the load balancer stops sending requests. */
  lifecycle: { draining: boolean }
}

/** Plugins and route modules, nothing else. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    genReqId: requestId,
    requestIdHeader: false,
  })
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  checkWithZodSchemas(app, config)
  // First, so it sees every route (the every-route test checks /api/openapi.json lists them all).
  await registerOpenApi(app)
  echoRequestId(app)
  const invalidation =
    deps.invalidation ??
    (config.REDIS_URL ? redisInvalidation(config.REDIS_URL, app.log) : memoryInvalidation())
  if (!deps.invalidation) app.addHook('onClose', () => invalidation.close())
  const jobs = deps.jobs ?? createJobRunner(config, app.log)
  const limits = {
    ...DEFAULT_RATE_LIMITS,
    register: { ...DEFAULT_RATE_LIMITS.register, max: config.REGISTER_RATE_LIMIT },
    guestSubmit: { ...DEFAULT_RATE_LIMITS.guestSubmit, max: config.GUEST_SUBMIT_RATE_LIMIT },
    quickStartUpload: { ...DEFAULT_RATE_LIMITS.quickStartUpload, max: config.QUICK_START_UPLOAD_RATE_LIMIT },
    giftSite: { ...DEFAULT_RATE_LIMITS.giftSite, max: config.GIFT_SITE_RATE_LIMIT },
    ...deps.limits,
  }
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.disconnect())
  // An unreachable Redis is reported by /readyz and logged; never an unhandled error event.
  redis?.on('error', (err) => app.log.warn({ err }, 'Redis (rate limits) error'))
  const giftSiteLimit = siteLimit('gift-site', limits.giftSite, tooManyOnSite, redis)
  const { services, recurringJobs } = createServices(config, deps.db, app.log, {
    giftSiteLimit,
    ...deps,
    jobs,
    invalidation,
  })
  const lifecycle = { draining: false }
  closeConnectionsWhenDraining(app, () => lifecycle.draining, config.SHUTDOWN_TIMEOUT_MS)
  const metrics = createMetrics(app, { jobs, ops: services.ops })

  app.addHook('onClose', () => services.visits.flush())
  // The PDF renderer's browser loads the print page from this very server, over loopback.
  app.addHook('onListen', () => services.printPdf.setOrigin(loopbackOrigin(app.server.address())))
  app.addHook('onClose', () => services.printPdf.close())
  app.setErrorHandler(errorHandler((await createErrorReporter(config, app)).report))
  // Before compression, so the HTML is still text when its style hashes are taken.
  addSecurityHeaders(app, config)
  // Guests are on phones on slow connections: every text response goes out compressed. Brotli at
  // a low quality is nearly as small as its best and many times cheaper per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  })
  await app.register(cookie)
  // Limits are set per route; an image upload may be at most 20 MB (MAX_UPLOAD_BYTES).
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } })
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'eventsite-rl:' } : {}),
    errorResponseBuilder: () => Object.assign(errors.tooManyRequests(), { statusCode: 429 }),
  })
  app.addHook('onRequest', async (request) => assertSameOrigin(request))
  refuseNulBytes(app)
  healthRoutes(app, {
    pingDatabase: () => services.ops.ping(),
    redis,
    media: services.media,
    draining: () => lifecycle.draining,
    metricsToken: config.METRICS_TOKEN,
  })
  metricsRoutes(app, metrics, config.METRICS_TOKEN)

  const assetsDir = join(config.clientDir, 'assets')
  if (existsSync(assetsDir)) {
    await app.register(fastifyStatic, {
      root: assetsDir,
      prefix: '/assets/',
      wildcard: true,
      immutable: true,
      maxAge: '365d',
      index: false,
    })
  }

  // Demo site images are part of the repository under stable names, so they are cached for a day only.
  if (existsSync(config.demoMediaDir)) {
    await app.register(fastifyStatic, {
      root: config.demoMediaDir,
      prefix: '/media/demo/',
      decorateReply: false,
      maxAge: '1d',
      index: false,
    })
  }

  const ctx = {
    config,
    services,
    limits,
    access: createAccess(config, services),
    publicLogin: createPublicLogin(config, limits, redis),
  }
  // Uploaded images in local storage; with S3 storage they are served from MEDIA_BASE_URL instead.
  if (config.storage.kind === 'local') await mediaRoutes(app, ctx)
  accountRoutes(app, ctx)
  siteRoutes(app, ctx)
  versionRoutes(app, ctx)
  quickStartRoutes(app, ctx)
  qrRoutes(app, ctx)
  logRoutes(app, ctx)
  guestRoutes(app, ctx)
  giftFundRoutes(app, ctx)
  responseRoutes(app, ctx)
  householdRoutes(app, ctx)
  mailSettingsRoutes(app, ctx)
  eventRoutes(app, ctx)
  memberRoutes(app, ctx)
  activityRoutes(app, ctx)
  runningOrderRoutes(app, ctx)
  photoRoutes(app, ctx)
  photoTableCardRoutes(app, ctx)
  paymentRoutes(app, ctx)
  hostRoutes(app, ctx)
  tlsAskRoutes(app, ctx)
  printRoutes(app, ctx)
  orderRoutes(app, ctx)
  accountPageRoutes(app, ctx)
  accountDataRoutes(app, ctx)
  imageRoutes(app, ctx)
  videoThumbnailRoutes(app, ctx)
  mapRoutes(app, ctx)
  legacyRoutes(app, { ...ctx, legacy: createLegacyService(deps.db, services, deps.clock) })
  if (!config.production) devOutboxRoutes(app, ctx)
  fontRoutes(app)
  printPdfRoutes(app, ctx)
  pageRoutes(app, { ...ctx, assets: loadClientAssets(config.clientDir) })
  return { app, services, recurringJobs, lifecycle }
}
