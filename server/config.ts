import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { BRANDS, MARKETS } from '#domain/brands.ts'

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
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
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GUEST_SUBMIT_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
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
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    MEDIA_BASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'MEDIA_BASE_URL must be an absolute http(s) URL' })
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
    ),
    // Set to draw maps with Google Static Maps; unset, maps are drawn offline (demo pictures).
    GOOGLE_MAPS_API_KEY: z.preprocess(emptyToUndefined, z.string().min(10).max(200).optional()),
    SEED_DEMO_SITES: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // A Plausible-compatible analytics server (its origin); unset: no script, no event, no error.
    ANALYTICS_URL: z.preprocess(
      emptyToUndefined,
      z
        .url({ protocol: /^https?$/, error: 'ANALYTICS_URL must be an absolute http(s) URL' })
        .transform((v) => v.replace(/\/+$/, ''))
        .optional(),
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

export interface Config extends Omit<Env, 'SESSION_SECRET'> {
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
    clientDir: resolve(rootDir, 'dist/client'),
    demoMediaDir: resolve(rootDir, 'server/demo/media'),
    mediaDir: join(dataDir, 'media'),
    storage: storageConfig(parsed),
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
