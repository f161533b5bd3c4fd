import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './config.ts'

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
  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrowError(/postgres/)
  })
})
