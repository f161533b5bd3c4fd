import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAccount, type TestAccount } from '../test/factories.ts'
import { makeGuestSite } from '../test/guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'
import { hasNul } from './nul-bytes.ts'

const NUL = '\u0000'
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every string field a route might read, each carrying a NUL byte. */
const nulBody = {
  mail: `anna${NUL}@example.se`,
  password: `hemligt${NUL}123`,
  token: `tok${NUL}en`,
  host: `x${NUL}.brollopssida.se`,
  subdomain: `x${NUL}`,
  language: `s${NUL}v`,
  formId: `rsvp${NUL}`,
  formTitle: `OSA${NUL}`,
  postKey: `key${NUL}`,
  groupIdentifier: `g${NUL}`,
  guests: [{ formElements: [{ formElement: { id: `name${NUL}` }, value: `Anna${NUL}` }] }],
  formElements: [{ formElement: { id: `who${NUL}` }, value: `Sven${NUL}` }],
  quantity: 1,
  message: `log${NUL}`,
  level: `error${NUL}`,
  product: `subdomain${NUL}`,
  method: `swish${NUL}`,
  phone: `0701234567${NUL}`,
  revision: 1,
  site: { siteModules: [], availableLanguages: [{ languageCode: `sv${NUL}` }], title: `T${NUL}` },
}

describe('a body of bytes', () => {
  it('is not walked byte by byte, NUL bytes and all', () => {
    const piece = Buffer.from('\xff\xd8\xff a photo with \u0000 bytes', 'latin1')
    const walked = new Proxy(piece, {
      ownKeys() {
        throw new Error('walked every byte')
      },
    })
    expect(hasNul(walked)).toBe(false)
    expect(hasNul({ nested: `x${NUL}` })).toBe(true)
  })
})

describe.each(testDialects())('NUL bytes on %s', (dialect) => {
  let t: TestApp
  let owner: TestAccount
  let siteId: string
  const routes: { method: string; url: string }[] = []

  beforeAll(async () => {
    t = await createTestApp(dialect, {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url })
        }
      },
    })
    owner = await makeAccount(t.app)
    siteId = await makeGuestSite(t, owner)
  })
  afterAll(async () => t?.close())

  const fill = (url: string, value: (name: string) => string) =>
    url.replace(/:(\w+)/g, (_m, name: string) => value(name)).replace(/\*$/, value('*'))

  it('answers no route with a 5xx, whether the NUL is in the path, the query or the JSON body', async () => {
    expect(routes.length).toBeGreaterThan(30)
    const failures: string[] = []
    const send = async (method: string, url: string, payload?: object) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { host: APP_HOST, cookie: owner.cookie },
        ...(payload ? { payload } : {}),
      })
      if (res.statusCode >= 500)
        failures.push(`${method} ${url} -> ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
    for (const { method, url } of routes) {
      const realId = (name: string) => (/site|^id$/i.test(name) ? siteId : 'rsvp')
      await send(
        method,
        fill(url, () => 'a%00b'),
      )
      await send(method, `${fill(url, realId)}?lang=sv%00&domainHost=x%00.se&download=%00&q=%00`)
      if (WITH_BODY.has(method)) await send(method, fill(url, realId), nulBody)
    }
    expect(failures).toEqual([])
  }, 300_000)
})
