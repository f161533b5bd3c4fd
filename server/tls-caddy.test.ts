import { existsSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { join } from 'node:path'
import type { PeerCertificate, TLSSocket } from 'node:tls'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buy } from './routes/hosts-kit.ts'
import { CADDY, hasCaddy, startCaddy, type TestCaddy } from './test/caddy.ts'
import { makeAccount, makeSite } from './test/factories.ts'
import { type ControlledSwish, call, controlledSwish } from './test/payments-kit.ts'
import { createTestApp, type TestApp } from './test/test-app.ts'

if (!hasCaddy) {
  if (process.env.CI) throw new Error(`${CADDY} is missing: .ci/run installs Debian's caddy package`)
  console.warn(
    `\n!!! SKIPPED the Caddy on-demand TLS test: ${CADDY} is missing (apt-get install -y caddy) !!!\n`,
  )
}

interface HttpsAnswer {
  status: number
  body: string
  certificate: PeerCertificate
}

/** A request as a browser makes it to `servername` (SNI and Host), sent to Caddy's port. */
function httpsGet(port: number, servername: string, path: string, ca?: Buffer): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        servername,
        headers: { host: servername, accept: 'text/html' },
        ...(ca ? { ca, rejectUnauthorized: true } : { rejectUnauthorized: false }),
        agent: false,
      },
      (res) => {
        const certificate = (res.socket as TLSSocket).getPeerCertificate()
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, certificate }))
      },
    )
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.end()
  })
}

describe.skipIf(!hasCaddy)('HTTPS for customer hosts by Caddy on-demand TLS (deploy/Caddyfile)', () => {
  let t: TestApp
  let swish: ControlledSwish
  let caddy: TestCaddy | undefined
  let home: string
  let httpsPort: number
  let httpPort: number
  const domain = 'tls-brudpar.se'

  beforeAll(async () => {
    swish = controlledSwish()
    t = await createTestApp('sqlite', { swish })
    const owner = await makeAccount(t.app)
    const siteId = (await makeSite(t.app, owner))._id
    await buy(t, swish, siteId, owner.cookie, 'domain_name', { domain })
    const registered = await call(
      t,
      'POST',
      `/api/sites/${siteId}/host/domain-registration/register/${domain}`,
      owner.cookie,
    )
    if (registered.statusCode !== 200) throw new Error(registered.body)
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const appPort = (t.app.server.address() as { port: number }).port

    caddy = await startCaddy({ upstreams: [appPort], askPort: appPort })
    ;({ home, httpsPort, httpPort } = caddy)
  }, 30_000)

  afterAll(async () => {
    await caddy?.stop()
    await t?.close()
  })

  it('gives a connected custom domain a certificate from Caddy’s CA and serves its page', async () => {
    const first = await httpsGet(httpsPort, domain, '/')
    expect(first.certificate.subjectaltname, caddy?.log()).toContain(`DNS:${domain}`)
    expect(first.certificate.issuer.CN).toMatch(/Caddy Local Authority/)
    expect(first.status).toBe(200)
    expect(first.body).toContain('Lisa &amp; Johan')
    // And it verifies against Caddy's root, as a browser that trusts the CA would.
    const root = readFileSync(join(home, 'data/caddy/pki/authorities/local/root.crt'))
    const verified = await httpsGet(httpsPort, `www.${domain}`, '/', root)
    expect(verified.status).toBe(200)
    expect(verified.certificate.subjectaltname).toContain(`DNS:www.${domain}`)
  }, 20_000)

  it('gives an unknown domain no certificate: the handshake fails', async () => {
    await expect(httpsGet(httpsPort, 'okand-doman.se', '/')).rejects.toThrow()
    // Caddy asked the product, was told no, and issued nothing for it.
    const certificates = join(home, 'data/caddy/certificates/local')
    expect(existsSync(join(certificates, domain))).toBe(true)
    expect(existsSync(join(certificates, 'okand-doman.se'))).toBe(false)
  }, 20_000)

  it('keeps the internal calls away from visitors coming through Caddy', async () => {
    const answer = await httpsGet(httpsPort, domain, `/internal/tls-ask?domain=${domain}`)
    expect(answer.status).toBe(404)
  })

  it('sends plain HTTP to HTTPS, keeping path and query', async () => {
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/sv?a=1', headers: { host: domain }, agent: false },
        (res) => {
          res.resume()
          resolve({ status: res.statusCode ?? 0, location: res.headers.location })
        },
      )
      req.on('error', reject)
      req.end()
    })
    expect(answer.status).toBe(301)
    expect(answer.location).toBe(`https://${domain}/sv?a=1`)
  })
})
