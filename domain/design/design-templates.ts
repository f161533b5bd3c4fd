// Design templates (spec 001 section 3, Design template): a named set of colours, fonts, theme,
// graphic and event logo that the wizard and the design drawer apply in one go. Zod-free.
import type { Brand } from '../brands.ts'
import { COLOR_PRESETS, type ColorPresetName } from './color-presets.ts'
import type { EventLogoName } from './event-logos.ts'
import type { SiteGraphicName } from './graphics.ts'
import { type ColorScheme, DEFAULT_COLOR_SCHEME } from './hsla-css.ts'
import type { Theme } from './themes.ts'

export interface DesignTemplate {
  name: string
  /** A preset's name, or a scheme of the template's own. */
  colorScheme: ColorPresetName | ColorScheme
  fonts: { heading: string; text: string }
  theme: Theme
  siteGraphic: SiteGraphicName | null
  /** Event logos are wedding only, so a template with one is wedding-exclusive. */
  eventLogo: { name: EventLogoName } | null
  /** Only these brands offer the template; every brand when absent. */
  brandsExclusive?: readonly Brand[]
}

export const STANDARD_TEMPLATE_NAME = 'standard'

export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  {
    name: STANDARD_TEMPLATE_NAME,
    colorScheme: DEFAULT_COLOR_SCHEME,
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    theme: 'theme4',
    siteGraphic: 'eucalyptus',
    eventLogo: null,
  },
  {
    name: 'minimal',
    colorScheme: 'BLACK_AND_WHITE',
    fonts: { heading: 'Pompiere', text: 'Open Sans' },
    theme: 'theme7',
    siteGraphic: null,
    eventLogo: null,
  },
  {
    name: 'romantic',
    colorScheme: 'DUSTY_ROSE',
    fonts: { heading: 'Great Vibes', text: 'Lato' },
    theme: 'theme5',
    siteGraphic: 'corners1',
    eventLogo: { name: 'HandDrawnHeart' },
    brandsExclusive: ['wedding'],
  },
  {
    name: 'golden',
    colorScheme: 'GOLD',
    fonts: { heading: 'Cinzel', text: 'EB Garamond' },
    theme: 'theme8',
    siteGraphic: 'greenAndGoldFlowers',
    eventLogo: null,
  },
  {
    name: 'vintage',
    colorScheme: 'VINTAGE_GREEN',
    fonts: { heading: 'Libre Baskerville', text: 'Crimson Text' },
    theme: 'theme9',
    siteGraphic: 'leafsMix',
    eventLogo: null,
  },
  {
    name: 'midnight',
    colorScheme: 'NAVY_GOLD',
    fonts: { heading: 'Italiana', text: 'Lato' },
    theme: 'theme10',
    siteGraphic: 'movingDots',
    eventLogo: null,
  },
  {
    name: 'monogram',
    colorScheme: 'CHAMPAGNE',
    fonts: { heading: 'Bodoni Moda', text: 'Source Sans 3' },
    theme: 'theme12',
    siteGraphic: null,
    eventLogo: { name: 'ModernMonogramBadge' },
    brandsExclusive: ['wedding'],
  },
  {
    name: 'garden',
    colorScheme: 'MINT',
    fonts: { heading: 'Alex Brush', text: 'Nunito Sans' },
    theme: 'theme12',
    siteGraphic: 'mintedEucalyptus',
    eventLogo: { name: 'LeafsBox' },
    brandsExclusive: ['wedding'],
  },
  {
    name: 'lavender',
    colorScheme: 'LAVENDER',
    fonts: { heading: 'Parisienne', text: 'Lato' },
    theme: 'theme4',
    siteGraphic: 'corners2',
    eventLogo: { name: 'BorderUpAndDown' },
    brandsExclusive: ['wedding'],
  },
  {
    name: 'classic',
    colorScheme: 'BURGUNDY',
    fonts: { heading: 'Playfair Display', text: 'Merriweather' },
    theme: 'theme8',
    siteGraphic: 'corners5',
    eventLogo: null,
  },
  {
    name: 'summer',
    colorScheme: 'PEACH',
    fonts: { heading: 'Pompiere', text: 'Open Sans' },
    theme: 'theme9',
    siteGraphic: 'corners4',
    eventLogo: null,
  },
  {
    name: 'party',
    colorScheme: 'CORAL',
    fonts: { heading: 'Abril Fatface', text: 'Work Sans' },
    theme: 'theme11',
    siteGraphic: 'background1',
    eventLogo: null,
  },
  {
    name: 'festive',
    colorScheme: 'PURPLE',
    fonts: { heading: 'Amatic SC', text: 'Karla' },
    theme: 'theme5',
    siteGraphic: 'background3',
    eventLogo: null,
  },
  {
    name: 'modern',
    colorScheme: 'SLATE',
    fonts: { heading: 'Montserrat', text: 'Roboto' },
    theme: 'theme7',
    siteGraphic: null,
    eventLogo: null,
  },
  {
    name: 'forest',
    colorScheme: 'FOREST',
    fonts: { heading: 'Cormorant Garamond', text: 'Georgia' },
    theme: 'theme11',
    siteGraphic: 'leafsMix',
    eventLogo: null,
  },
  {
    name: 'conference',
    colorScheme: 'RICH_BLUE',
    fonts: { heading: 'Raleway', text: 'Source Sans 3' },
    theme: 'theme10',
    siteGraphic: null,
    eventLogo: null,
    brandsExclusive: ['event'],
  },
]

export function findDesignTemplate(name: string): DesignTemplate | undefined {
  return DESIGN_TEMPLATES.find((t) => t.name === name)
}

/** The templates a brand offers, in list order. */
export function templatesForBrand(brand: Brand): DesignTemplate[] {
  return DESIGN_TEMPLATES.filter((t) => !t.brandsExclusive || t.brandsExclusive.includes(brand))
}

/** A template's colours as a scheme, its preset looked up. */
export function templateColorScheme(template: DesignTemplate): ColorScheme {
  return typeof template.colorScheme === 'string' ? COLOR_PRESETS[template.colorScheme] : template.colorScheme
}

/** The site design fields a template sets (what the wizard and the design drawer write). */
export function templateDesign(template: DesignTemplate): {
  theme: Theme
  fonts: { heading: string; text: string }
  colorScheme: ColorScheme
  siteGraphic: SiteGraphicName | null
  eventLogo: { name: EventLogoName } | null
  mostRecentSelectedDesignTemplate: string
} {
  return {
    theme: template.theme,
    fonts: { ...template.fonts },
    colorScheme: structuredClone(templateColorScheme(template)),
    siteGraphic: template.siteGraphic,
    eventLogo: template.eventLogo ? { ...template.eventLogo } : null,
    mostRecentSelectedDesignTemplate: template.name,
  }
}
