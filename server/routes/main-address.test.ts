import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalDnsServer, startLocalDnsServer } from '../integrations/dns/local-dns-server.ts'
import {
  type ControlledSwish,
  call,
  controlledSwish,
  paymentScene,
  receiptMails,
} from '../test/payments-kit.ts'
import { makePrint, orderBody } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { buy, countingRegistrar } from './hosts-kit.ts'

const PUBLIC_IPV4 = '203.0.113.9'
const PUBLIC_HOSTNAME = 'sites.eventsite.test'
const OTHER_REGISTRAR = 'domain_name_other_registrar_upgrade_from_subdomain'

function readQr(png: Buffer): string {
  const image = PNG.sync.read(png)
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  if (!code) throw new Error('no QR code found in the image')
  return code.data
}

/**
 * The site's main address (issue 31 item 6): personal links, their QR codes, printed cards and the
 * Mer drawer's QR code lead to the couple's own domain once it is proven and connected, and to the
 * subdomain before. The domain's receipt states the domain's own period.
 */
describe.each(testDialects())('the main address of a site on %s', (dialect) => {
  let t: TestApp
  let swish: ControlledSwish
  let dns: LocalDnsServer
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

  /** As the owner app on the brand's real domain calls it, so addresses are https ones. */
  const owner = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { host: 'brollopssida.se', origin: 'https://brollopssida.se', cookie },
      ...(payload ? { payload } : {}),
    })

  it('uses the subdomain until the own domain is proven and connected, then the domain everywhere', async () => {
    const subdomain = `adress-${dialect}.brollopssida.se`
    const domain = `anna-och-erik-${dialect}.se`
    const scene = await paymentScene(t, subdomain, 6)
    const { cookie } = scene.owner
    const added = await call(t, 'POST', `/api/sites/${scene.siteId}/households`, cookie, {
      name: 'Familjen Berg',
      members: [{ name: 'Eva Berg' }],
    })
    expect(added.statusCode, added.body).toBe(201)
    const household = async () =>
      (await owner(cookie, 'GET', `/api/sites/${scene.siteId}/households`)).json().households[0] as {
        code: string
        link: string
      }
    const qr = (host: string) => owner(cookie, 'GET', `/api/sites/${scene.siteId}/qr/${host}/png`)
    const printId = await makePrint(t, cookie, scene.siteId)
    const cardLinks = async () => {
      const res = await call(
        t,
        'POST',
        '/api/orders/',
        cookie,
        orderBody(scene.siteId, printId, { perHousehold: true }),
      )
      expect(res.statusCode, res.body).toBe(201)
      const order = await t.services.orders.findById(res.json().id)
      return order?.households?.map((h) => h.link)
    }

    const { code } = await household()
    expect((await household()).link).toBe(`https://${subdomain}/?inbjudan=${code}`)
    expect(await cardLinks()).toEqual([`https://${subdomain}/?inbjudan=${code}`])

    // Claimed and paid, not proven: still the subdomain, and no QR code of the domain.
    await buy(t, swish, scene.siteId, cookie, OTHER_REGISTRAR, { domain })
    expect((await household()).link).toBe(`https://${subdomain}/?inbjudan=${code}`)
    expect((await qr(domain)).statusCode).toBe(400)

    // The domain's receipt states the domain's year, not the site's end date (six months away).
    const [receipt] = await receiptMails(t, scene.owner.mail)
    expect(receipt?.text_body).toContain('Domänen gäller 2027-03-01 – 2028-03-01.')
    expect(receipt?.text_body).not.toContain('Sidan är publicerad till och med')

    const proof = (await call(t, 'GET', `/api/sites/${scene.siteId}/host/domain-dns`, cookie)).json()
      .proofValue
    dns.records.set(domain, { a: [PUBLIC_IPV4] })
    dns.records.set(`www.${domain}`, { cname: PUBLIC_HOSTNAME })
    dns.records.set(`_eventsite-verify.${domain}`, { txt: [proof] })
    const checked = await call(t, 'POST', `/api/sites/${scene.siteId}/host/domain-dns/check`, cookie)
    expect(checked.json()).toMatchObject({ status: 'connected', proven: true })

    expect((await household()).link).toBe(`https://${domain}/?inbjudan=${code}`)
    expect(await cardLinks()).toEqual([`https://${domain}/?inbjudan=${code}`])
    expect((await owner(cookie, 'GET', `/api/sites/${scene.siteId}`)).json().host).toBe(domain)

    const own = await qr(domain)
    expect(own.statusCode, own.body).toBe(200)
    expect(readQr(own.rawPayload)).toBe(`https://${domain}/`)
    // The subdomain is still the site's own; a host that is not the site's is refused.
    expect((await qr(subdomain)).statusCode).toBe(200)
    const foreign = await qr('example.com')
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().isErrorResponse).toBe(true)
  })

  it("states a renewal's period from the domain's own expiry", async () => {
    const scene = await paymentScene(t, `fornyad-${dialect}.brollopssida.se`, 24)
    const domain = `fornyad-${dialect}.se`
    await buy(t, swish, scene.siteId, scene.owner.cookie, OTHER_REGISTRAR, { domain })
    await buy(t, swish, scene.siteId, scene.owner.cookie, 'renew_domain_name', { domain })
    const texts = (await receiptMails(t, scene.owner.mail)).map((m) => m.text_body)
    expect(texts).toEqual(
      expect.arrayContaining([expect.stringContaining('Domänen gäller 2028-03-01 – 2029-03-01.')]),
    )
  })
})
