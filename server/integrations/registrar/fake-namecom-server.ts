import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local Name.com API v4 of the calls our adapter makes, for tests: Basic authentication, the
 * availability check, registration, renewal and reading a domain of the account, with Name.com's
 * field names and error shape.
 */
export interface FakeNameCom {
  url: string
  username: string
  token: string
  /** Names registered by someone else. */
  taken: Set<string>
  /** Names priced as premium. */
  premium: Set<string>
  /** Our account's domains and their expiry dates. */
  account: Map<string, string>
  /** Every request: method and path. */
  calls: { method: string; path: string; body: unknown }[]
  close(): Promise<void>
}

const PRICE = 12.99

export async function startFakeNameCom(now: () => Date = () => new Date()): Promise<FakeNameCom> {
  const username = 'eventsite'
  const token = 'fake-token-0123456789'
  const taken = new Set<string>()
  const premium = new Set<string>()
  const account = new Map<string, string>()
  const calls: FakeNameCom['calls'] = []

  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const addYears = (from: Date, years: number) => {
    const d = new Date(from.getTime())
    d.setUTCFullYear(d.getUTCFullYear() + years)
    return d.toISOString().replace('.000Z', 'Z')
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    calls.push({ method: req.method ?? '', path, body })
    const expected = `Basic ${Buffer.from(`${username}:${token}`).toString('base64')}`
    if (req.headers.authorization !== expected) {
      return send(res, 401, { message: 'Unauthenticated', details: 'Authentication failed' })
    }
    if (req.method === 'POST' && path === '/v4/domains:checkAvailability') {
      const names = (body.domainNames as string[] | undefined) ?? []
      return send(res, 200, {
        results: names.map((domainName) => {
          const [sld, ...rest] = domainName.split('.')
          const free = !taken.has(domainName) && !account.has(domainName)
          return {
            domainName,
            sld,
            tld: rest.join('.'),
            ...(free
              ? {
                  purchasable: true,
                  purchasePrice: premium.has(domainName) ? 2500 : PRICE,
                  purchaseType: 'registration',
                  renewalPrice: PRICE,
                  ...(premium.has(domainName) ? { premium: true } : {}),
                }
              : {}),
          }
        }),
      })
    }
    if (req.method === 'POST' && path === '/v4/domains') {
      const domainName = (body.domain as { domainName?: string } | undefined)?.domainName ?? ''
      if (taken.has(domainName) || account.has(domainName)) {
        return send(res, 400, { message: 'Invalid Argument', details: 'Domain is not available' })
      }
      if (body.purchasePrice !== (premium.has(domainName) ? 2500 : PRICE)) {
        return send(res, 400, { message: 'Invalid Argument', details: 'purchasePrice does not match' })
      }
      const expireDate = addYears(now(), Number(body.years ?? 1))
      account.set(domainName, expireDate)
      return send(res, 200, {
        domain: { domainName, expireDate, locked: true },
        order: calls.length,
        totalPaid: PRICE,
      })
    }
    const renew = /^\/v4\/domains\/([^/]+):renew$/.exec(path)
    if (req.method === 'POST' && renew) {
      const domainName = renew[1] ?? ''
      const current = account.get(domainName)
      if (!current) return send(res, 404, { message: 'Not Found', details: 'Domain not found' })
      const expireDate = addYears(new Date(current), Number(body.years ?? 1))
      account.set(domainName, expireDate)
      return send(res, 200, { domain: { domainName, expireDate }, order: calls.length, totalPaid: PRICE })
    }
    const one = /^\/v4\/domains\/([^/:]+)$/.exec(path)
    if (req.method === 'GET' && one) {
      const domainName = one[1] ?? ''
      const expireDate = account.get(domainName)
      if (!expireDate) return send(res, 404, { message: 'Not Found', details: 'Domain not found' })
      return send(res, 200, { domainName, expireDate })
    }
    return send(res, 404, { message: 'Not Found' })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { message: String(err) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    username,
    token,
    taken,
    premium,
    account,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
