// The fixed font lists (spec 001 section 3, Fonts; spec 000 section 9): 23 heading fonts and 12
// text fonts, self-hosted from @fontsource packages. Kept free of zod: the public page imports it.

export type FontCategory = 'serif' | 'sans-serif' | 'display' | 'handwriting'

/** The weights the spec loads: headings 400 and 700; text 400, 700 and both in italic. */
export type FontWeight = 400 | 700

export interface FontFamily {
  /** The CSS family name, also the name stored in a site's `fonts`. */
  family: string
  category: FontCategory
  /** Generic families after the font in a CSS font-family list. */
  fallback: string
  /** The @fontsource package with the files, or null for a font every system has (Arial, Georgia). */
  package: string | null
  /** Which of the spec's weights the family has (a family without 700 is shown at 400 only). */
  weights: readonly FontWeight[]
  /** Whether the family has an italic style (text fonts load 400 and 700 italic when it does). */
  italic: boolean
}

const SERIF = 'Georgia, serif'
const SANS = 'system-ui, -apple-system, "Segoe UI", Arial, sans-serif'
const SCRIPT = '"Segoe Script", "Apple Chancery", cursive'

function font(
  family: string,
  category: FontCategory,
  weights: readonly FontWeight[],
  italic: boolean,
  fallback = category === 'sans-serif' ? SANS : category === 'handwriting' ? SCRIPT : SERIF,
): FontFamily {
  const pkg = `@fontsource/${family.toLowerCase().replace(/ /g, '-')}`
  return { family, category, fallback, package: pkg, weights, italic }
}

const BOTH: readonly FontWeight[] = [400, 700]
/** Families published with a single weight: no 700 exists, so bold is the browser's synthesis. */
const ONLY_400: readonly FontWeight[] = [400]

/** Heading fonts, in the order the design drawer lists them. */
export const HEADING_FONTS: readonly FontFamily[] = [
  font('Playfair Display', 'serif', BOTH, true),
  font('Pompiere', 'display', ONLY_400, false, SANS),
  font('Cormorant Garamond', 'serif', BOTH, true),
  font('Great Vibes', 'handwriting', ONLY_400, false),
  font('Parisienne', 'handwriting', ONLY_400, false),
  font('Dancing Script', 'handwriting', BOTH, false),
  font('Cinzel', 'serif', BOTH, false),
  font('Lora', 'serif', BOTH, true),
  font('Libre Baskerville', 'serif', BOTH, true),
  font('Josefin Sans', 'sans-serif', BOTH, true),
  font('Montserrat', 'sans-serif', BOTH, true),
  font('Raleway', 'sans-serif', BOTH, true),
  font('Amatic SC', 'handwriting', BOTH, false, SANS),
  font('Sacramento', 'handwriting', ONLY_400, false),
  font('Alex Brush', 'handwriting', ONLY_400, false),
  font('Italiana', 'serif', ONLY_400, false),
  font('Marcellus', 'serif', ONLY_400, false),
  font('Abril Fatface', 'display', ONLY_400, false),
  font('Poiret One', 'display', ONLY_400, false, SANS),
  font('Tangerine', 'handwriting', BOTH, false),
  font('Allura', 'handwriting', ONLY_400, false),
  font('Bodoni Moda', 'serif', BOTH, true),
  font('DM Serif Display', 'serif', ONLY_400, true),
]

/** Text fonts; Arial and Georgia are built into every system and load nothing. */
export const TEXT_FONTS: readonly FontFamily[] = [
  font('Open Sans', 'sans-serif', BOTH, true),
  font('Lato', 'sans-serif', BOTH, true),
  font('Roboto', 'sans-serif', BOTH, true),
  font('Source Sans 3', 'sans-serif', BOTH, true),
  font('Nunito Sans', 'sans-serif', BOTH, true),
  font('Work Sans', 'sans-serif', BOTH, true),
  font('Karla', 'sans-serif', BOTH, true),
  font('Crimson Text', 'serif', BOTH, true),
  font('EB Garamond', 'serif', BOTH, true),
  font('Merriweather', 'serif', BOTH, true),
  {
    family: 'Arial',
    category: 'sans-serif',
    fallback: '"Helvetica Neue", Helvetica, sans-serif',
    package: null,
    weights: BOTH,
    italic: true,
  },
  {
    family: 'Georgia',
    category: 'serif',
    fallback: '"Times New Roman", serif',
    package: null,
    weights: BOTH,
    italic: true,
  },
]

export const HEADING_FONT_NAMES: readonly string[] = HEADING_FONTS.map((f) => f.family)
export const TEXT_FONT_NAMES: readonly string[] = TEXT_FONTS.map((f) => f.family)

/** The standard pair of a new site. */
export const DEFAULT_FONTS = { heading: 'Playfair Display', text: 'Open Sans' } as const

/** Every family once (a family may be in both lists). */
export const ALL_FONTS: readonly FontFamily[] = [
  ...new Map([...HEADING_FONTS, ...TEXT_FONTS].map((f) => [f.family, f])).values(),
]

const BY_NAME = new Map(ALL_FONTS.map((f) => [f.family.toLowerCase(), f]))

/** A family by name, ignoring case; undefined for a name in neither list. */
export function findFont(name: string): FontFamily | undefined {
  return BY_NAME.get(name.trim().toLowerCase())
}

export function isHeadingFont(name: string): boolean {
  return HEADING_FONT_NAMES.includes(name)
}

export function isTextFont(name: string): boolean {
  return TEXT_FONT_NAMES.includes(name)
}

export interface FontFace {
  weight: FontWeight
  style: 'normal' | 'italic'
}

/**
 * The faces a page loads for a family in a role: headings 400 and 700; text 400, 400 italic,
 * 700 and 700 italic; each only where the family has it.
 */
export function facesFor(font: FontFamily, role: 'heading' | 'text'): FontFace[] {
  const faces: FontFace[] = font.weights.map((weight) => ({ weight, style: 'normal' }))
  if (role === 'text' && font.italic) {
    for (const weight of font.weights) faces.push({ weight, style: 'italic' })
  }
  return faces
}
