import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { EARLY_TAP_SCRIPT } from '#domain/site/early-tap-script.ts'
import { loadConfig } from '../config.ts'
import { SELLER_ENV } from '../test/seller-env.ts'
import { addSecurityHeaders, ownerAppCsp, publicPageCsp } from './security-headers.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-headers-'))
const configWith = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), ...env })

function directive(csp: string | undefined, name: string): string[] | undefined {
  const found = (csp ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
  return found?.slice(1)
}

/** A tiny app with the headers hook and the kinds of answers the real one gives. */
async function appWith(env: Record<string, string> = {}) {
  const app = Fastify({ logger: false, trustProxy: false })
  addSecurityHeaders(app, configWith(env))
  app.get('/page', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send('<html><head><style>b{color:red}</style></head></html>'),
  )
  app.get('/api/data', async () => ({ ok: true }))
  await app.ready()
  return app
}

const OWNER_HOST = 'brollopssida.localhost:3000'
const GUEST_HOST = 'anna.brollopssida.localhost:3000'

describe('security headers per surface', () => {
  it('sends nosniff and the referrer policy on every answer, HTML or not', async () => {
    const app = await appWith()
    for (const url of ['/page', '/api/data']) {
      const res = await app.inject({ url, headers: { host: OWNER_HOST } })
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    }
    expect(
      (await app.inject({ url: '/api/data', headers: { host: OWNER_HOST } })).headers,
    ).not.toHaveProperty('content-security-policy')
  })

  it('sends HSTS in production only', async () => {
    const dev = await appWith()
    expect((await dev.inject({ url: '/page', headers: { host: OWNER_HOST } })).headers).not.toHaveProperty(
      'strict-transport-security',
    )
    const prod = await appWith({ NODE_ENV: 'production', ...SELLER_ENV })
    const res = await prod.inject({ url: '/page', headers: { host: 'brollopssida.se' } })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('gives the owner app its policy: never framed, editor images, no analytics unless configured', async () => {
    const app = await appWith()
    const csp = (await app.inject({ url: '/page', headers: { host: OWNER_HOST } })).headers[
      'content-security-policy'
    ] as string
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(csp, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']))
    expect(directive(csp, 'script-src')).toEqual(["'self'"])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(directive(csp, 'frame-src')).toEqual(['https://www.youtube-nocookie.com'])
  })

  it('lets the owner app reach exactly the configured analytics and error-reporting origins', async () => {
    const app = await appWith({
      ANALYTICS_URL: 'https://plausible.example.se/',
      ERROR_REPORTING_DSN: 'https://abc123@glitchtip.example.se/4',
    })
    const csp = (await app.inject({ url: '/page', headers: { host: OWNER_HOST } })).headers[
      'content-security-policy'
    ] as string
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://plausible.example.se'])
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://plausible.example.se',
      'https://glitchtip.example.se',
    ])
  })

  it('gives a guest page its own policy: hashed inline styles, no analytics even when configured', async () => {
    const app = await appWith({
      ANALYTICS_URL: 'https://plausible.example.se',
      ERROR_REPORTING_DSN: 'https://abc123@glitchtip.example.se/4',
    })
    const csp = (await app.inject({ url: '/page', headers: { host: GUEST_HOST } })).headers[
      'content-security-policy'
    ] as string
    const hash = createHash('sha256').update('b{color:red}').digest('base64')
    expect(directive(csp, 'style-src-elem')).toEqual(["'self'", `'sha256-${hash}'`])
    const earlyTap = createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')
    expect(directive(csp, 'script-src')).toEqual(["'self'", `'sha256-${earlyTap}'`])
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    expect(csp).not.toContain('plausible')
    expect(csp).not.toContain('glitchtip')
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"])
    // The guests' videos from the site itself, and the preview of a video a guest just picked.
    expect(directive(csp, 'media-src')).toEqual(["'self'", 'blob:'])
  })
})

describe('policies', () => {
  it('never allows inline or eval scripts on either surface', () => {
    for (const csp of [publicPageCsp('<style>a{}</style>', {}), ownerAppCsp({ analytics: 'https://a.se' })]) {
      expect(directive(csp, 'script-src')?.join(' ')).not.toMatch(/unsafe/)
      expect(directive(csp, 'object-src')).toEqual(["'none'"])
    }
  })

  it('allows images from the media origin when uploads are served from a bucket', () => {
    const csp = publicPageCsp('', { media: 'https://cdn.example.se' })
    expect(directive(csp, 'img-src')).toContain('https://cdn.example.se')
  })
})
