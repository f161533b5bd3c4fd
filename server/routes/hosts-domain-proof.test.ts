import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { type LocalDnsServer, startLocalDnsServer } from '../integrations/dns/local-dns-server.ts'
import { createLegacyService } from '../legacy/legacy-wiring.ts'
import { SiteDomainsRepository } from '../repositories/site-domains.repository.ts'
import {
  type ControlledSwish,
  call,
  controlledSwish,
  type PaymentScene,
  paymentScene,
} from '../test/payments-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { buy, countingRegistrar, startPurchase, visit } from './hosts-kit.ts'

const PUBLIC_IPV4 = '203.0.113.7'
const PUBLIC_HOSTNAME = 'sites.eventsite.test'
const OTHER_REGISTRAR = 'domain_name_other_registrar_upgrade_from_subdomain'

/**
 * A domain at another registrar is served only for the site that proved it with its TXT record
 * (issue 29): a claim blocks nobody, the first proof wins, and a host never serves two sites. The
 * DNS answers come from a local DNS server the test fills in, so nothing goes to the network.
 */
describe.each(testDialects())('proof of a custom domain on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  let dns: LocalDnsServer
  let n = 0
  const now = new Date('2027-03-01T10:00:00Z')

  beforeAll(async () => {
    swish = controlledSwish()
    dns = await startLocalDnsServer()
    t = await createTestApp(
      dialect,
      { clock: () => now, swish, registrar: countingRegistrar(() => now) },
      { PUBLIC_IPV4, PUBLIC_HOSTNAME, DNS_SERVERS: dns.address },
    )
  })
  afterAll(async () => {
    await t?.close()
    await dns?.close()
  })

  const site = () => paymentScene(t, `bevis-${dialect}-${++n}.brollopssida.se`, 6)
  const status = async (s: PaymentScene) =>
    (await call(t, 'GET', `/api/sites/${s.siteId}/host/domain-dns`, s.owner.cookie)).json()
  const check = async (s: PaymentScene) =>
    (await call(t, 'POST', `/api/sites/${s.siteId}/host/domain-dns/check`, s.owner.cookie)).json()
  /** The site claims the domain (a paid purchase "domain at another registrar"); its TXT value. */
  const claim = async (s: PaymentScene, domain: string): Promise<string> => {
    await buy(t, swish, s.siteId, s.owner.cookie, OTHER_REGISTRAR, { domain })
    return (await status(s)).proofValue
  }
  const pointHere = (domain: string) => {
    dns.records.set(domain, { a: [PUBLIC_IPV4] })
    dns.records.set(`www.${domain}`, { cname: PUBLIC_HOSTNAME })
  }
  const proveWith = (domain: string, ...values: string[]) =>
    dns.records.set(`_eventsite-verify.${domain}`, { txt: values })
  /** Which site the domain shows a guest: its id, or the status code when none. */
  const servedOn = (domain: string, ...siteIds: string[]) => servedAt(domain, '/sv', siteIds)
  /** A legacy site's page has no language in its path. */
  const legacyServedOn = (domain: string, ...siteIds: string[]) => servedAt(domain, '/', siteIds)
  const servedAt = async (domain: string, path: string, siteIds: string[]) => {
    const page = await visit(t, domain, path)
    if (page.statusCode !== 200) return page.statusCode
    const shown = siteIds.filter((id) => page.body.includes(id))
    return shown.length === 1 ? shown[0] : `${shown.length} sites`
  }
  const tlsAsk = (domain: string) =>
    t.app.inject({ method: 'GET', url: `/internal/tls-ask?domain=${domain}` }).then((r) => r.statusCode)
  const provenRows = async (domain: string) =>
    t.testDb.db.kysely
      .selectFrom('site_domains')
      .select('site_id')
      .where('domain', '=', domain)
      .where('proven_at', 'is not', null)
      .execute()

  it('serves a claim only once its TXT record proves it', async () => {
    const owner = await site()
    const domain = `eget-bevis-${dialect}.se`
    const proof = await claim(owner, domain)
    expect(proof).toMatch(/^eventsite-verify=[0-9a-f]{32}$/)
    // The DNS points here already (as for a domain someone else connected before): not enough.
    pointHere(domain)
    expect(await check(owner)).toMatchObject({ status: 'waiting', proven: false })
    await t.job('domains').run(now)
    expect(await servedOn(domain, owner.siteId)).toBe(404)
    expect(await tlsAsk(domain)).toBe(404)
    proveWith(domain, 'some-other=value', proof)
    expect(await check(owner)).toMatchObject({ status: 'connected', proven: true })
    expect(await servedOn(domain, owner.siteId)).toBe(owner.siteId)
    expect(await tlsAsk(domain)).toBe(200)
  })

  it('refuses a claim of a domain another site has proven, and never serves the claimant', async () => {
    const owner = await site()
    const domain = `ansluten-${dialect}.se`
    const proof = await claim(owner, domain)
    pointHere(domain)
    proveWith(domain, proof)
    expect(await check(owner)).toMatchObject({ status: 'connected' })

    const other = await site()
    const taken = await startPurchase(t, other.siteId, other.owner.cookie, OTHER_REGISTRAR, { domain })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errorDescription.sv).toBe(
      `Adressen ${domain} är redan upptagen. Välj en annan adress.`,
    )
    const available = await call(
      t,
      'GET',
      `/api/sites/${other.siteId}/host/domain-available/${domain}`,
      other.owner.cookie,
    )
    expect(available.json()).toEqual({ available: false })
    expect(await servedOn(domain, owner.siteId, other.siteId)).toBe(owner.siteId)
    // Nor does an operator publish another site on it.
    await expect(t.services.sites.activate(other.siteId, domain, 12)).rejects.toThrow(
      `The address ${domain} is already used by another site.`,
    )
    expect(await servedOn(domain, owner.siteId, other.siteId)).toBe(owner.siteId)
  })

  it('keeps a deleted account’s domain from anyone until they prove it themselves', async () => {
    const gone = await site()
    const domain = `raderad-${dialect}.se`
    const goneProof = await claim(gone, domain)
    pointHere(domain)
    proveWith(domain, goneProof)
    expect(await check(gone)).toMatchObject({ status: 'connected' })
    const erased = await call(t, 'POST', '/api/accounts/me/delete', gone.owner.cookie, {
      password: gone.owner.password,
    })
    expect(erased.statusCode).toBe(200)
    expect(await servedOn(domain, gone.siteId)).toBe(404)

    // The DNS still points here and still holds the old proof: a new claim is not served on that.
    const newcomer = await site()
    const proof = await claim(newcomer, domain)
    expect(await check(newcomer)).toMatchObject({ status: 'waiting', proven: false })
    expect(await servedOn(domain, newcomer.siteId)).toBe(404)
    proveWith(domain, proof)
    expect(await check(newcomer)).toMatchObject({ status: 'connected', proven: true })
    expect(await servedOn(domain, newcomer.siteId)).toBe(newcomer.siteId)
  })

  it('lets the real owner prove a domain a squatter claimed first; the squatter is never served', async () => {
    const squatter = await site()
    const owner = await site()
    const domain = `brudparet-${dialect}.se`
    const squatterProof = await claim(squatter, domain)
    pointHere(domain)
    expect(await check(squatter)).toMatchObject({ status: 'waiting', proven: false })
    expect(await servedOn(domain, squatter.siteId)).toBe(404)

    // The squatter's claim blocks nothing: the owner claims and proves it.
    const proof = await claim(owner, domain)
    expect(proof).not.toBe(squatterProof)
    proveWith(domain, proof)
    await t.job('domains').run(now)
    expect(await status(owner)).toMatchObject({ status: 'connected', proven: true })
    expect(await status(squatter)).toMatchObject({ status: 'waiting', proven: false })
    expect(await servedOn(domain, owner.siteId, squatter.siteId)).toBe(owner.siteId)

    // Even the squatter's own token in the DNS later takes nothing from the first to prove it.
    proveWith(domain, proof, squatterProof)
    expect(await check(squatter)).toMatchObject({ status: 'waiting', proven: false })
    await t.job('domains').run(now)
    expect(await servedOn(domain, owner.siteId, squatter.siteId)).toBe(owner.siteId)
    expect(await provenRows(domain)).toEqual([{ site_id: owner.siteId }])
  })

  it('never serves two sites for one domain, however their proofs race', async () => {
    const first = await site()
    const second = await site()
    const domain = `kapplopning-${dialect}.se`
    const proofs = [await claim(first, domain), await claim(second, domain)]
    pointHere(domain)
    proveWith(domain, ...proofs)
    await Promise.all([check(first), check(second), t.job('domains').run(now), check(second), check(first)])
    const proven = await provenRows(domain)
    expect(proven).toHaveLength(1)
    const winner = proven[0]?.site_id
    const [won, loser] = winner === first.siteId ? [first, second] : [second, first]
    expect(await status(won)).toMatchObject({ status: 'connected', proven: true })
    expect(await status(loser)).toMatchObject({ status: 'waiting', proven: false })
    expect(await tlsAsk(domain)).toBe(200)
    expect(await servedOn(domain, first.siteId, second.siteId)).toBe(winner)
    // The database itself refuses a second proven claim of the domain.
    const domains = new SiteDomainsRepository(t.testDb.db.kysely)
    expect(await domains.markProven(domain, loser.siteId, now.toISOString())).toBe(false)
    expect(await provenRows(domain)).toHaveLength(1)
  })

  it('counts an imported legacy site’s domain as proven: nobody else can claim it, nor import it again', async () => {
    const legacy = createLegacyService(t.testDb.db, t.services, () => now)
    const holder = await site()
    const domain = `gammal-${dialect}.se`
    const imported = await legacy.importSite({
      document: { ...structuredClone(siteFixture), host: domain },
      mail: holder.owner.mail,
      brand: 'wedding',
      market: 'se',
      language: 'sv',
    })
    pointHere(domain)
    expect(await legacyServedOn(domain, imported.id)).toBe(imported.id)

    const other = await site()
    const taken = await startPurchase(t, other.siteId, other.owner.cookie, OTHER_REGISTRAR, { domain })
    expect(taken.statusCode).toBe(409)
    expect(await legacyServedOn(domain, imported.id, other.siteId)).toBe(imported.id)
    // Its owner may still prove it as a custom domain of the site: no redirect to itself follows.
    const own = { ...holder, siteId: imported.id }
    proveWith(domain, await claim(own, domain))
    expect(await check(own)).toMatchObject({ status: 'connected', proven: true })
    expect(await legacyServedOn(domain, imported.id, other.siteId)).toBe(imported.id)

    // A domain another site has proven is not imported onto a legacy site either.
    const proven = await site()
    const provenDomain = `bevisad-${dialect}.se`
    const proof = await claim(proven, provenDomain)
    pointHere(provenDomain)
    proveWith(provenDomain, proof)
    expect(await check(proven)).toMatchObject({ status: 'connected' })
    await expect(
      legacy.importSite({
        document: { ...structuredClone(siteFixture), host: provenDomain },
        mail: holder.owner.mail,
        brand: 'wedding',
        market: 'se',
        language: 'sv',
      }),
    ).rejects.toThrow(`The address ${provenDomain} is already used by another site.`)
  })
})
