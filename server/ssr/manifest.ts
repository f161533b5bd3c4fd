import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

export interface ClientAssets {
  /** The owner app's index.html, or undefined before a build. */
  indexHtml: string | undefined
  /** Script and style URLs of the public page's client entry. */
  publicPage: { scripts: string[]; styles: string[] }
  /** The script of each guests' photo page (issue 34): its own entry, never in the site page's first load. */
  photoPages: { upload: string[]; slideshow: string[] }
  /** Stylesheet URLs of each theme (web/site/themes/<theme>.css), by theme name. A page loads only its own. */
  themeStyles: Record<string, string[]>
  /** The text of every public page stylesheet above, by URL, read once at start for inlining. */
  cssText: Record<string, string>
}

const PUBLIC_ENTRY = 'web/site/entry-client.tsx'
const PHOTO_ENTRIES = { upload: 'web/photos/upload-entry.ts', slideshow: 'web/photos/slideshow-entry.ts' }
const THEME_ENTRY = /^web\/site\/themes\/(theme\d+)\.css$/

/** The built stylesheet of each theme entry in the manifest, by theme name. */
export function themeStylesOf(manifest: Record<string, ManifestChunk>): Record<string, string[]> {
  const themes: Record<string, string[]> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    const theme = THEME_ENTRY.exec(key)?.[1]
    if (!theme) continue
    const files = [...(chunk.file.endsWith('.css') ? [chunk.file] : []), ...(chunk.css ?? [])]
    themes[theme] = [...new Set(files)].map((file) => `/${file}`)
  }
  return themes
}

/**
 * Reads the Vite builds once at start; without a build the pages still render, without client code.
 * The guest page's entry has a build and a manifest of its own (vite.guest.config.ts).
 */
export function loadClientAssets(clientDir: string): ClientAssets {
  const manifestFile = join(clientDir, '.vite/manifest.json')
  const guestManifestFile = join(clientDir, '.vite/guest-manifest.json')
  const indexFile = join(clientDir, 'index.html')
  if (!existsSync(manifestFile)) {
    return {
      indexHtml: undefined,
      publicPage: { scripts: [], styles: [] },
      photoPages: { upload: [], slideshow: [] },
      themeStyles: {},
      cssText: {},
    }
  }
  const manifest = readManifest(manifestFile)
  const guestManifest = existsSync(guestManifestFile) ? readManifest(guestManifestFile) : {}
  const styles = new Set<string>()
  const collect = (key: string, seen: Set<string>) => {
    const chunk = guestManifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    for (const css of chunk.css ?? []) styles.add(`/${css}`)
    for (const imp of chunk.imports ?? []) collect(imp, seen)
  }
  collect(PUBLIC_ENTRY, new Set())
  const entry = guestManifest[PUBLIC_ENTRY]
  const themeStyles = themeStylesOf(manifest)
  const cssText: Record<string, string> = {}
  for (const url of [...styles, ...Object.values(themeStyles).flat()]) {
    const file = join(clientDir, url)
    if (existsSync(file)) cssText[url] = readFileSync(file, 'utf8')
  }
  return {
    indexHtml: existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined,
    publicPage: { scripts: entry ? [`/${entry.file}`] : [], styles: [...styles] },
    photoPages: {
      upload: scriptOf(manifest, PHOTO_ENTRIES.upload),
      slideshow: scriptOf(manifest, PHOTO_ENTRIES.slideshow),
    },
    themeStyles,
    cssText,
  }
}

function readManifest(file: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>
}

function scriptOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const chunk = manifest[key]
  return chunk ? [`/${chunk.file}`] : []
}
