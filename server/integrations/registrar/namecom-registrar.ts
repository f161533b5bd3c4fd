import { type Registrar, RegistrarError } from './registrar.ts'

/**
 * Name.com API v4 (https://www.name.com/api-docs), which sells .se, .nu, .com and .eu. HTTP Basic
 * authentication with the account's user name and API token; JSON bodies. The calls used:
 * - POST /v4/domains:checkAvailability {domainNames} -> {results: [{domainName, purchasable, purchasePrice, premium}]}
 * - POST /v4/domains {domain: {domainName}, purchasePrice, years} -> {domain: {domainName, expireDate}, order, totalPaid}
 * - POST /v4/domains/{domainName}:renew {purchasePrice, years} -> {domain: {expireDate}, order, totalPaid}
 * - GET /v4/domains/{domainName} -> {domainName, expireDate} (404 when not in our account)
 * Errors answer {message, details}.
 */
export interface NameComOptions {
  /** https://api.name.com in production, https://api.dev.name.com for the test environment. */
  apiUrl: string
  username: string
  token: string
  /** Refuse premium names and anything dearer than this (USD), so a price typo never buys a gold name. */
  maxPriceUsd: number
  timeoutMs?: number
}

interface CheckResult {
  domainName: string
  purchasable?: boolean
  premium?: boolean
  purchasePrice?: number
  renewalPrice?: number
}

interface DomainAnswer {
  domain?: { domainName?: string; expireDate?: string }
  expireDate?: string
}

export function nameComRegistrar(options: NameComOptions): Registrar {
  const auth = `Basic ${Buffer.from(`${options.username}:${options.token}`).toString('base64')}`

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
  ): Promise<{ status: number; json: T }> {
    let response: Response
    try {
      response = await fetch(`${options.apiUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      })
    } catch (err) {
      throw new RegistrarError(`Name.com unreachable: ${(err as Error).message}`)
    }
    const text = await response.text()
    const json = (text ? JSON.parse(text) : {}) as T & { message?: string; details?: string }
    if (!response.ok && response.status !== 404) {
      throw new RegistrarError(
        `Name.com ${method} ${path} answered ${response.status}: ${json.message ?? ''} ${json.details ?? ''}`.trim(),
        response.status,
      )
    }
    return { status: response.status, json }
  }

  async function check(domain: string): Promise<CheckResult | undefined> {
    const { json } = await call<{ results?: CheckResult[] }>('POST', '/v4/domains:checkAvailability', {
      domainNames: [domain],
    })
    return json.results?.find((r) => r.domainName?.toLowerCase() === domain)
  }

  const purchasable = (result: CheckResult | undefined): result is CheckResult =>
    !!result?.purchasable && !result.premium && (result.purchasePrice ?? 0) <= options.maxPriceUsd

  /** Ours already (an earlier call that got through before an answer was lost): its expiry. */
  async function ownExpiry(domain: string): Promise<string | undefined> {
    const { status, json } = await call<DomainAnswer>('GET', `/v4/domains/${encodeURIComponent(domain)}`)
    return status === 200 ? (json.expireDate ?? json.domain?.expireDate) : undefined
  }

  const expiryOf = (answer: DomainAnswer, what: string): string => {
    const expireDate = answer.domain?.expireDate ?? answer.expireDate
    if (!expireDate) throw new RegistrarError(`Name.com ${what} answered without an expiry date`)
    return new Date(expireDate).toISOString()
  }

  return {
    simulated: false,
    async isAvailable(domain) {
      return purchasable(await check(domain))
    },
    async register(domain, { years }) {
      const result = await check(domain)
      if (!purchasable(result)) {
        const own = await ownExpiry(domain)
        if (own) return { expiresAt: new Date(own).toISOString() }
        throw new RegistrarError(`${domain} is not available`, 422)
      }
      const { json } = await call<DomainAnswer>('POST', '/v4/domains', {
        domain: { domainName: domain },
        purchasePrice: result.purchasePrice,
        years,
      })
      return { expiresAt: expiryOf(json, 'registration') }
    },
    async renew(domain, { years }) {
      const result = await check(domain)
      const price = result?.renewalPrice
      const { json } = await call<DomainAnswer>('POST', `/v4/domains/${encodeURIComponent(domain)}:renew`, {
        ...(price !== undefined ? { purchasePrice: price } : {}),
        years,
      })
      return { expiresAt: expiryOf(json, 'renewal') }
    },
  }
}
