import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addMonths } from '#domain/calendar.ts'
import { type LocalDnsServer, startLocalDnsServer } from '../integrations/dns/local-dns-server.ts'
import { makeAccount, makeSite, makeSiteContent } from '../test/factories.ts'
import {
  type ControlledSwish,
  call,
  controlledSwish,
  type PaymentScene,
  paymentScene,
} from '../test/payments-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { buy, type CountingRegistrar, countingRegistrar, startPurchase, visit } from './hosts-kit.ts'

const PUBLIC_IPV4 = '203.0.113.7'
const PUBLIC_HOSTNAME = 'sites.eventsite.test'

describe.each(testDialects())('custom domains on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  let registrar: CountingRegistrar
  let dns: LocalDnsServer
  let scene: PaymentScene
  const now = new Date('2027-03-01T10:00:00Z')
  const sub = `brudpar-${dialect}.brollopssida.se`

  beforeAll(async () => {
    swish = controlledSwish()
    registrar = countingRegistrar(() => now)
    dns = await startLocalDnsServer()
    t = await createTestApp(
      dialect,
      { clock: () => now, swish, registrar },
      {
        PUBLIC_IPV4,
        PUBLIC_HOSTNAME,
        DNS_SERVERS: dns.address,
        TLS_ASK_ALLOW: '10.0.0.5',
      },
    )
    scene = await paymentScene(t, sub, 6)
  })
  afterAll(async () => {
    await t?.close()
    await dns?.close()
  })

  const available = (domain: string, cookie = scene.owner.cookie, siteId = scene.siteId) =>
    call(t, 'GET', `/api/sites/${siteId}/host/domain-available/${encodeURIComponent(domain)}`, cookie)
  const register = (domain: string, siteId = scene.siteId, cookie = scene.owner.cookie) =>
    call(t, 'POST', `/api/sites/${siteId}/host/domain-registration/register/${domain}`, cookie)
  const tlsAsk = (domain: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/internal/tls-ask?domain=${encodeURIComponent(domain)}`,
      remoteAddress,
    })

  it('checks availability through the registrar, only for .se .nu .com .eu', async () => {
    expect((await available(`ledig-${dialect}.se`)).json()).toEqual({ available: true })
    expect((await available(`WWW.Ledig-${dialect}.NU`)).json()).toEqual({ available: true })
    expect((await available('upptagen-namn.com')).json()).toEqual({ available: false })
    for (const domain of ['annaochpelle.org', 'annaochpelle', 'anna.pelle.dk']) {
      const res = await available(domain)
      expect(res.statusCode, domain).toBe(400)
      expect(res.json().errorDescription.sv).toBe(
        'Vi kan bara ordna domäner som slutar på .se, .nu, .com eller .eu.',
      )
    }
    expect((await available('brollopssida.se')).statusCode).toBe(400)
    expect((await available(`ledig-${dialect}.se`, '')).statusCode).toBe(401)
  })

  it('refuses to start a purchase of a taken domain, and registers nothing before payment (402)', async () => {
    const taken = await startPurchase(
      t,
      scene.siteId,
      scene.owner.cookie,
      'domain_name_upgrade_from_subdomain',
      {
        domain: 'upptagen-namn.se',
      },
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json().errorDescription.sv).toBe('Domänen upptagen-namn.se är inte ledig.')
    const unpaid = await register(`obetald-${dialect}.se`)
    expect(unpaid.statusCode).toBe(402)
    const open = await startPurchase(
      t,
      scene.siteId,
      scene.owner.cookie,
      'domain_name_upgrade_from_subdomain',
      {
        domain: `obetald-${dialect}.se`,
      },
    )
    expect(open.statusCode).toBe(200)
    expect(open.json()).toHaveProperty('swishId')
    expect((await register(`obetald-${dialect}.se`)).statusCode).toBe(402)
    // Held for that payment: another site cannot start buying it, nor sees it free.
    const other = await paymentScene(t, `annan-${dialect}.brollopssida.se`)
    expect((await available(`obetald-${dialect}.se`, other.owner.cookie, other.siteId)).json()).toEqual({
      available: false,
    })
    const second = await startPurchase(t, other.siteId, other.owner.cookie, 'domain_name', {
      domain: `obetald-${dialect}.se`,
    })
    expect(second.statusCode).toBe(409)
    expect(registrar.registered).not.toContain(`obetald-${dialect}.se`)
  })

  it('registers a paid domain exactly once under concurrent calls and sets the host; the subdomain then answers 301', async () => {
    const domain = `vigsel-${dialect}.se`
    await buy(t, swish, scene.siteId, scene.owner.cookie, 'domain_name_upgrade_from_subdomain', { domain })
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(domain)))
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        host: domain,
        domain,
        customDomainActive: true,
        customDomainActiveDate: now.toISOString(),
        expires: addMonths(now, 12).toISOString(),
      })
    }
    expect(registrar.registered.filter((d) => d === domain)).toHaveLength(1)
    // Later calls answer success without registering again.
    expect((await register(domain)).statusCode).toBe(200)
    expect(registrar.registered.filter((d) => d === domain)).toHaveLength(1)

    const site = (await call(t, 'GET', `/api/sites/${scene.siteId}`, scene.owner.cookie)).json()
    expect(site).toMatchObject({ host: domain, active: true, customDomainActive: true })
    // The subdomain stays the site's, and sends visitors to the domain with path and query.
    expect((await t.services.sites.findById(scene.siteId))?.host).toBe(sub)
    const moved = await visit(t, sub, '/sv?utm_source=qr&a=1%202')
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`https://${domain}/sv?utm_source=qr&a=1%202`)
    const local = await visit(t, `brudpar-${dialect}.brollopssida.localhost:3000`, '/?x=1')
    expect(local.statusCode).toBe(301)
    expect(local.headers.location).toBe(`http://brollopssida.localhost:3000/?x=1&domainHost=${domain}`)
    for (const host of [domain, `www.${domain}`]) {
      const page = await visit(t, host)
      expect(page.statusCode, host).toBe(200)
      expect(page.body).toContain('Lisa &amp; Johan')
    }
    expect((await tlsAsk(domain)).statusCode).toBe(200)
    expect((await tlsAsk(`www.${domain}`)).statusCode).toBe(200)

    const account = (await call(t, 'GET', `/api/sites/${scene.siteId}/account/`, scene.owner.cookie)).json()
    expect(account.site.customDomains).toEqual([{ domain, expires: addMonths(now, 12).toISOString() }])
    expect(account.site.host).toBe(domain)
  })

  it('buys a domain for an unpublished site: registration publishes it on the domain', async () => {
    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    const domain = `forst-${dialect}.eu`
    await buy(t, swish, siteId, owner.cookie, 'domain_name', { domain })
    const res = await register(domain, siteId, owner.cookie)
    expect(res.statusCode).toBe(200)
    const site = (await call(t, 'GET', `/api/sites/${siteId}`, owner.cookie)).json()
    expect(site).toMatchObject({
      host: domain,
      active: true,
      activeExpireDate: addMonths(now, 12).toISOString(),
    })
    // Someone else's registration call for it is not a paid registration of theirs.
    expect((await register(domain, scene.siteId, scene.owner.cookie)).statusCode).toBe(402)
  })

  it('asks the provider itself when a registration call finds the payment still open', async () => {
    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    const domain = `ingen-poll-${dialect}.se`
    const started = await startPurchase(t, siteId, owner.cookie, 'domain_name', { domain })
    const { swishId } = started.json()
    expect((await register(domain, siteId, owner.cookie)).statusCode).toBe(402)
    // Swish says paid, but neither a poll nor the callback has told us: the call asks Swish.
    swish.set(swishId, 'PAID')
    const res = await register(domain, siteId, owner.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ host: domain, customDomainActive: true })
    expect((await t.services.payments.findByReference(swishId))?.status).toBe('paid')
  })

  it('shows a party site on its custom domain as the party brand’s', async () => {
    const owner = await makeAccount(t.app)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/sites/V2',
      headers: { host: 'festhemsida.localhost:3000', cookie: owner.cookie },
      payload: { site: makeSiteContent(), wizardData: null },
    })
    const siteId = created.json().site._id as string
    const domain = `fest-${dialect}.nu`
    await buy(t, swish, siteId, owner.cookie, 'domain_name', { domain })
    expect((await register(domain, siteId, owner.cookie)).statusCode).toBe(200)
    const page = await visit(t, domain)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Festhemsida')
    expect(page.body).not.toContain('Bröllopssida')
  })

  it('offers an upgrade only to a site with a paid subdomain', async () => {
    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    const res = await startPurchase(
      t,
      siteId,
      owner.cookie,
      'domain_name_other_registrar_upgrade_from_subdomain',
      {
        domain: `uppgradering-${dialect}.se`,
      },
    )
    expect(res.statusCode).toBe(409)
  })

  it('connects a domain at another registrar when its DNS points here, mailing the owner once', async () => {
    const own = await paymentScene(t, `egen-${dialect}.brollopssida.se`)
    const domain = `egen-registrar-${dialect}.com`
    await buy(t, swish, own.siteId, own.owner.cookie, 'domain_name_other_registrar_upgrade_from_subdomain', {
      domain,
    })
    expect(registrar.registered).not.toContain(domain)
    const status = (await call(t, 'GET', `/api/sites/${own.siteId}/host/domain-dns`, own.owner.cookie)).json()
    expect(status).toEqual({
      domain,
      status: 'waiting',
      checkedAt: null,
      aRecord: PUBLIC_IPV4,
      cnameTarget: PUBLIC_HOSTNAME,
      proofName: '_eventsite-verify',
      proofValue: expect.stringMatching(/^eventsite-verify=[0-9a-f]{32}$/),
      proven: false,
    })
    const check = () => call(t, 'POST', `/api/sites/${own.siteId}/host/domain-dns/check`, own.owner.cookie)
    expect((await check()).json()).toMatchObject({ status: 'waiting', checkedAt: now.toISOString() })
    // Not connected yet: the subdomain is still served, and no certificate is asked for the domain.
    expect((await visit(t, `egen-${dialect}.brollopssida.se`)).statusCode).toBe(200)
    expect((await tlsAsk(domain)).statusCode).toBe(404)

    dns.records.set(domain, { a: [PUBLIC_IPV4] })
    dns.records.set(`www.${domain}`, { cname: PUBLIC_HOSTNAME })
    dns.records.set(`_eventsite-verify.${domain}`, { txt: [status.proofValue] })
    expect((await check()).json()).toMatchObject({ domain, status: 'connected', proven: true })
    expect((await tlsAsk(domain)).statusCode).toBe(200)
    const moved = await visit(t, `egen-${dialect}.brollopssida.se`, '/?a=b')
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`https://${domain}/?a=b`)
    await t.job('domains').run(now)
    await check()
    const mails = (await t.services.outbox.latest(200)).filter(
      (m) => m.to_address === own.owner.mail && m.subject.includes(domain),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe(`${domain} är nu kopplad till din sida`)
    const site = (await call(t, 'GET', `/api/sites/${own.siteId}`, own.owner.cookie)).json()
    expect(site).toMatchObject({ host: domain, customDomainActive: true })
  })

  it('the recurring job connects waiting domains by itself', async () => {
    const own = await paymentScene(t, `jobb-${dialect}.brollopssida.se`)
    const domain = `jobb-${dialect}.nu`
    await buy(t, swish, own.siteId, own.owner.cookie, 'domain_name_other_registrar_upgrade_from_subdomain', {
      domain,
    })
    await t.job('domains').run(now)
    const waiting = (
      await call(t, 'GET', `/api/sites/${own.siteId}/host/domain-dns`, own.owner.cookie)
    ).json()
    expect(waiting.status).toBe('waiting')
    // The proof at the apex serves as well as under _eventsite-verify.
    dns.records.set(domain, { a: [PUBLIC_IPV4], txt: ['v=spf1 -all', waiting.proofValue] })
    dns.records.set(`www.${domain}`, { cname: PUBLIC_HOSTNAME })
    await t.job('domains').run(now)
    expect(
      (await call(t, 'GET', `/api/sites/${own.siteId}/host/domain-dns`, own.owner.cookie)).json().status,
    ).toBe('connected')
    const mails = (await t.services.outbox.latest(200)).filter((m) => m.subject.includes(domain))
    expect(mails).toHaveLength(1)
  })

  it('answers the DNS calls only to the owner, and 404 for a site without such a domain', async () => {
    const stranger = await makeAccount(t.app)
    expect(
      (await call(t, 'GET', `/api/sites/${scene.siteId}/host/domain-dns`, stranger.cookie)).statusCode,
    ).toBe(403)
    expect((await call(t, 'POST', `/api/sites/${scene.siteId}/host/domain-dns/check`, '')).statusCode).toBe(
      401,
    )
    const res = await call(t, 'GET', `/api/sites/${scene.siteId}/host/domain-dns`, scene.owner.cookie)
    expect(res.statusCode).toBe(404)
  })

  it('tls-ask answers only loopback and TLS_ASK_ALLOW, and only for hosts of published sites', async () => {
    expect((await tlsAsk(sub)).statusCode).toBe(200)
    expect((await tlsAsk(sub, '10.0.0.5')).statusCode).toBe(200)
    expect((await tlsAsk(sub, '::ffff:10.0.0.5')).statusCode).toBe(200)
    expect((await tlsAsk(sub, '10.0.0.6')).statusCode).toBe(403)
    // Through the proxy a visitor's request comes from loopback too, but carries X-Forwarded-For.
    const proxied = await t.app.inject({
      method: 'GET',
      url: `/internal/tls-ask?domain=${sub}`,
      headers: { 'x-forwarded-for': '198.51.100.9' },
    })
    expect(proxied.statusCode).toBe(403)
    expect((await tlsAsk('okand-doman.se')).statusCode).toBe(404)
    // The brands' own domains serve the owner app.
    for (const host of ['brollopssida.se', 'www.festhemsida.se', 'voresbryllupsside.dk']) {
      expect((await tlsAsk(host)).statusCode, host).toBe(200)
    }
    expect((await tlsAsk('okand.brollopssida.se')).statusCode).toBe(404)
    const owner = await makeAccount(t.app)
    await makeSite(t.app, owner)
    expect((await tlsAsk('opublicerad.brollopssida.se')).statusCode).toBe(404)
    const missing = await t.app.inject({ method: 'GET', url: '/internal/tls-ask' })
    expect(missing.statusCode).toBe(400)
  })

  it('renews a registered domain once per payment, before it expires', async () => {
    const domain = `vigsel-${dialect}.se`
    const reference = await buy(t, swish, scene.siteId, scene.owner.cookie, 'renew_domain_name', { domain })
    expect((await t.services.payments.findByReference(reference))?.amount_ore).toBe(119900)
    await Promise.all([t.services.domains.processRenewals(now), t.services.domains.processRenewals(now)])
    await t.services.domains.processRenewals(now)
    expect(registrar.renewed.filter((d) => d === domain)).toHaveLength(1)
    const account = (await call(t, 'GET', `/api/sites/${scene.siteId}/account/`, scene.owner.cookie)).json()
    expect(account.site.customDomains).toEqual([{ domain, expires: addMonths(now, 24).toISOString() }])
    const notOurs = await startPurchase(t, scene.siteId, scene.owner.cookie, 'renew_domain_name', {
      domain: `forst-${dialect}.eu`,
    })
    expect(notOurs.statusCode).toBe(409)
  })

  it('answers 503 with a clear message when no registrar may run (production without one)', async () => {
    const bare = await createTestApp(dialect, { registrar: null })
    try {
      const s = await paymentScene(bare, `ingen-registrar-${dialect}.brollopssida.se`)
      const res = await call(
        bare,
        'GET',
        `/api/sites/${s.siteId}/host/domain-available/ledig.se`,
        s.owner.cookie,
      )
      expect(res.statusCode).toBe(503)
      expect(res.json().errorDescription.sv).toBe(
        'Egna domäner går inte att köpa just nu. Försök igen senare eller kontakta oss.',
      )
    } finally {
      await bare.close()
    }
  })

  it('reminds the owner 30 and 7 days before a custom domain expires, once each', async () => {
    const domain = `vigsel-${dialect}.se`
    const expires = addMonths(now, 24)
    const mails = async () =>
      (await t.services.outbox.latest(500)).filter(
        (m) => m.to_address === scene.owner.mail && m.subject.startsWith(`Din domän ${domain}`),
      )
    const daysBefore = (days: number) => new Date(expires.getTime() - days * 24 * 3600_000 + 60_000)
    await t.job('domain-expiry-reminders').run(daysBefore(40))
    expect(await mails()).toHaveLength(0)
    await t.job('domain-expiry-reminders').run(daysBefore(30))
    await t.job('domain-expiry-reminders').run(daysBefore(29))
    expect((await mails()).map((m) => m.subject)).toEqual([`Din domän ${domain} går ut om 30 dagar`])
    await t.job('domain-expiry-reminders').run(daysBefore(7))
    await t.job('domain-expiry-reminders').run(daysBefore(7))
    expect(await mails()).toHaveLength(2)
    expect((await mails())[0]?.text_body).toContain(`/redigera/${scene.siteId}/konto`)
  })
})
