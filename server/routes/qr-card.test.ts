import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '../test/prints-kit.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

function readQr(png: Buffer): string {
  const image = PNG.sync.read(png)
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)
  if (!code) throw new Error('no QR code found in the image')
  return code.data
}

// No database work: SQLite alone is enough.
describe('GET /api/qr/{url or DEMO}', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite')
  })
  afterAll(async () => t?.close())

  const qr = (path: string) => call(t, 'GET', `/api/qr/${path}`)

  it('encodes the given address in the given colours, readable by a phone camera', async () => {
    const url = 'https://lisa-och-johan.brollopssida.se/'
    const res = await qr(`${encodeURIComponent(url)}?darkColor=%234a3b2c&lightColor=f5efe6`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(readQr(res.rawPayload)).toBe(url)
    const image = PNG.sync.read(res.rawPayload)
    expect([image.data[0], image.data[1], image.data[2]]).toEqual([0xf5, 0xef, 0xe6])
  })

  it('encodes the demo site for DEMO and offers SVG for print', async () => {
    const res = await qr('DEMO')
    expect(res.statusCode).toBe(200)
    expect(readQr(res.rawPayload)).toBe('http://demo.brollopssida.localhost:3000/')
    const svg = await qr('DEMO?format=svg&darkColor=000')
    expect(svg.headers['content-type']).toContain('image/svg+xml')
    expect(svg.body).toContain('<svg')
  })

  it('refuses colours that are not hex, or do not contrast enough, with 400 and a clear message', async () => {
    const url = encodeURIComponent('https://x.brollopssida.se/')
    const notHex = await qr(`${url}?darkColor=red`)
    expect(notHex.statusCode).toBe(400)
    expect(notHex.json().fields).toHaveProperty('darkColor')
    const pale = await qr(`${url}?darkColor=%23aaaaaa&lightColor=%23ffffff`)
    expect(pale.statusCode).toBe(400)
    expect(pale.json().errorDescription.sv).toMatch(/kontrasten är 2\.\d+:1 och behöver vara minst 3:1/)
    expect(pale.json().errorDescription.en).toContain('at least 3:1')
    const inverted = await qr(`${url}?darkColor=%23ffffff&lightColor=%23000000`)
    expect(inverted.statusCode).toBe(400)
    expect(inverted.json().errorDescription.sv).toContain('mörkare än sin bakgrund')
  })

  it('refuses something that is not an address', async () => {
    expect((await qr('javascript%3Aalert(1)')).statusCode).toBe(400)
    expect((await qr('ftp%3A%2F%2Fexample.se')).statusCode).toBe(400)
    // Past Fastify's parameter length the route is not matched at all: still a 4xx, never a 500.
    const long = await qr(encodeURIComponent(`https://${'a'.repeat(500)}.se/`))
    expect(long.statusCode).toBeGreaterThanOrEqual(400)
    expect(long.statusCode).toBeLessThan(500)
  })
})
