import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { BRANDS, MARKETS } from '#domain/brands.ts'
import { POST_KEY_MIN_AGE_MS } from '#domain/forms/post-key-age.ts'

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

/** A flag set as true or false, a boolean to the code. */
const trueOrFalse = (unset: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(unset)
    .transform((v) => v === 'true')

/** A comma-separated list, blanks dropped; unset or empty: none. */
const commaList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    ),
)

/** A service's address; the code appends paths, so trailing slashes are dropped. */
const baseUrl = (error: string, protocol = /^https?$/) =>
  z.url({ protocol, error }).transform((v) => v.replace(/\/+$/, ''))

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    // Unset: every interface in production, the loopback otherwise (/dev/outbox shows every mail).
    HOST: z.preprocess(emptyToUndefined, z.string().optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
        .optional(),
    ),
    BRAND: z.enum(BRANDS, { error: (i) => `Unknown brand: ${String(i.input)}` }).default('wedding'),
    MARKET: z.enum(MARKETS, { error: (i) => `Unknown market: ${String(i.input)}` }).default('se'),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//)
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//)
        .optional(),
    ),
    MAIL_FROM: z.string().default('Bröllopssida <no-reply@brollopssida.se>'),
    SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
    TRUST_PROXY: trueOrFalse('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GUEST_SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    GIFT_SITE_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    QUICK_START_UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    STORAGE: z
      .enum(['local', 's3'], { error: (i) => `Unknown storage: ${String(i.input)} (local or s3)` })
      .default('local'),
    S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('eu-north-1')),
    S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
    S3_FORCE_PATH_STYLE: trueOrFalse('false'),
    MEDIA_BASE_URL: z.preprocess(
      emptyToUndefined,
      baseUrl('MEDIA_BASE_URL must be an absolute http(s) URL').optional(),
    ),
    // Set to draw maps with Google Static Maps; unset, maps are drawn offline (demo pictures).
    GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().min(10).max(200).optional()),
    // Where the server fetches video preview pictures (once per video): YouTube, or generated offline.
    VIDEO_THUMBNAILS: z.enum(['youtube', 'offline']).default('offline'),
    // Images decoded at once; each may hold hundreds of MB of pixels. Unset: one per CPU, at most 4.
    IMAGE_PROCESSING_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(256)
        .default(() => Math.min(4, availableParallelism())),
    ),
    // Guests' photos decoded at once (12 MP each, beside the owners' images). Unset: one per two
    // CPUs, so a night of uploads leaves a core to the public pages and the memory stays bounded.
    PHOTO_PROCESSING_CONCURRENCY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .max(64)
        .default(() => Math.max(1, Math.floor(availableParallelism() / 2))),
    ),
    // Guests' photos (issue 34): the bytes a site's photos may take in all, and the photos one guest
    // may start sending to a site in an hour.
    PHOTOS_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(20 * 1024 * 1024 * 1024),
    PHOTOS_PER_GUEST_PER_HOUR: z.coerce.number().int().min(1).default(300),
    SEED_DEMO_SITES: trueOrFalse('true'),
    // A Plausible-compatible analytics server (its origin); unset: no script, no event, no error.
    ANALYTICS_URL: z.preprocess(
      emptyToUndefined,
      baseUrl('ANALYTICS_URL must be an absolute http(s) URL').optional(),
    ),
    // A Sentry-compatible DSN (Sentry, GlitchTip): https://<key>@<host>/<project>; unset: nothing is sent.
    ERROR_REPORTING_DSN: z.preprocess(
      emptyToUndefined,
      z
        .url({
          protocol: /^https?$/,
          error: 'ERROR_REPORTING_DSN must be a DSN like https://<key>@<host>/<project>',
        })
        .refine((v) => new URL(v).username !== '' && /^\/.*[^/]$/.test(new URL(v).pathname), {
          error: 'ERROR_REPORTING_DSN must be a DSN like https://<key>@<host>/<project>',
        })
        .optional(),
    ),
    // Jobs (README, Running several instances): unset, pg-boss on PostgreSQL and in-process on SQLite.
    JOBS_QUEUE: z.preprocess(emptyToUndefined, z.enum(['pg-boss', 'in-process']).optional()),
    // Bearer token GET /metrics asks for; unset, /metrics answers 404.
    METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
    // SIGTERM: how long in-flight requests and running jobs may take before the process exits.
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    // How long an instance holds a mail it is sending: a killed instance's mails wait this long
    // before another sends them. It must stay well above one SMTP send; tests set it low.
    MAIL_CLAIM_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
    // How often the outbox job looks for mails a kick missed (retries, a killed instance's claims).
    MAIL_OUTBOX_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(15_000),
    // How old a post key must be before a guest answer with it counts (a robot posts at once).
    // Never above the default: the owner app's previews wait the default and 100 ms (web/modules/guest-forms),
    // guest pages what <html data-key-wait> says. Tests set it low.
    POST_KEY_MIN_AGE_MS: z.coerce.number().int().min(0).max(POST_KEY_MIN_AGE_MS).default(POST_KEY_MIN_AGE_MS),
    // The company that sells the service (README, Seller): named on /villkor, /integritetspolicy and
    // every receipt. Unset: an example company outside production; production refuses to start.
    SELLER_NAME: z.preprocess(emptyToUndefined, z.string().trim().min(2).max(200).optional()),
    SELLER_ORG_NUMBER: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d[\d -]{6,13}\d$/, 'SELLER_ORG_NUMBER must be the organisation number, e.g. 559123-4567')
        .optional(),
    ),
    SELLER_VAT_NUMBER: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(
          /^[A-Z]{2}[0-9A-Z]{8,12}$/,
          'SELLER_VAT_NUMBER must be the VAT number with its country code, e.g. SE559123456701',
        )
        .optional(),
    ),
    SELLER_ADDRESS: z.preprocess(emptyToUndefined, z.string().trim().min(5).max(300).optional()),
    SELLER_MAIL: z.preprocess(
      emptyToUndefined,
      z.email({ error: 'SELLER_MAIL must be a mail address' }).optional(),
    ),
    // Payments (README, Payments). Unset: the embedded simulators in development; in production
    // they run only with SIMULATE_PROVIDERS=true, otherwise payment calls answer 503.
    SIMULATE_PROVIDERS: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
    SWISH_API_URL: z.preprocess(
      emptyToUndefined,
      baseUrl('SWISH_API_URL must be an https URL, e.g. https://cpc.getswish.net', /^https$/).default(
        'https://cpc.getswish.net',
      ),
    ),
    SWISH_PAYEE_ALIAS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^\d{10}$/, 'SWISH_PAYEE_ALIAS must be the 10-digit Swish number of the business (123...)')
        .optional(),
    ),
    SWISH_CERT_PATH: z.preprocess(emptyToUndefined, z.string().refine(existsSync, 'no such file').optional()),
    SWISH_KEY_PATH: z.preprocess(emptyToUndefined, z.string().refine(existsSync, 'no such file').optional()),
    SWISH_CA_PATH: z.preprocess(emptyToUndefined, z.string().refine(existsSync, 'no such file').optional()),
    SWISH_KEY_PASSPHRASE: z.preprocess(emptyToUndefined, z.string().optional()),
    SWISH_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    STRIPE_SECRET_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(sk|rk)_(test|live)_\w+$/,
          'STRIPE_SECRET_KEY must be a secret key sk_live_... or sk_test_...',
        )
        .optional(),
    ),
    STRIPE_PUBLISHABLE_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^pk_(test|live)_\w+$/,
          'STRIPE_PUBLISHABLE_KEY must be a publishable key pk_live_... or pk_test_...',
        )
        .optional(),
    ),
    // The print shop (README, Printed cards): Gelato's Order API v4 when its key is set, otherwise
    // the embedded simulator under the same SIMULATE_PROVIDERS rule as payments.
    GELATO_API_KEY: z.preprocess(emptyToUndefined, z.string().min(10).max(200).optional()),
    GELATO_API_URL: z.preprocess(
      emptyToUndefined,
      baseUrl('GELATO_API_URL must be an http(s) URL').default('https://order.gelatoapis.com'),
    ),
    GELATO_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{24,200}$/, 'GELATO_WEBHOOK_SECRET must be 24 or more letters, digits, - or _')
        .optional(),
    ),
    GELATO_CARD_PRODUCT_UID: z.string().min(1).default('cards_pf_a6_pt_300-gsm-matt-coated_cl_4-4_hor'),
    GELATO_ENVELOPE_STANDARD_UID: z.string().min(1).default('envelopes_pf_c6_pt_100-gsm-uncoated_cl_0-0'),
    GELATO_ENVELOPE_PREMIUM_UID: z.string().min(1).default('envelopes_pf_c6_pt_120-gsm-premium_cl_0-0'),
    // How often the print shop job sends paid orders and reads the shop's progress (callbacks
    // besides); the end-to-end tests set it low to see an order ship.
    PRINT_SHOP_EVERY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
    PRINT_SHOP_SIMULATOR_IN_PRODUCTION_MS: z.coerce.number().int().min(0).default(60_000),
    PRINT_SHOP_SIMULATOR_SHIPPED_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 60_000),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a signing secret whsec_...')
        .optional(),
    ),
    // Addresses (README, Addresses and HTTPS). Name.com API v4; unset: the embedded registrar
    // simulator, under the same SIMULATE_PROVIDERS rule as payments.
    REGISTRAR_API_URL: z.preprocess(
      emptyToUndefined,
      baseUrl('REGISTRAR_API_URL must be a URL, e.g. https://api.name.com').default('https://api.name.com'),
    ),
    REGISTRAR_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
    REGISTRAR_TOKEN: z.preprocess(emptyToUndefined, z.string().min(8).optional()),
    REGISTRAR_MAX_PRICE_USD: z.coerce.number().positive().default(60),
    // What an owner at another registrar points their domain at: the A record and www's CNAME.
    PUBLIC_IPV4: z.preprocess(
      emptyToUndefined,
      z.ipv4({ error: 'PUBLIC_IPV4 must be an IPv4 address' }).default('127.0.0.1'),
    ),
    PUBLIC_HOSTNAME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z0-9.-]+$/i, 'PUBLIC_HOSTNAME must be a host name')
        .transform((v) => v.toLowerCase().replace(/\.$/, ''))
        .default('localhost'),
    ),
    // DNS servers the domain check asks (comma separated, host or host:port); unset: the system's.
    DNS_SERVERS: commaList,
    // Addresses besides loopback that may ask /internal/tls-ask (Caddy on another machine).
    TLS_ASK_ALLOW: commaList,
  })
  .superRefine((env, ctx) => {
    // A real provider is configured by its keys; half a set is a mistake, never a silent simulator.
    const together = (names: (keyof typeof env)[], what: string) => {
      if (!names.some((n) => env[n])) return
      for (const name of names) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: `required for ${what}` })
      }
    }
    together(['SWISH_PAYEE_ALIAS', 'SWISH_CERT_PATH', 'SWISH_KEY_PATH'], 'real Swish payments')
    together(['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'], 'real card payments')
    together(['GELATO_API_KEY', 'GELATO_WEBHOOK_SECRET'], 'the real print shop (Gelato)')
    together(['REGISTRAR_USERNAME', 'REGISTRAR_TOKEN'], 'the real registrar (Name.com)')
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE !== 's3') return
    const missing = (name: keyof typeof env, why: string) =>
      ctx.addIssue({ code: 'custom', path: [name], message: `required when STORAGE=s3 (${why})` })
    if (!env.S3_BUCKET) missing('S3_BUCKET', 'the bucket the images are stored in')
    if (!env.MEDIA_BASE_URL) missing('MEDIA_BASE_URL', 'the public base URL the images are served from')
    // Without either key the SDK's own chain (instance role, AWS_* variables) signs; half a pair is a mistake.
    if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
      missing('S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID is set')
    }
    if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
      missing('S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY is set')
    }
  })

export type Env = z.infer<typeof envSchema>

/** Where uploaded images go: the local folder (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3'
      bucket: string
      endpoint: string | undefined
      region: string
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined
      forcePathStyle: boolean
      /** Public base the bucket's objects are served from (a CDN or the bucket's own URL). */
      mediaBaseUrl: string
    }

export type SwishConfig =
  | { kind: 'simulator'; delayMs: number; redisUrl: string | undefined }
  | {
      kind: 'commerce-api'
      apiUrl: string
      payeeAlias: string
      certPath: string
      keyPath: string
      caPath: string | undefined
      passphrase: string | undefined
    }

export type CardConfig =
  | { kind: 'simulator'; redisUrl: string | undefined }
  | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string }

/** Which payment providers run; null: none is configured and payment calls answer 503. */
export interface PaymentsConfig {
  swish: SwishConfig | null
  card: CardConfig | null
  /** The simulators run in production (SIMULATE_PROVIDERS=true): logged loudly at start. */
  simulatorsInProduction: boolean
}

/** The domain registrar: Name.com when its credentials are set, else the simulator (null: none may run). */
export type RegistrarConfig =
  | { kind: 'simulator' }
  | { kind: 'namecom'; apiUrl: string; username: string; token: string; maxPriceUsd: number }

export interface AddressesConfig {
  registrar: RegistrarConfig | null
  publicIpv4: string
  publicHostname: string
  dnsServers: string[]
  tlsAskAllow: string[]
}

/** The company that sells the service, one for every brand: one Swish payee, one Stripe account. */
export interface Seller {
  name: string
  orgNumber: string
  vatNumber: string
  /** One line, e.g. 'Storgatan 1, 111 22 Stockholm'. */
  address: string
  mail: string
}

/** Outside production, so that a fresh checkout runs: plainly an example, never a real company. */
export const EXAMPLE_SELLER: Seller = {
  name: 'Exempelbolaget AB',
  orgNumber: '559999-9999',
  vatNumber: 'SE559999999901',
  address: 'Exempelgatan 1, 111 22 Stockholm',
  mail: 'hej@brollopssida.se',
}

const SELLER_VARIABLES = {
  SELLER_NAME: "the company's registered name",
  SELLER_ORG_NUMBER: 'its organisation number',
  SELLER_VAT_NUMBER: 'its VAT number',
  SELLER_ADDRESS: 'its postal address',
  SELLER_MAIL: 'the address customers and guests write to',
} as const

/**
 * The seller from SELLER_*. Production sells for real: the terms and receipts must name the real
 * company, so a missing detail stops the start instead of printing the example company.
 */
export function sellerConfig(env: Env): Seller {
  if (env.NODE_ENV === 'production') {
    const missing = (Object.keys(SELLER_VARIABLES) as (keyof typeof SELLER_VARIABLES)[]).filter(
      (n) => !env[n],
    )
    if (missing.length > 0) {
      const lines = missing.map((n) => `  ${n}: required in production (${SELLER_VARIABLES[n]})`)
      throw new ConfigError(
        `Invalid configuration: the seller shown on the terms, the privacy policy and every receipt is not set (README, Seller):\n${lines.join('\n')}`,
      )
    }
  }
  return {
    name: env.SELLER_NAME ?? EXAMPLE_SELLER.name,
    orgNumber: env.SELLER_ORG_NUMBER ?? EXAMPLE_SELLER.orgNumber,
    vatNumber: env.SELLER_VAT_NUMBER ?? EXAMPLE_SELLER.vatNumber,
    address: env.SELLER_ADDRESS ?? EXAMPLE_SELLER.address,
    mail: env.SELLER_MAIL ?? EXAMPLE_SELLER.mail,
  }
}

export interface Config extends Omit<Env, 'SESSION_SECRET' | 'HOST'> {
  HOST: string
  dataDir: string
  sessionSecret: string
  production: boolean
  /** Where the built client lives; absent before `npm run build`. */
  clientDir: string
  /** Images of the demo sites, kept in the repository. */
  demoMediaDir: string
  /** Uploaded images (local media storage), `<dataDir>/media`. */
  mediaDir: string
  storage: StorageConfig
  payments: PaymentsConfig
  /** null: no print shop may run (production without one): paid orders wait, and it is logged. */
  printShop: PrintShopConfig | null
  addresses: AddressesConfig
  seller: Seller
}

export class ConfigError extends Error {}

/** Reads and validates every setting at once; the message lists each bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return parsed.data
}

/** A stable secret kept in DATA_DIR so sessions and visitor cookies survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'secrets.json')
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret?: string }
    if (stored.sessionSecret) return stored.sessionSecret
  }
  const sessionSecret = randomBytes(32).toString('base64url')
  writeFileSync(file, JSON.stringify({ sessionSecret }, null, 2), { mode: 0o600 })
  return sessionSecret
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Config {
  const parsed = parseEnv(env)
  const dataDir = resolve(rootDir, parsed.DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  const { SESSION_SECRET, ...rest } = parsed
  return {
    ...rest,
    dataDir,
    sessionSecret: SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    production: parsed.NODE_ENV === 'production',
    HOST: parsed.HOST ?? (parsed.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    clientDir: resolve(rootDir, 'dist/client'),
    demoMediaDir: resolve(rootDir, 'server/demo/media'),
    mediaDir: join(dataDir, 'media'),
    storage: storageConfig(parsed),
    payments: paymentsConfig(parsed),
    printShop: printShopConfig(parsed),
    addresses: addressesConfig(parsed),
    seller: sellerConfig(parsed),
  }
}

/** Loud lines for production running the registrar simulator or pointing owners at local defaults. */
export function addressesWarnings(config: Pick<Config, 'production' | 'addresses'>): string[] {
  if (!config.production) return []
  const { registrar, publicIpv4, publicHostname } = config.addresses
  return [
    registrar?.kind === 'simulator'
      ? '!!! SIMULATE_PROVIDERS=true in production: domain registrations are SIMULATED, no domain is really registered. Set REGISTRAR_USERNAME and REGISTRAR_TOKEN (README, Addresses and HTTPS). !!!'
      : undefined,
    publicIpv4 === '127.0.0.1' || publicHostname === 'localhost'
      ? "!!! PUBLIC_IPV4 and PUBLIC_HOSTNAME are not set: owners at other registrars would be told to point their domains at this machine's loopback. !!!"
      : undefined,
  ].filter((line): line is string => line !== undefined)
}

/** The real registrar when its credentials are set; else the simulator, which production must ask for. */
export function addressesConfig(env: Env): AddressesConfig {
  const registrar: RegistrarConfig | null =
    env.REGISTRAR_USERNAME && env.REGISTRAR_TOKEN
      ? {
          kind: 'namecom',
          apiUrl: env.REGISTRAR_API_URL,
          username: env.REGISTRAR_USERNAME,
          token: env.REGISTRAR_TOKEN,
          maxPriceUsd: env.REGISTRAR_MAX_PRICE_USD,
        }
      : simulatesProviders(env)
        ? { kind: 'simulator' }
        : null
  return {
    registrar,
    publicIpv4: env.PUBLIC_IPV4,
    publicHostname: env.PUBLIC_HOSTNAME,
    dnsServers: env.DNS_SERVERS,
    tlsAskAllow: env.TLS_ASK_ALLOW,
  }
}

/** The loud line the log starts with when production takes no real money (SIMULATE_PROVIDERS=true). */
export function simulatorWarning(payments: PaymentsConfig): string | undefined {
  if (!payments.simulatorsInProduction) return undefined
  const simulated = [
    payments.swish?.kind === 'simulator' ? 'Swish' : undefined,
    payments.card?.kind === 'simulator' ? 'card' : undefined,
  ].filter(Boolean)
  return `!!! SIMULATE_PROVIDERS=true in production: ${simulated.join(' and ')} payments are SIMULATED, no money is taken and every purchase is free. Configure the real providers (README, Payments) and unset SIMULATE_PROVIDERS. !!!`
}

/**
 * Whether a provider without real settings (payments now; registrar and print shop later) is
 * simulated: always in development and tests, in production only with SIMULATE_PROVIDERS=true.
 */
export function simulatesProviders(env: Pick<Env, 'NODE_ENV' | 'SIMULATE_PROVIDERS'>): boolean {
  return env.SIMULATE_PROVIDERS === undefined
    ? env.NODE_ENV !== 'production'
    : env.SIMULATE_PROVIDERS === 'true'
}

/** Real providers when their keys are set; else the simulators, which production must ask for. */
export function paymentsConfig(env: Env): PaymentsConfig {
  const simulate = simulatesProviders(env)
  const swish: SwishConfig | null =
    env.SWISH_PAYEE_ALIAS && env.SWISH_CERT_PATH && env.SWISH_KEY_PATH
      ? {
          kind: 'commerce-api',
          apiUrl: env.SWISH_API_URL,
          payeeAlias: env.SWISH_PAYEE_ALIAS,
          certPath: env.SWISH_CERT_PATH,
          keyPath: env.SWISH_KEY_PATH,
          caPath: env.SWISH_CA_PATH,
          passphrase: env.SWISH_KEY_PASSPHRASE,
        }
      : simulate
        ? { kind: 'simulator', delayMs: env.SWISH_SIMULATOR_DELAY_MS, redisUrl: env.REDIS_URL }
        : null
  const card: CardConfig | null =
    env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
      ? {
          kind: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }
      : simulate
        ? { kind: 'simulator', redisUrl: env.REDIS_URL }
        : null
  const simulatorsInProduction =
    env.NODE_ENV === 'production' && (swish?.kind === 'simulator' || card?.kind === 'simulator')
  return { swish, card, simulatorsInProduction }
}

export type PrintShopConfig =
  | { kind: 'simulator'; inProductionAfterMs: number; shippedAfterMs: number }
  | {
      kind: 'gelato'
      apiUrl: string
      apiKey: string
      webhookSecret: string
      cardProduct: string
      envelopeProducts: { standard: string; premium: string }
    }

/** The loud lines the log starts with when production prints no cards for real. */
export function printShopWarnings(config: Pick<Config, 'production' | 'printShop'>): string[] {
  if (!config.production) return []
  if (!config.printShop) {
    return [
      '!!! No print shop is configured: paid card orders wait. Set GELATO_API_KEY and GELATO_WEBHOOK_SECRET (README, Printed cards). !!!',
    ]
  }
  return config.printShop.kind === 'simulator'
    ? [
        '!!! SIMULATE_PROVIDERS=true in production: card orders go to the print shop SIMULATOR, nothing is printed or sent. Set GELATO_API_KEY and GELATO_WEBHOOK_SECRET (README, Printed cards). !!!',
      ]
    : []
}

/** Gelato when its key is set; else the simulator, which production must ask for. */
export function printShopConfig(env: Env): PrintShopConfig | null {
  if (env.GELATO_API_KEY && env.GELATO_WEBHOOK_SECRET) {
    return {
      kind: 'gelato',
      apiUrl: env.GELATO_API_URL,
      apiKey: env.GELATO_API_KEY,
      webhookSecret: env.GELATO_WEBHOOK_SECRET,
      cardProduct: env.GELATO_CARD_PRODUCT_UID,
      envelopeProducts: {
        standard: env.GELATO_ENVELOPE_STANDARD_UID,
        premium: env.GELATO_ENVELOPE_PREMIUM_UID,
      },
    }
  }
  if (!simulatesProviders(env)) return null
  return {
    kind: 'simulator',
    inProductionAfterMs: env.PRINT_SHOP_SIMULATOR_IN_PRODUCTION_MS,
    shippedAfterMs: env.PRINT_SHOP_SIMULATOR_SHIPPED_MS,
  }
}

/** parseEnv has already refused an s3 setting with a required variable missing. */
function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE !== 's3') return { kind: 'local' }
  if (!env.S3_BUCKET || !env.MEDIA_BASE_URL) {
    throw new ConfigError('S3_BUCKET and MEDIA_BASE_URL are required when STORAGE=s3')
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    mediaBaseUrl: env.MEDIA_BASE_URL,
  }
}
