import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import {
  ALL_FONTS,
  DEFAULT_FONTS,
  type FontFace,
  type FontFamily,
  facesFor,
  findFont,
} from '#domain/design/fonts.ts'
import type { PageAssets } from '#web/site/page-input.ts'

/**
 * Self-hosted fonts (ARCHITECTURE: fonts from @fontsource, never a font CDN). At start we read each
 * installed package's CSS once, keep the woff2 files and unicode-ranges of the subsets we serve, and
 * write our own @font-face rules pointing at /fonts/{package}/{file}. A page then gets the rules of
 * its own two families only, inlined, plus preloads of the two files it surely needs.
 */

/** Latin covers Swedish, Danish and English; latin-ext names like Łukasz or Şule. */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const
type Subset = (typeof FONT_SUBSETS)[number]

export const FONT_URL_PREFIX = '/fonts/'

export interface FontPageAssets {
  inlineCss: string
  preloads: NonNullable<PageAssets['preloads']>
}

interface FaceFile {
  subset: Subset
  file: string
  unicodeRange: string | undefined
}

interface LoadedFamily {
  font: FontFamily
  /** The package name without its scope, the first path segment after /fonts/. */
  id: string
  version: string
  faces: Map<string, FaceFile[]>
}

export interface FontCatalog {
  /** The woff2 files a package may serve, by package id (e.g. 'open-sans'). */
  readonly files: ReadonlyMap<string, { dir: string; names: ReadonlySet<string> }>
  /** Absolute path of a served file, or undefined for anything we do not serve. */
  filePath(id: string, file: string): string | undefined
  /** @font-face rules and preloads for a site's heading and text families. */
  assets(fonts: { heading: string; text: string }): FontPageAssets
  /** Every @font-face rule of one package (the editor's stylesheet per chosen font), or undefined. */
  familyCss(id: string): string | undefined
}

interface Logger {
  warn(obj: object, msg: string): void
}

let logger: Logger = { warn: (obj, msg) => console.warn(msg, obj) }
const warnedNames = new Set<string>()

/** Where unknown font names are reported (the app's logger); set when the fonts route registers. */
export function setFontLogger(log: Logger): void {
  logger = log
}

const faceKey = (f: FontFace) => `${f.weight}-${f.style}`
const require = createRequire(import.meta.url)

function packageDir(pkg: string): string {
  try {
    return dirname(require.resolve(`${pkg}/package.json`))
  } catch {
    throw new Error(`Font package ${pkg} is not installed; run npm install.`)
  }
}

/** Each @font-face block of a fontsource CSS file: its woff2 file and unicode-range. */
function parseFontsourceCss(css: string): { file: string; unicodeRange: string | undefined }[] {
  return css
    .split('@font-face')
    .slice(1)
    .flatMap((block) => {
      const file = /url\(\.\/files\/([a-z0-9-]+\.woff2)\)/.exec(block)?.[1]
      const range = /unicode-range:\s*([^;}]+)/.exec(block)?.[1]?.trim()
      return file ? [{ file, unicodeRange: range }] : []
    })
}

function loadFamily(font: FontFamily & { package: string }): LoadedFamily {
  const dir = packageDir(font.package)
  const id = font.package.replace(/^@fontsource\//, '')
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }
  const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>
  const faces = new Map<string, FaceFile[]>()
  for (const face of [...facesFor(font, 'heading'), ...facesFor(font, 'text')]) {
    const key = faceKey(face)
    if (faces.has(key)) continue
    const cssName = face.style === 'italic' ? `${face.weight}-italic.css` : `${face.weight}.css`
    const blocks = parseFontsourceCss(readFileSync(join(dir, cssName), 'utf8'))
    const files: FaceFile[] = []
    for (const subset of FONT_SUBSETS) {
      const name = `${id}-${subset}-${face.weight}-${face.style}.woff2`
      const block = blocks.find((b) => b.file === name)
      if (block) files.push({ subset, file: name, unicodeRange: block.unicodeRange ?? unicode[subset] })
    }
    if (!files.some((f) => f.subset === 'latin')) {
      throw new Error(`${font.package} has no latin file for ${cssName}`)
    }
    faces.set(key, files)
  }
  return { font, id, version, faces }
}

function faceRules(family: LoadedFamily, faces: FontFace[]): string {
  const name = family.font.family.replace(/"/g, '')
  const rule = (face: FontFace, f: FaceFile) => {
    const range = f.unicodeRange ? `;unicode-range:${f.unicodeRange}` : ''
    return `@font-face{font-family:"${name}";font-style:${face.style};font-weight:${face.weight};font-display:swap;src:url(${fileUrl(family, f.file)}) format("woff2")${range}}`
  }
  return faces.flatMap((face) => (family.faces.get(faceKey(face)) ?? []).map((f) => rule(face, f))).join('\n')
}

/** The path is stable; the query changes with the package version, so immutable caching stays right. */
function fileUrl(family: LoadedFamily, file: string): string {
  return `${FONT_URL_PREFIX}${family.id}/${file}?v=${family.version}`
}

export function createFontCatalog(): FontCatalog {
  const families = new Map<string, LoadedFamily>()
  const files = new Map<string, { dir: string; names: Set<string> }>()
  for (const font of ALL_FONTS) {
    if (!font.package) continue
    const loaded = loadFamily(font as FontFamily & { package: string })
    families.set(font.family, loaded)
    const dir = join(packageDir(font.package), 'files')
    files.set(loaded.id, { dir, names: new Set(readdirSync(dir).filter((n) => n.endsWith('.woff2'))) })
  }

  function resolve(name: string, role: 'heading' | 'text'): FontFamily {
    const font = findFont(name)
    if (font) return font
    const fallback = findFont(DEFAULT_FONTS[role]) as FontFamily
    const key = `${role}:${name}`
    if (!warnedNames.has(key) && warnedNames.size < 1000) {
      warnedNames.add(key)
      logger.warn({ font: name, role, fallback: fallback.family }, 'unknown font; the default is loaded')
    }
    return fallback
  }

  /** Rules and preloads of a resolved pair; at most every heading font times every text font. */
  function pairAssets(pair: { heading: FontFamily; text: FontFamily }): FontPageAssets {
    // Faces per family, so a family chosen for both roles gets one set of rules.
    const wanted = new Map<LoadedFamily, FontFace[]>()
    const preloads: FontPageAssets['preloads'] = []
    for (const role of ['heading', 'text'] as const) {
      const font = pair[role]
      const family = families.get(font.family)
      if (!family) continue // built in (Arial, Georgia): nothing to load
      const faces = wanted.get(family) ?? []
      for (const face of facesFor(font, role)) {
        if (!faces.some((f) => faceKey(f) === faceKey(face))) faces.push(face)
      }
      wanted.set(family, faces)
      // Only the heading font is preloaded: it sets the names at the top of the page, while body
      // text reads fine in the fallback for a moment and would only compete with the header image.
      if (role !== 'heading') continue
      const main = family.faces.get('400-normal')?.find((f) => f.subset === 'latin')
      const href = main && fileUrl(family, main.file)
      if (href && !preloads.some((p) => p.href === href))
        preloads.push({ href, as: 'font', type: 'font/woff2' })
    }
    const inlineCss = [...wanted].map(([family, faces]) => faceRules(family, faces)).join('\n')
    return { inlineCss, preloads }
  }

  const byPair = new Map<string, FontPageAssets>()
  const byId = new Map([...families.values()].map((family) => [family.id, family]))
  const sheetById = new Map<string, string>()

  return {
    files,
    filePath(id, file) {
      const entry = files.get(id)
      return entry?.names.has(file) ? join(entry.dir, file) : undefined
    },
    assets(fonts) {
      const heading = resolve(fonts.heading, 'heading')
      const text = resolve(fonts.text, 'text')
      const key = `${heading.family}|${text.family}`
      let result = byPair.get(key)
      if (!result) {
        result = pairAssets({ heading, text })
        byPair.set(key, result)
      }
      return { inlineCss: result.inlineCss, preloads: [...result.preloads] }
    },
    familyCss(id) {
      const cached = sheetById.get(id)
      if (cached !== undefined) return cached
      const family = byId.get(id)
      if (!family) return undefined
      // Every face the family was loaded with: the heading and the text faces together.
      const faces = [...facesFor(family.font, 'heading'), ...facesFor(family.font, 'text')].filter(
        (face, i, all) => all.findIndex((f) => faceKey(f) === faceKey(face)) === i,
      )
      const css = faceRules(family, faces)
      sheetById.set(id, css)
      return css
    },
  }
}

let catalog: FontCatalog | undefined

/** The catalog, built on first use (the fonts route builds it when the app starts). */
export function fontCatalog(): FontCatalog {
  catalog ??= createFontCatalog()
  return catalog
}

/** The fonts part of a public page's assets: only the site's own two families. */
export function fontAssets(fonts: { heading: string; text: string } = DEFAULT_FONTS): FontPageAssets {
  return fontCatalog().assets(fonts)
}
