import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, EXAMPLE_SELLER, loadConfig, parseEnv } from './config.ts'
import { SELLER_ENV } from './test/seller-env.ts'

describe('parseEnv', () => {
  it('has embedded defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', BRAND: 'wedding', MARKET: 'se' })
    expect(env.DATABASE_URL).toBeUndefined()
  })
  it('names every bad variable, with the spec wording for brand and market', () => {
    expect(() => parseEnv({ PORT: 'x', BRAND: 'funeral', MARKET: 'no' })).toThrowError(ConfigError)
    try {
      parseEnv({ PORT: 'x', BRAND: 'funeral', MARKET: 'no' })
    } catch (e) {
      const msg = (e as Error).message
      expect(msg).toContain('PORT')
      expect(msg).toContain('Unknown brand: funeral')
      expect(msg).toContain('Unknown market: no')
    }
  })
  it('lets the post-key minimum age be lowered, never raised past what the forms wait', () => {
    expect(parseEnv({}).POST_KEY_MIN_AGE_MS).toBe(3000)
    expect(parseEnv({ POST_KEY_MIN_AGE_MS: '50' }).POST_KEY_MIN_AGE_MS).toBe(50)
    expect(() => parseEnv({ POST_KEY_MIN_AGE_MS: '3001' })).toThrowError(/POST_KEY_MIN_AGE_MS/)
  })
  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrowError(/postgres/)
  })
})

describe('the interface the server listens on', () => {
  const secret = { SESSION_SECRET: 'x'.repeat(40) }
  it('is the loopback outside production, where /dev/outbox shows every mail, unless HOST says otherwise', () => {
    expect(loadConfig(secret, tmp()).HOST).toBe('127.0.0.1')
    expect(loadConfig({ ...secret, HOST: '0.0.0.0' }, tmp()).HOST).toBe('0.0.0.0')
    expect(
      loadConfig({ ...secret, NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true', ...SELLER_ENV }, tmp())
        .HOST,
    ).toBe('0.0.0.0')
  })
})

describe('the seller (terms, privacy policy, receipts)', () => {
  const base = { SESSION_SECRET: 'x'.repeat(40) }
  it('is the example company outside production, so a fresh checkout runs', () => {
    expect(loadConfig(base, tmp()).seller).toEqual(EXAMPLE_SELLER)
  })
  it('is read from SELLER_*', () => {
    expect(loadConfig({ ...base, ...SELLER_ENV }, tmp()).seller).toEqual({
      name: 'Testbolaget AB',
      orgNumber: '559123-4567',
      vatNumber: 'SE559123456701',
      address: 'Provgatan 2, 411 01 Göteborg',
      mail: 'kontakt@testbolaget.se',
    })
  })
  it('refuses to start production without every seller detail, naming each missing one', () => {
    const prod = { ...base, NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true' }
    expect(() => loadConfig(prod, tmp())).toThrowError(ConfigError)
    const { SELLER_VAT_NUMBER: _, SELLER_MAIL: __, ...partly } = SELLER_ENV
    try {
      loadConfig({ ...prod, ...partly, SELLER_MAIL: '' }, tmp())
      expect.unreachable()
    } catch (e) {
      const msg = (e as Error).message
      expect(msg).toMatch(/seller/)
      expect(msg).toContain('SELLER_VAT_NUMBER: required in production')
      expect(msg).toContain('SELLER_MAIL: required in production')
      expect(msg).not.toContain('SELLER_NAME')
    }
    expect(loadConfig({ ...prod, ...SELLER_ENV }, tmp()).seller.name).toBe('Testbolaget AB')
  })
  it('names a malformed organisation number, VAT number or mail', () => {
    const bad = { SELLER_ORG_NUMBER: 'abc', SELLER_VAT_NUMBER: '559123456701', SELLER_MAIL: 'no' }
    expect(() => parseEnv(bad)).toThrowError(/SELLER_ORG_NUMBER.*\n.*SELLER_VAT_NUMBER.*\n.*SELLER_MAIL/s)
  })
})

describe('storage settings', () => {
  const s3 = {
    STORAGE: 's3',
    S3_BUCKET: 'eventsite-media',
    MEDIA_BASE_URL: 'https://cdn.example.test/media/',
    SESSION_SECRET: 'x'.repeat(40),
  }

  it('defaults to the local folder, and to 60 quick-start uploads an hour', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ STORAGE: 'local', S3_REGION: 'eu-north-1', S3_FORCE_PATH_STYLE: false })
    expect(env.QUICK_START_UPLOAD_RATE_LIMIT).toBe(60)
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(40) }, tmp()).storage).toEqual({ kind: 'local' })
  })

  it('names each variable that STORAGE=s3 lacks', () => {
    expect(() => parseEnv({ STORAGE: 's3' })).toThrowError(ConfigError)
    const message = (() => {
      try {
        parseEnv({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'key' })
      } catch (e) {
        return (e as Error).message
      }
    })()
    expect(message).toContain('S3_BUCKET: required when STORAGE=s3')
    expect(message).toContain('MEDIA_BASE_URL: required when STORAGE=s3')
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when STORAGE=s3')
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: 'secret' })).toThrowError(/S3_ACCESS_KEY_ID/)
    expect(() => parseEnv({ ...s3, MEDIA_BASE_URL: '/media' })).toThrowError(/MEDIA_BASE_URL/)
    expect(() => parseEnv({ STORAGE: 'ftp' })).toThrowError(/Unknown storage: ftp/)
  })

  it('builds the S3 settings, with keys or with the SDK credential chain', () => {
    expect(
      loadConfig(
        {
          ...s3,
          S3_FORCE_PATH_STYLE: 'true',
          S3_ENDPOINT: 'http://127.0.0.1:9000',
          S3_ACCESS_KEY_ID: 'k',
          S3_SECRET_ACCESS_KEY: 's',
        },
        tmp(),
      ).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'eventsite-media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
      mediaBaseUrl: 'https://cdn.example.test/media',
    })
    expect(loadConfig(s3, tmp()).storage).toMatchObject({
      kind: 's3',
      credentials: undefined,
      endpoint: undefined,
    })
  })
})

const dirs: string[] = []
function tmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'eventsite-config-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})
