import type { CSSProperties } from 'react'
import { findFont } from '#domain/design/fonts.ts'
import { type ColorScheme, DEFAULT_COLOR_SCHEME, hslaCss } from '#domain/design/hsla-css.ts'
import type { PublicPageInput } from './page-input.ts'

export interface SiteDesign {
  colorScheme?: ColorScheme
  fonts?: { heading: string; text: string }
}

const DEFAULT_FONTS = { heading: 'Playfair Display', text: 'Open Sans' }

// Unknown names (legacy data) keep a guess: a serif for headings unless the name says sans, which
// reads better on a party page than a system sans; a system sans for text.
const SERIF_FALLBACK = 'Georgia, serif'
const SANS_FALLBACK = 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif'

/**
 * A font name from the site document as a safe CSS font-family list: the family, then the generic
 * families its entry in the font lists names. The name is owner input, so anything but letters,
 * digits, spaces and hyphens is dropped before it reaches a style attribute.
 */
export function fontStack(name: string, role: 'heading' | 'text'): string {
  const clean = name.replace(/[^\p{L}\p{N} -]/gu, '').trim()
  const known = clean ? findFont(clean) : undefined
  const guessSerif = role === 'heading' && !/sans|arial|helvetica|verdana/.test(clean.toLowerCase())
  const generic = known?.fallback ?? (guessSerif ? SERIF_FALLBACK : SANS_FALLBACK)
  return clean ? `"${known?.family ?? clean}", ${generic}` : generic
}

/** The site's colours and fonts as the custom properties every public-page style reads. */
export function themeStyle(design: SiteDesign): CSSProperties {
  const c = design.colorScheme ?? DEFAULT_COLOR_SCHEME
  const f = design.fonts ?? DEFAULT_FONTS
  const vars: Record<`--${string}`, string> = {
    '--color-primary': hslaCss(c.primary),
    '--color-background': hslaCss(c.background),
    '--color-surface': hslaCss(c.surface),
    '--color-on-primary': hslaCss(c.onPrimary),
    '--color-on-background': hslaCss(c.onBackground),
    '--color-on-surface': hslaCss(c.onSurface),
    '--font-heading': fontStack(f.heading, 'heading'),
    '--font-text': fontStack(f.text, 'text'),
  }
  return vars as CSSProperties
}

/** The design a page is shown in: the site's own, or the standard one for pages without a site. */
export function designOf(input: PublicPageInput): SiteDesign {
  if (input.kind === 'site' || input.kind === 'gate') {
    return { colorScheme: input.site.colorScheme, fonts: input.site.fonts }
  }
  return {}
}

/** The page background as a CSS colour, for the document body behind the React root. */
export function backgroundColor(design: SiteDesign): string {
  return hslaCss((design.colorScheme ?? DEFAULT_COLOR_SCHEME).background)
}
