import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAP_THEMES } from '#domain/modules/location.ts'
import { imageShape } from '../../test/images.ts'
import type { MapRenderRequest } from './map-renderer.ts'
import {
  escapeSvgText,
  locationSeed,
  offlineMapRenderer,
  offlineMapSvg,
  zoomScale,
} from './offline-map-renderer.ts'

const base: MapRenderRequest = {
  location: 'Storkyrkan, Stockholm',
  zoom: 12,
  theme: 'NORMAL',
  markerColor: '#ea4335',
  width: 420,
  height: 420,
}

/** The mean colour of a picture, to tell light maps from dark ones. */
async function meanBrightness(png: Buffer): Promise<number> {
  const { channels } = await sharp(png).stats()
  return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3
}

describe('offline map renderer', () => {
  const renderer = offlineMapRenderer()

  it('draws a PNG of the asked size, flagged as a demo image', async () => {
    const map = await renderer.render({ ...base, width: 640, height: 640 })
    expect(map.contentType).toBe('image/png')
    expect(map.isDemoImage).toBe(true)
    expect(await imageShape(map.data)).toEqual({ format: 'png', width: 640, height: 640 })
  })

  it('gives the same picture every time for a location, and the same streets however it is spaced or cased', async () => {
    const first = await renderer.render(base)
    expect((await renderer.render(base)).data.equals(first.data)).toBe(true)
    expect(locationSeed('  storkyrkan,   STOCKHOLM ')).toBe(locationSeed(base.location))
    // The label shows the text as typed; the map itself is the group that ends before the marker.
    const streets = (svg: string) => svg.slice(0, svg.indexOf('</g>'))
    expect(streets(offlineMapSvg({ ...base, location: '  storkyrkan,   STOCKHOLM ' }))).toBe(
      streets(offlineMapSvg(base)),
    )
  })

  it('gives another picture for another location', () => {
    expect(offlineMapSvg({ ...base, location: 'Göteborgs domkyrka' })).not.toBe(offlineMapSvg(base))
  })

  it('colours each theme differently: light for NORMAL, SILVER and RETRO, dark for DARK and NIGHT', async () => {
    const pictures = await Promise.all(MAP_THEMES.map((theme) => renderer.render({ ...base, theme })))
    const unique = new Set(pictures.map((p) => p.data.toString('base64')))
    expect(unique.size).toBe(MAP_THEMES.length)
    const brightness = Object.fromEntries(
      await Promise.all(
        MAP_THEMES.map(async (theme, i) => [theme, await meanBrightness(pictures[i]?.data as Buffer)]),
      ),
    )
    for (const light of ['NORMAL', 'SILVER', 'RETRO']) expect(brightness[light], light).toBeGreaterThan(170)
    for (const dark of ['DARK', 'NIGHT']) expect(brightness[dark], dark).toBeLessThan(90)
  })

  it('draws the marker in the marker colour at the centre', async () => {
    const map = await renderer.render({ ...base, markerColor: '#00ff00' })
    // The pin's head is above its tip, which sits at the centre.
    const { data } = await sharp(map.data)
      .extract({ left: 210 - 8, top: Math.round(210 - 420 * 0.11 * 0.66) + 6, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeLessThan(40)
    expect(data[1]).toBeGreaterThan(200)
    expect(data[2]).toBeLessThan(40)
  })

  it('scales the shapes with the zoom', () => {
    expect(zoomScale(12)).toBe(1)
    expect(zoomScale(18)).toBeGreaterThan(zoomScale(12))
    expect(zoomScale(6)).toBeLessThan(zoomScale(12))
    const scaleOf = (zoom: number) => Number(/scale\(([\d.]+)\)/.exec(offlineMapSvg({ ...base, zoom }))?.[1])
    expect(scaleOf(6)).toBeLessThan(scaleOf(12))
    expect(scaleOf(12)).toBeLessThan(scaleOf(18))
    expect(offlineMapSvg({ ...base, zoom: 6 })).not.toBe(offlineMapSvg({ ...base, zoom: 18 }))
  })

  it('escapes the location in the label and drops what XML cannot hold', async () => {
    const location = 'Bar & Grill <script>"x"</script>\u0001 \'y\''
    const svg = offlineMapSvg({ ...base, location })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('Bar &amp; Grill &lt;script&gt;&quot;x&quot;')
    expect(svg).not.toContain('\u0001')
    expect(escapeSvgText('a\ud800b')).toBe('ab')
    const map = await renderer.render({ ...base, location })
    expect((await sharp(map.data).metadata()).width).toBe(420)
  })

  it('shortens a long location in the label', () => {
    const svg = offlineMapSvg({ ...base, location: 'x'.repeat(300) })
    const label = /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1] ?? ''
    expect([...label].length).toBeLessThanOrEqual(38)
    expect(label.endsWith('…')).toBe(true)
  })
})
