import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { BRANDS, MARKETS } from '#domain/brands.ts'

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v)

const envSchema = z.object({
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
  SEED_DEMO_SITES: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
})

export type Env = z.infer<typeof envSchema>

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
  }
}
