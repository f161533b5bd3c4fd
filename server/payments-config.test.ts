import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv, paymentsConfig, simulatorWarning } from './config.ts'

const dir = mkdtempSync(join(tmpdir(), 'payments-config-'))
const file = (name: string) => {
  const path = join(dir, name)
  writeFileSync(path, 'pem')
  return path
}
const swish = {
  SWISH_PAYEE_ALIAS: '1231181189',
  SWISH_CERT_PATH: file('cert.pem'),
  SWISH_KEY_PATH: file('key.pem'),
}
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
}
const payments = (env: NodeJS.ProcessEnv) => paymentsConfig(parseEnv(env))

describe('payment settings', () => {
  it('simulates both providers in development and tests, Swish paying after 3 s', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(payments({ NODE_ENV })).toEqual({
        swish: { kind: 'simulator', delayMs: 3000 },
        card: { kind: 'simulator' },
        simulatorsInProduction: false,
      })
    }
    expect(payments({ SWISH_SIMULATOR_DELAY_MS: '50' }).swish).toEqual({ kind: 'simulator', delayMs: 50 })
    // Servers sharing a Redis share what the simulators were asked for.
    expect(payments({ REDIS_URL: 'redis://127.0.0.1:6379' })).toMatchObject({
      swish: { kind: 'simulator', redisUrl: 'redis://127.0.0.1:6379' },
      card: { kind: 'simulator', redisUrl: 'redis://127.0.0.1:6379' },
    })
  })

  it('has no provider in production until one is configured or simulation is asked for', () => {
    expect(payments({ NODE_ENV: 'production' })).toEqual({
      swish: null,
      card: null,
      simulatorsInProduction: false,
    })
    expect(payments({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'false' }).swish).toBeNull()
    const asked = payments({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true' })
    expect(asked).toMatchObject({
      swish: { kind: 'simulator' },
      card: { kind: 'simulator' },
      simulatorsInProduction: true,
    })
    expect(simulatorWarning(asked)).toMatch(
      /SIMULATE_PROVIDERS=true in production: Swish and card payments are SIMULATED/,
    )
    expect(simulatorWarning(payments({ NODE_ENV: 'development' }))).toBeUndefined()
  })

  it('lets a developer turn the simulators off to see the 503', () => {
    expect(payments({ SIMULATE_PROVIDERS: 'false' })).toMatchObject({ swish: null, card: null })
  })

  it('uses the real providers when their settings are complete, in any environment', () => {
    const real = payments({ NODE_ENV: 'production', ...swish, ...stripe, SWISH_CA_PATH: file('ca.pem') })
    expect(real.swish).toEqual({
      kind: 'commerce-api',
      apiUrl: 'https://cpc.getswish.net',
      payeeAlias: '1231181189',
      certPath: swish.SWISH_CERT_PATH,
      keyPath: swish.SWISH_KEY_PATH,
      caPath: join(dir, 'ca.pem'),
      passphrase: undefined,
    })
    expect(real.card).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc123',
      publishableKey: 'pk_test_abc123',
      webhookSecret: 'whsec_abc123',
    })
    expect(real.simulatorsInProduction).toBe(false)
    const mixed = payments({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true', ...stripe })
    expect(mixed).toMatchObject({
      swish: { kind: 'simulator' },
      card: { kind: 'stripe' },
      simulatorsInProduction: true,
    })
    expect(simulatorWarning(mixed)).toContain(': Swish payments are SIMULATED')
    expect(payments({ ...swish, SWISH_API_URL: 'https://mss.cpc.getswish.net/' }).swish).toMatchObject({
      apiUrl: 'https://mss.cpc.getswish.net',
    })
  })

  it('refuses half a provider, missing certificate files and malformed keys, naming each variable', () => {
    const refusal = (env: NodeJS.ProcessEnv) => {
      try {
        parseEnv(env)
        return ''
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError)
        return (err as Error).message
      }
    }
    const halfSwish = refusal({ SWISH_PAYEE_ALIAS: '1231181189' })
    expect(halfSwish).toContain('SWISH_CERT_PATH: required for real Swish payments')
    expect(halfSwish).toContain('SWISH_KEY_PATH: required for real Swish payments')
    expect(refusal({ ...swish, SWISH_CERT_PATH: join(dir, 'missing.pem') })).toContain(
      'SWISH_CERT_PATH: no such file',
    )
    expect(refusal({ ...swish, SWISH_PAYEE_ALIAS: '46701234567' })).toContain('SWISH_PAYEE_ALIAS')
    expect(refusal({ ...swish, SWISH_API_URL: 'http://cpc.getswish.net' })).toContain('SWISH_API_URL')
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toContain(
      'STRIPE_WEBHOOK_SECRET: required for real card payments',
    )
    expect(refusal({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' })).toContain('STRIPE_PUBLISHABLE_KEY')
    expect(refusal({ SIMULATE_PROVIDERS: 'yes' })).toContain('SIMULATE_PROVIDERS')
    expect(refusal({ ...swish, ...stripe })).toBe('')
  })
})
