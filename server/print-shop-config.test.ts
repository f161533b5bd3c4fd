import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv, printShopConfig, printShopWarnings } from './config.ts'

const gelato = { GELATO_API_KEY: 'gelato-key-0123456789', GELATO_WEBHOOK_SECRET: 'w'.repeat(32) }
const shop = (env: NodeJS.ProcessEnv) => printShopConfig(parseEnv(env))

describe('print shop settings', () => {
  it('simulates the print shop in development and tests', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(shop({ NODE_ENV })).toEqual({
        kind: 'simulator',
        inProductionAfterMs: 60_000,
        shippedAfterMs: 600_000,
      })
    }
  })

  it('runs no print shop in production unless asked to simulate one', () => {
    expect(shop({ NODE_ENV: 'production' })).toBeNull()
    expect(shop({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true' })?.kind).toBe('simulator')
    expect(shop({ NODE_ENV: 'development', SIMULATE_PROVIDERS: 'false' })).toBeNull()
  })

  it('uses Gelato when its key and webhook secret are set, in any environment', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(shop({ NODE_ENV, ...gelato })).toMatchObject({
        kind: 'gelato',
        apiUrl: 'https://order.gelatoapis.com',
        apiKey: gelato.GELATO_API_KEY,
        webhookSecret: gelato.GELATO_WEBHOOK_SECRET,
      })
    }
  })

  it('refuses half a Gelato setting and a short webhook secret', () => {
    expect(() => parseEnv({ GELATO_API_KEY: gelato.GELATO_API_KEY })).toThrow(ConfigError)
    expect(() => parseEnv({ GELATO_WEBHOOK_SECRET: gelato.GELATO_WEBHOOK_SECRET })).toThrow(/GELATO_API_KEY/)
    expect(() => parseEnv({ ...gelato, GELATO_WEBHOOK_SECRET: 'short' })).toThrow(/GELATO_WEBHOOK_SECRET/)
  })

  it('warns loudly in production when cards are not really printed', () => {
    const warnings = (env: NodeJS.ProcessEnv) => {
      const parsed = parseEnv(env)
      return printShopWarnings({
        production: parsed.NODE_ENV === 'production',
        printShop: printShopConfig(parsed),
      })
    }
    expect(warnings({ NODE_ENV: 'development' })).toEqual([])
    expect(warnings({ NODE_ENV: 'production', ...gelato })).toEqual([])
    expect(warnings({ NODE_ENV: 'production' })[0]).toMatch(/No print shop is configured/)
    expect(warnings({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true' })[0]).toMatch(
      /print shop SIMULATOR/,
    )
  })
})
