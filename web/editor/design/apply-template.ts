import { type DesignTemplate, templateDesign } from '#domain/design/design-templates.ts'
import { chooseEventLogo } from '#domain/design/event-logo-rules.ts'
import type { SiteV2 } from '#domain/site/schema.ts'

/**
 * The site with a design template applied: colours, fonts, layout, graphic, event logo and the
 * template's name, all at once. A template's logo keeps the names already typed (or the wizard's),
 * since a template decides how the logo looks, not whose it is.
 */
export function applyTemplate(site: SiteV2, template: DesignTemplate): SiteV2 {
  const design = templateDesign(template)
  const eventLogo = design.eventLogo
    ? chooseEventLogo(site.eventLogo, design.eventLogo.name, site.wizardData ?? {})
    : null
  return { ...site, ...design, eventLogo }
}
