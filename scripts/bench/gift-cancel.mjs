// A wrong gift-cancel password over many reservations (issue 13, item 5), on the built server with
// SQLite: how long it answers, and how long another site's request waits meanwhile. Beside it, the
// cost of the strategy it replaced: scrypt over every reservation's hash, which ran inside the
// site lock and so held every request of the process on SQLite.
import { randomBytes, scrypt } from 'node:crypto'
import { promisify } from 'node:util'
import { startServer } from './server-process.mjs'

const RESERVATIONS = 200
const scryptAsync = promisify(scrypt)
// The parameters server/services/guests/gift-password.ts hashed with when that strategy ran.
const SCRYPT = { N: 1 << 14, r: 8, p: 1 }

const giftSite = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      giftRegistry: [{ id: 'glas', title: { sv: 'Glas' }, reservable: true, quantity: 10_000 }],
    },
  ],
}

export async function publishedSite(server, cookie, host) {
  const created = await fetch(`${server.base}/api/sites/V2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ site: giftSite }),
  })
  const siteId = (await created.json()).site._id
  const out = server.admin('activate-site', '--site', siteId, '--host', host, '--months', '12')
  if (out.status !== 0) throw new Error(out.stderr)
  return siteId
}

export const send = (server, method, path, body) =>
  fetch(`${server.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

export async function benchGiftCancel(port) {
  const server = await startServer({ port })
  try {
    const reg = await send(server, 'POST', '/api/accounts/register/', {
      mail: `gifts-${Date.now()}@example.se`,
      password: 'hemligt123',
    })
    const cookie = reg.headers.get('set-cookie')?.split(';')[0] ?? ''
    const many = await publishedSite(server, cookie, 'bench-gifts.brollopssida.se')
    const other = await publishedSite(server, cookie, 'bench-other.brollopssida.se')
    const reserve = (i) =>
      send(server, 'PUT', `/api/gift-registry/${many}/gifts/glas/v2`, { quantity: 1, password: `gast-${i}` })
    for (let i = 0; i < RESERVATIONS; i += 20) {
      const done = await Promise.all(Array.from({ length: 20 }, (_, j) => reserve(i + j)))
      if (done.some((r) => !r.ok)) throw new Error(`reserving answered ${done.find((r) => !r.ok)?.status}`)
    }

    const started = performance.now()
    const wrong = send(server, 'DELETE', `/api/gift-registry/${many}/gifts/glas/v2`, {
      quantity: 1,
      password: 'inte-rätt',
    }).then((res) => ({ status: res.status, ms: performance.now() - started }))
    await new Promise((r) => setTimeout(r, 5))
    const otherStarted = performance.now()
    const elsewhere = await fetch(`${server.base}/api/sites/public/${other}`)
    const otherMs = performance.now() - otherStarted
    const cancel = await wrong
    if (cancel.status !== 403 || !elsewhere.ok)
      throw new Error(`answers ${cancel.status} and ${elsewhere.status}`)

    // The replaced strategy: every stored hash checked, one after another.
    const hashes = await Promise.all(
      Array.from({ length: RESERVATIONS }, async () => {
        const salt = randomBytes(16)
        return { salt, key: await scryptAsync('gast', salt, 32, SCRYPT) }
      }),
    )
    const oldStarted = performance.now()
    for (const h of hashes) await scryptAsync('inte-rätt', h.salt, h.key.length, SCRYPT)
    const everyHashMs = performance.now() - oldStarted

    return { reservations: RESERVATIONS, wrongCancelMs: cancel.ms, otherSiteMs: otherMs, everyHashMs }
  } finally {
    await server.stop()
  }
}
