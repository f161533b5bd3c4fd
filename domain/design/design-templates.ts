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

/** One template: its fonts as [heading, text], no event logo, offered by every brand unless `brandsExclusive`. */
function template(
  name: string,
  colorScheme: DesignTemplate['colorScheme'],
  [heading, text]: [string, string],
  theme: Theme,
  siteGraphic: SiteGraphicName | null,
  brandsExclusive?: readonly Brand[],
): DesignTemplate {
  const design = { name, colorScheme, fonts: { heading, text }, theme, siteGraphic, eventLogo: null }
  return brandsExclusive ? { ...design, brandsExclusive } : design
}

/** A template with an event logo, so wedding-exclusive (event logos are wedding only). */
function wedding(
  name: string,
  colorScheme: DesignTemplate['colorScheme'],
  fonts: [string, string],
  theme: Theme,
  siteGraphic: SiteGraphicName | null,
  eventLogo: EventLogoName,
): DesignTemplate {
  return {
    ...template(name, colorScheme, fonts, theme, siteGraphic, ['wedding']),
    eventLogo: { name: eventLogo },
  }
}

export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  template(
    STANDARD_TEMPLATE_NAME,
    DEFAULT_COLOR_SCHEME,
    ['Playfair Display', 'Open Sans'],
    'theme4',
    'eucalyptus',
  ),
  template('minimal', 'BLACK_AND_WHITE', ['Pompiere', 'Open Sans'], 'theme7', null),
  wedding('romantic', 'DUSTY_ROSE', ['Great Vibes', 'Lato'], 'theme5', 'corners1', 'HandDrawnHeart'),
  template('golden', 'GOLD', ['Cinzel', 'EB Garamond'], 'theme8', 'greenAndGoldFlowers'),
  template('vintage', 'VINTAGE_GREEN', ['Libre Baskerville', 'Crimson Text'], 'theme9', 'leafsMix'),
  template('midnight', 'NAVY_GOLD', ['Italiana', 'Lato'], 'theme10', 'movingDots'),
  wedding('monogram', 'CHAMPAGNE', ['Bodoni Moda', 'Source Sans 3'], 'theme12', null, 'ModernMonogramBadge'),
  wedding('garden', 'MINT', ['Alex Brush', 'Nunito Sans'], 'theme12', 'mintedEucalyptus', 'LeafsBox'),
  wedding('lavender', 'LAVENDER', ['Parisienne', 'Lato'], 'theme4', 'corners2', 'BorderUpAndDown'),
  template('classic', 'BURGUNDY', ['Playfair Display', 'Merriweather'], 'theme8', 'corners5'),
  template('summer', 'PEACH', ['Pompiere', 'Open Sans'], 'theme9', 'corners4'),
  template('party', 'CORAL', ['Abril Fatface', 'Work Sans'], 'theme11', 'background1'),
  template('festive', 'PURPLE', ['Amatic SC', 'Karla'], 'theme5', 'background3'),
  template('modern', 'SLATE', ['Montserrat', 'Roboto'], 'theme7', null),
  template('forest', 'FOREST', ['Cormorant Garamond', 'Georgia'], 'theme11', 'leafsMix'),
  template('conference', 'RICH_BLUE', ['Raleway', 'Source Sans 3'], 'theme10', null, ['event']),
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
