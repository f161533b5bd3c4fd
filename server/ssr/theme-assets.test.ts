import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THEMES } from '#domain/design/themes.ts'
import { designAssets } from './design-assets.ts'
import { type ClientAssets, loadClientAssets } from './manifest.ts'
import { themeStyles } from './theme-assets.ts'

// The guest page's own build (vite.guest.config.ts) writes a manifest of its own.
const FAKE_GUEST_MANIFEST = {
  'web/site/entry-client.tsx': {
    file: 'assets/site-AbC123.js',
    src: 'web/site/entry-client.tsx',
    isEntry: true,
    css: ['assets/site-DeF456.css'],
  },
}

// The shape Vite writes for CSS entries (`theme-themeN: 'web/site/themes/themeN.css'` in vite.config.ts).
const FAKE_MANIFEST = {
  ...Object.fromEntries(
    THEMES.map((theme) => [
      `web/site/themes/${theme}.css`,
      {
        file: `assets/theme-${theme}-h${theme.slice(5)}.css`,
        src: `web/site/themes/${theme}.css`,
        isEntry: true,
      },
    ]),
  ),
  'web/site/themes/base.css': { file: 'assets/base-x.css', src: 'web/site/themes/base.css' },
}

describe('theme stylesheets', () => {
  let dir: string
  let client: ClientAssets

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'theme-assets-'))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(FAKE_MANIFEST))
    writeFileSync(join(dir, '.vite/guest-manifest.json'), JSON.stringify(FAKE_GUEST_MANIFEST))
    client = loadClientAssets(dir)
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('reads one stylesheet per theme from the Vite manifest, and nothing else as a theme', () => {
    expect(Object.keys(client.themeStyles).sort()).toEqual([...THEMES].sort())
    expect(client.themeStyles.theme9).toEqual(['/assets/theme-theme9-h9.css'])
    expect(client.publicPage.styles).toEqual(['/assets/site-DeF456.css'])
    // The guest page's script comes from its own build's manifest.
    expect(client.publicPage.scripts).toEqual(['/assets/site-AbC123.js'])
  })

  it.each(THEMES)('gives %s its own stylesheet only', (theme) => {
    const urls = themeStyles(client, theme)
    expect(urls).toEqual([`/assets/theme-${theme}-h${theme.slice(5)}.css`])
  })

  it("falls back to theme4's stylesheet for a missing or unknown theme", () => {
    expect(themeStyles(client, undefined)).toEqual(['/assets/theme-theme4-h4.css'])
    expect(themeStyles(client, 'theme6')).toEqual(['/assets/theme-theme4-h4.css'])
    expect(themeStyles(client, 'toString')).toEqual(['/assets/theme-theme4-h4.css'])
  })

  it('falls back to the default theme when the build lacks the chosen one', () => {
    const partial = { themeStyles: { theme4: ['/assets/t4.css'] } }
    expect(themeStyles(partial, 'theme11')).toEqual(['/assets/t4.css'])
  })

  it('gives no stylesheet before a build', () => {
    const empty = loadClientAssets(join(dir, 'missing'))
    expect(empty.themeStyles).toEqual({})
    expect(themeStyles(empty, 'theme5')).toEqual([])
  })
})

describe('artwork styles', () => {
  const client: ClientAssets = {
    indexHtml: undefined,
    publicPage: { scripts: [], styles: [] },
    photoPages: { upload: [], slideshow: [] },
    themeStyles: {},
    cssText: {},
  }
  const fonts = { heading: 'Arial', text: 'Arial' }
  const inline = (design: Parameters<typeof designAssets>[1]) =>
    Object.fromEntries((designAssets(client, design).inlineStyles ?? []).map((s) => [s.href, s.css]))

  it('inlines the event logo and site graphic CSS only on pages that show them', () => {
    expect(Object.keys(inline({ theme: 'theme4', fonts }))).toEqual([])
    const both = inline({
      theme: 'theme4',
      fonts,
      siteGraphic: 'movingDots',
      eventLogo: { name: 'HandDrawnHeart' },
    })
    expect(Object.keys(both)).toEqual(['event-logo', 'site-graphic'])
    expect(both['event-logo']).toMatch(/\.\w*root\w*\s*\{/)
    expect(both['site-graphic']).toMatch(/position:\s*absolute/)
  })
})
