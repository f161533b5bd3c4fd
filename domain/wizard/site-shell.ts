import type { BrandInfo } from '../brands.ts'
import {
  DESIGN_TEMPLATES,
  type DesignTemplate,
  findDesignTemplate,
  templateDesign,
} from '../design/design-templates.ts'
import type { CreateContext } from '../modules/create-context.ts'
import type { SiteModule } from '../modules/registry.ts'
import type { SiteV2, WizardData } from '../site/schema.ts'

/** What a generated or quick-start site is built from besides the visitor's choices. */
export interface GenerateContext {
  brandInfo: BrandInfo
  now: Date
  newId: CreateContext['newId']
}

/** The template by name when the brand offers it, otherwise the brand's first one. */
export function templateFor(name: string | undefined, brandInfo: BrandInfo): DesignTemplate {
  const offered = (t: DesignTemplate) => !t.brandsExclusive || t.brandsExclusive.includes(brandInfo.brand)
  const chosen = name ? findDesignTemplate(name) : undefined
  if (chosen && offered(chosen)) return chosen
  return DESIGN_TEMPLATES.find(offered) as DesignTemplate
}

/**
 * A site that lives in the visitor's browser until they sign up (spec 000 section 4): never
 * active, marked quick start, shown on the brand's demo host.
 */
export function quickStartShell(input: {
  id: string
  brandInfo: BrandInfo
  template: DesignTemplate
  languages: string[]
  siteModules: SiteModule[]
  wizardData: WizardData | null
  names?: { name1: string; name2: string }
}): SiteV2 {
  const design = templateDesign(input.template)
  return {
    _id: input.id,
    host: input.brandInfo.demoHost,
    active: false,
    activeDate: null,
    activeExpireDate: null,
    password: null,
    hasRsvps: false,
    quickStart: true,
    siteVersion: 2,
    usesSiteModules: true,
    metaNoindex: false,
    giftRegistryReservations: [],
    wizardData: input.wizardData,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    revision: 0,
    ...design,
    eventLogo: design.eventLogo && input.names ? { ...design.eventLogo, ...input.names } : design.eventLogo,
    availableLanguages: input.languages.map((languageCode) => ({ languageCode })),
    siteModules: input.siteModules,
    formRecipients: [],
  }
}
