import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ALL_FONTS, DEFAULT_FONTS, HEADING_FONT_NAMES, TEXT_FONT_NAMES } from '#domain/design/fonts.ts'
import { makeAccount, makeSite } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'
import { fontAssets, fontCatalog, setFontLogger } from './font-assets.ts'

const families = (css: string) => new Set([...css.matchAll(/font-family:"([^"]+)"/g)].map((m) => m[1]))
const rules = (css: string) => css.match(/@font-face\{[^}]*\}/g) ?? []

describe('fontAssets', () => {
  it("gives a site exactly its two families' rules, with swap, unicode-range and self-hosted files", () => {
    const { inlineCss, preloads } = fontAssets({ heading: 'Lora', text: 'Lato' })
    expect(families(inlineCss)).toEqual(new Set(['Lora', 'Lato']))
    const all = rules(inlineCss)
    // Heading: 400 and 700; text: 400, 700 and both italics; latin and latin-ext each.
    expect(all.filter((r) => r.includes('"Lora"'))).toHaveLength(4)
    expect(all.filter((r) => r.includes('"Lato"'))).toHaveLength(8)
    expect(all.filter((r) => r.includes('"Lora"') && r.includes('font-style:italic'))).toHaveLength(0)
    expect(all.filter((r) => r.includes('"Lato"') && r.includes('font-style:italic'))).toHaveLength(4)
    for (const rule of all) {
      expect(rule).toContain('font-display:swap')
      expect(rule).toMatch(/unicode-range:U\+0000-00FF|unicode-range:U\+0100-/)
      expect(rule).toMatch(
        /src:url\(\/fonts\/(lora|lato)\/[a-z0-9-]+-latin(-ext)?-[47]00-(normal|italic)\.woff2\?v=[\d.]+\) format\("woff2"\)/,
      )
    }
    expect(inlineCss).not.toMatch(/cyrillic|greek|vietnamese|\.woff\)|https?:/)
    // Only the heading font is preloaded; the text font loads from its @font-face rule.
    expect(preloads).toEqual([
      {
        href: expect.stringMatching(/^\/fonts\/lora\/lora-latin-400-normal\.woff2\?v=/),
        as: 'font',
        type: 'font/woff2',
      },
    ])
  })

  it('loads nothing for Arial and Georgia', () => {
    expect(fontAssets({ heading: 'Georgia', text: 'Arial' })).toEqual({ inlineCss: '', preloads: [] })
    const half = fontAssets({ heading: 'Playfair Display', text: 'Arial' })
    expect(families(half.inlineCss)).toEqual(new Set(['Playfair Display']))
    expect(half.preloads).toHaveLength(1)
  })

  it('loads the default pair when a page has no site design', () => {
    expect(families(fontAssets().inlineCss)).toEqual(new Set([DEFAULT_FONTS.heading, DEFAULT_FONTS.text]))
  })

  it('loads one family once when both roles use it, with the faces of both roles', () => {
    const { inlineCss, preloads } = fontAssets({ heading: 'Open Sans', text: 'Open Sans' })
    expect(families(inlineCss)).toEqual(new Set(['Open Sans']))
    expect(rules(inlineCss)).toHaveLength(8)
    expect(preloads).toHaveLength(1)
  })

  it('uses only the weights a family has', () => {
    const { inlineCss } = fontAssets({ heading: 'Pompiere', text: 'Arial' })
    expect(rules(inlineCss)).toHaveLength(1) // Pompiere: 400 only, latin only
    expect(inlineCss).toContain('font-weight:400')
  })

  it('falls back to the default for an unknown family and says so once', () => {
    const warn = vi.fn()
    setFontLogger({ warn })
    const first = fontAssets({ heading: 'Comic Sans', text: 'Wingdings' })
    fontAssets({ heading: 'Comic Sans', text: 'Wingdings' })
    expect(families(first.inlineCss)).toEqual(new Set(['Playfair Display', 'Open Sans']))
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ font: 'Comic Sans', role: 'heading' }),
      expect.any(String),
    )
  })

  it('matches names regardless of case', () => {
    expect(families(fontAssets({ heading: 'great vibes', text: 'open sans' }).inlineCss)).toEqual(
      new Set(['Great Vibes', 'Open Sans']),
    )
  })

  it('points every rule of every font at a file the route serves', () => {
    const catalog = fontCatalog()
    for (const heading of HEADING_FONT_NAMES) {
      for (const text of [TEXT_FONT_NAMES[0] as string]) {
        const { inlineCss, preloads } = catalog.assets({ heading, text })
        const urls = [...inlineCss.matchAll(/url\(\/fonts\/([^/]+)\/([^?)]+)\?v=/g)]
        expect(urls.length).toBeGreaterThan(0)
        for (const [, id, file] of urls)
          expect(catalog.filePath(id as string, file as string), file).toBeDefined()
        expect(preloads.every((p) => inlineCss.includes(`url(${p.href})`))).toBe(true)
      }
    }
    for (const text of TEXT_FONT_NAMES) {
      const { inlineCss } = catalog.assets({ heading: 'Arial', text })
      const font = ALL_FONTS.find((f) => f.family === text)
      expect(families(inlineCss).size).toBe(font?.package ? 1 : 0)
    }
  })
})

describe('fonts route and public page', () => {
  let t: TestApp
  const host = 'fontsite.brollopssida.localhost:3000'

  beforeAll(async () => {
    t = await createTestApp('sqlite')
  })
  afterAll(async () => t?.close())

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host } })

  it('serves a real woff2 file, cached for good', async () => {
    const [preload] = fontAssets({ heading: 'Playfair Display', text: 'Open Sans' }).preloads
    const res = await get(preload?.href as string)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('font/woff2')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
  })

  it("serves one font's stylesheet for the editor, with every face the family has", async () => {
    const res = await get('/fonts/lato.css')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(families(res.body)).toEqual(new Set(['Lato']))
    expect(rules(res.body)).toHaveLength(8)
    for (const url of [
      '/fonts/react.css',
      '/fonts/lato.css.map',
      '/fonts/..%2Flato.css',
      '/fonts/Lato.css',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
  })

  it('refuses path traversal, unknown packages and anything but woff2', async () => {
    for (const url of [
      '/fonts/../package.json',
      '/fonts/lora/../../package.json',
      '/fonts/lora/..%2F..%2F..%2Fpackage.json',
      '/fonts/lora/%2e%2e%2fpackage.json',
      '/fonts/..%2F..%2Fpackage.json/x.woff2',
      '/fonts/lora/..%2Fpackage.json',
      '/fonts/not-a-font/not-a-font-latin-400-normal.woff2',
      '/fonts/react/index.woff2',
      '/fonts/lora/lora-latin-400-normal.woff',
      '/fonts/lora/lora-latin-999-normal.woff2',
      '/fonts/lora/package.json',
      '/fonts/lora/LICENSE',
      '/fonts/lora',
      '/fonts/',
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.rawPayload.subarray(0, 4).toString('latin1'), url).not.toBe('wOF2')
      expect(res.body, url).not.toContain('"name"')
    }
  })

  it("inlines the site's two families and preloads their main files on the public page", async () => {
    const owner = await makeAccount(t.app)
    const site = await makeSite(t.app, owner, { fonts: { heading: 'Great Vibes', text: 'Karla' } })
    await t.services.sites.activate(site._id, host.replace(':3000', ''), 12)
    const res = await get('/sv')
    expect(res.statusCode).toBe(200)
    const css = /<style>([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? ''
    expect(families(css)).toEqual(new Set(['Great Vibes', 'Karla']))
    expect(res.body).toMatch(
      /<link rel="preload" href="\/fonts\/great-vibes\/great-vibes-latin-400-normal\.woff2\?v=[\d.]+" as="font" type="font\/woff2" crossorigin>/,
    )
    expect(res.body).toContain('url(/fonts/karla/karla-latin-400-normal.woff2?v=')
    expect(res.body).not.toContain('<link rel="preload" href="/fonts/karla/')
  })
})
