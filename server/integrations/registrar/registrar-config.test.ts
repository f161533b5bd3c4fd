import { describe, expect, it } from 'vitest'
import { addressesConfig, addressesWarnings, ConfigError, parseEnv } from '../../config.ts'

const addresses = (env: NodeJS.ProcessEnv) => addressesConfig(parseEnv(env))
const nameCom = { REGISTRAR_USERNAME: 'eventsite', REGISTRAR_TOKEN: 'token-0123456789' }

describe('registrar and address settings', () => {
  it('simulates the registrar in development and tests, with local defaults for DNS and TLS', () => {
    for (const NODE_ENV of ['development', 'test', undefined]) {
      expect(addresses({ NODE_ENV })).toEqual({
        registrar: { kind: 'simulator' },
        publicIpv4: '127.0.0.1',
        publicHostname: 'localhost',
        dnsServers: [],
        tlsAskAllow: [],
      })
    }
  })

  it('has no registrar in production unless configured or SIMULATE_PROVIDERS=true', () => {
    expect(addresses({ NODE_ENV: 'production' }).registrar).toBeNull()
    expect(addresses({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true' }).registrar).toEqual({
      kind: 'simulator',
    })
    expect(addresses({ NODE_ENV: 'production', ...nameCom }).registrar).toEqual({
      kind: 'namecom',
      apiUrl: 'https://api.name.com',
      username: 'eventsite',
      token: 'token-0123456789',
      maxPriceUsd: 60,
    })
  })

  it('reads the lists and refuses half a registrar or a bad address', () => {
    expect(
      addresses({
        PUBLIC_IPV4: '203.0.113.7',
        PUBLIC_HOSTNAME: 'Sites.Example.',
        DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353',
        TLS_ASK_ALLOW: '10.0.0.5,10.0.0.6',
      }),
    ).toMatchObject({
      publicIpv4: '203.0.113.7',
      publicHostname: 'sites.example',
      dnsServers: ['1.1.1.1', '127.0.0.1:5353'],
      tlsAskAllow: ['10.0.0.5', '10.0.0.6'],
    })
    expect(() => parseEnv({ REGISTRAR_USERNAME: 'eventsite' })).toThrow(ConfigError)
    expect(() => parseEnv({ PUBLIC_IPV4: '203.0.113' })).toThrow(/PUBLIC_IPV4/)
  })

  it('warns loudly in production about a simulated registrar and unset public addresses', () => {
    const simulated = addresses({ NODE_ENV: 'production', SIMULATE_PROVIDERS: 'true' })
    expect(addressesWarnings({ production: true, addresses: simulated })).toEqual([
      expect.stringMatching(/domain registrations are SIMULATED/),
      expect.stringMatching(/PUBLIC_IPV4 and PUBLIC_HOSTNAME are not set/),
    ])
    const real = addresses({
      NODE_ENV: 'production',
      ...nameCom,
      PUBLIC_IPV4: '203.0.113.7',
      PUBLIC_HOSTNAME: 'sites.example',
    })
    expect(addressesWarnings({ production: true, addresses: real })).toEqual([])
    expect(addressesWarnings({ production: false, addresses: simulated })).toEqual([])
  })
})
