import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dnsChecker } from './dns-checker.ts'
import { type LocalDnsServer, startLocalDnsServer } from './local-dns-server.ts'

describe('DNS check against a local DNS server', () => {
  let dns: LocalDnsServer
  beforeAll(async () => {
    dns = await startLocalDnsServer()
  })
  afterAll(async () => dns?.close())

  const checker = () =>
    dnsChecker({
      servers: [dns.address],
      publicIpv4: '203.0.113.7',
      publicHostname: 'sites.eventsite.example',
    })

  it('is waiting while the domain has no records', async () => {
    expect(await checker().check('nothing.se')).toEqual({ connected: false, aRecords: [], wwwCname: null })
  })

  it('is waiting with the A record elsewhere or www missing', async () => {
    dns.records.set('half.se', { a: ['198.51.100.1'] })
    dns.records.set('www.half.se', { cname: 'sites.eventsite.example' })
    expect(await checker().check('half.se')).toMatchObject({ connected: false, aRecords: ['198.51.100.1'] })
    dns.records.set('half.se', { a: ['203.0.113.7'] })
    dns.records.delete('www.half.se')
    expect(await checker().check('half.se')).toMatchObject({ connected: false, wwwCname: null })
  })

  it('is connected with A = PUBLIC_IPV4 and www CNAME = PUBLIC_HOSTNAME', async () => {
    dns.records.set('klar.se', { a: ['203.0.113.7'] })
    dns.records.set('www.klar.se', { cname: 'Sites.Eventsite.Example' })
    expect(await checker().check('klar.se')).toEqual({
      connected: true,
      aRecords: ['203.0.113.7'],
      wwwCname: 'sites.eventsite.example',
    })
    expect(dns.queries.some((q) => q.name === 'www.klar.se' && q.type === 5)).toBe(true)
  })

  it('reads the proof TXT values under _eventsite-verify and at the apex, none for a name without', async () => {
    dns.records.set('_eventsite-verify.bevis.se', { txt: ['eventsite-verify=abc'] })
    dns.records.set('bevis.se', { a: ['203.0.113.7'], txt: ['v=spf1 -all', 'eventsite-verify=def'] })
    expect((await checker().proofs('bevis.se')).sort()).toEqual(
      ['eventsite-verify=abc', 'eventsite-verify=def', 'v=spf1 -all'].sort(),
    )
    expect(await checker().proofs('inget-bevis.se')).toEqual([])
    expect(dns.queries.some((q) => q.name === '_eventsite-verify.bevis.se' && q.type === 16)).toBe(true)
  })
})
