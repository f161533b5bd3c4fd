import { describe, expect, it, vi } from 'vitest'
import { parseEnv } from '../../config.ts'
import { AppError } from '../../http/errors.ts'
import {
  googleStaticMapRenderer,
  googleStaticMapUrl,
  themeStyleParams,
} from './google-static-map-renderer.ts'
import type { MapRenderRequest } from './map-renderer.ts'

const request: MapRenderRequest = {
  location: 'Storkyrkan, Stockholm & co/1',
  zoom: 14,
  theme: 'NIGHT',
  markerColor: '#EA4335',
  width: 640,
  height: 640,
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])

function fakeFetch(response: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async () => response())
}

describe('Google Static Maps URL', () => {
  it('asks for the location, zoom, size at scale 2, the coloured marker and the key', () => {
    const url = new URL(googleStaticMapUrl(request, 'KEY123'))
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap')
    const q = url.searchParams
    expect(q.get('center')).toBe('Storkyrkan, Stockholm & co/1')
    expect(q.get('zoom')).toBe('14')
    expect(q.get('size')).toBe('640x640')
    expect(q.get('scale')).toBe('2')
    expect(q.get('markers')).toBe('color:0xea4335|Storkyrkan, Stockholm & co/1')
    expect(q.get('key')).toBe('KEY123')
    expect(
      new URL(googleStaticMapUrl({ ...request, width: 420, height: 420 }, 'k')).searchParams.get('size'),
    ).toBe('420x420')
  })

  it('styles every theme but NORMAL with the published style rules', () => {
    expect(themeStyleParams('NORMAL')).toEqual([])
    const normal = new URL(googleStaticMapUrl({ ...request, theme: 'NORMAL' }, 'k'))
    expect(normal.searchParams.getAll('style')).toEqual([])

    const night = new URL(googleStaticMapUrl(request, 'k')).searchParams.getAll('style')
    expect(night).toContain('element:geometry|color:0x242f3e')
    expect(night).toContain('feature:water|element:geometry|color:0x17263c')
    expect(themeStyleParams('SILVER')).toContain('element:geometry|color:0xf5f5f5')
    expect(themeStyleParams('RETRO')).toContain('element:geometry|color:0xebe3cd')
    expect(themeStyleParams('DARK')).toContain('element:geometry|color:0x212121')
    expect(themeStyleParams('DARK')).toContain('feature:administrative.land_parcel|visibility:off')
    for (const theme of ['SILVER', 'RETRO', 'DARK', 'NIGHT'] as const) {
      for (const style of themeStyleParams(theme))
        expect(style).toMatch(
          /^(feature:[a-z._]+\|)?(element:[a-z._]+\|)?(color:0x[0-9a-f]{6}|visibility:off)$/,
        )
    }
  })
})

describe('Google Static Maps renderer', () => {
  it('fetches the URL with a timeout and answers the image', async () => {
    const fake = fakeFetch(() => new Response(PNG, { headers: { 'content-type': 'image/png' } }))
    const renderer = googleStaticMapRenderer({ apiKey: 'KEY123', fetch: fake })
    const map = await renderer.render(request)
    expect(map).toEqual({ data: PNG, contentType: 'image/png', isDemoImage: false })
    expect(fake).toHaveBeenCalledOnce()
    const [url, init] = fake.mock.calls[0] ?? []
    expect(String(url)).toBe(googleStaticMapUrl(request, 'KEY123'))
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  const failures: [string, () => Response | Promise<Response>][] = [
    ['a refused key', () => new Response('The provided API key is invalid.', { status: 403 })],
    ['a server error', () => new Response('oops', { status: 500, headers: { 'content-type': 'image/png' } })],
    [
      'an answer that is not an image',
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['an empty image', () => new Response(new Uint8Array(), { headers: { 'content-type': 'image/png' } })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed')
      },
    ],
  ]
  it.each(failures)('turns %s into a 502 with a clear message in every language', async (_name, respond) => {
    const warn = vi.fn()
    const renderer = googleStaticMapRenderer({
      apiKey: 'SECRETKEY',
      fetch: fakeFetch(respond),
      log: { warn },
    })
    const error = await renderer.render(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(502)
    expect((error as AppError).texts.sv).toContain('karttjänsten')
    expect((error as AppError).texts.en).toContain('map service')
    expect((error as AppError).texts.da).toContain('korttjenesten')
    expect(warn).toHaveBeenCalledOnce()
    expect(JSON.stringify(warn.mock.calls)).not.toContain('SECRETKEY')
  })

  it('gives up after the timeout', async () => {
    const hanging = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const renderer = googleStaticMapRenderer({ apiKey: 'k', fetch: hanging, timeoutMs: 20 })
    await expect(renderer.render(request)).rejects.toMatchObject({ status: 502 })
  })
})

describe('GOOGLE_MAPS_API_KEY', () => {
  it('is optional, and empty counts as unset', () => {
    expect(parseEnv({}).GOOGLE_MAPS_API_KEY).toBeUndefined()
    expect(parseEnv({ GOOGLE_MAPS_API_KEY: '' }).GOOGLE_MAPS_API_KEY).toBeUndefined()
    expect(parseEnv({ GOOGLE_MAPS_API_KEY: 'AIzaSyExample123' }).GOOGLE_MAPS_API_KEY).toBe('AIzaSyExample123')
  })
})
