import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import {
  ALL_FONTS,
  DEFAULT_FONTS,
  facesFor,
  findFont,
  HEADING_FONT_NAMES,
  HEADING_FONTS,
  isHeadingFont,
  isTextFont,
  TEXT_FONT_NAMES,
  TEXT_FONTS,
} from './fonts.ts'

const require = createRequire(import.meta.url)
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>
}

describe('font lists', () => {
  it('has 23 heading and 12 text fonts with the names the spec gives', () => {
    expect(HEADING_FONTS).toHaveLength(23)
    expect(TEXT_FONTS).toHaveLength(12)
    expect(new Set(HEADING_FONT_NAMES).size).toBe(23)
    expect(new Set(TEXT_FONT_NAMES).size).toBe(12)
    expect(HEADING_FONT_NAMES).toEqual(expect.arrayContaining(['Playfair Display', 'Pompiere']))
    expect(TEXT_FONT_NAMES).toEqual(expect.arrayContaining(['Open Sans', 'Arial', 'Georgia']))
    expect(isHeadingFont(DEFAULT_FONTS.heading)).toBe(true)
    expect(isTextFont(DEFAULT_FONTS.text)).toBe(true)
  })

  it('loads nothing for Arial and Georgia, and everything else from @fontsource', () => {
    expect(findFont('Arial')?.package).toBeNull()
    expect(findFont('georgia')?.package).toBeNull()
    for (const font of ALL_FONTS.filter((f) => !['Arial', 'Georgia'].includes(f.family))) {
      expect(font.package, font.family).toMatch(/^@fontsource\/[a-z0-9-]+$/)
    }
  })

  it('finds a font by name regardless of case, and nothing for other names', () => {
    expect(findFont(' playfair display ')?.family).toBe('Playfair Display')
    expect(findFont('Comic Sans')).toBeUndefined()
  })

  it('gives every font a generic fallback', () => {
    for (const font of ALL_FONTS) expect(font.fallback, font.family).toMatch(/(serif|sans-serif|cursive)$/)
  })

  it.each(ALL_FONTS.filter((f) => f.package).map((f) => [f.family, f] as const))(
    '%s is a dependency and its weights and italic match the package',
    (_, font) => {
      const name = font.package as string
      expect(pkg.dependencies[name], `${name} in package.json`).toBeDefined()
      const meta = JSON.parse(readFileSync(require.resolve(`${name}/metadata.json`), 'utf8')) as {
        family: string
        weights: number[]
        styles: string[]
        subsets: string[]
      }
      expect(meta.family).toBe(font.family)
      expect(font.weights).toEqual([400, 700].filter((w) => meta.weights.includes(w)))
      expect(font.italic).toBe(meta.styles.includes('italic'))
      expect(meta.subsets).toContain('latin')
    },
  )

  it('loads heading 400 and 700, text 400, 700 and their italics, where they exist', () => {
    const lora = findFont('Lora')
    const openSans = findFont('Open Sans')
    const pompiere = findFont('Pompiere')
    if (!lora || !openSans || !pompiere) throw new Error('missing font')
    expect(facesFor(lora, 'heading')).toEqual([
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
    ])
    expect(facesFor(openSans, 'text')).toEqual([
      { weight: 400, style: 'normal' },
      { weight: 700, style: 'normal' },
      { weight: 400, style: 'italic' },
      { weight: 700, style: 'italic' },
    ])
    expect(facesFor(pompiere, 'text')).toEqual([{ weight: 400, style: 'normal' }])
  })
})
