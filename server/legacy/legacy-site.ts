import { z } from 'zod'
import { legacyToV2 } from '#domain/legacy/convert.ts'
import {
  firstProblem,
  type LegacyModule,
  type LegacySite,
  legacyImageSchema,
  legacyModuleSchema,
  legacySiteSchema,
  propertiesList,
} from '#domain/legacy/schema.ts'
import { readStoredLegacy } from '#domain/legacy/stored.ts'
import { sitePublicationShape } from '#domain/site/schema.ts'
import { AppError } from '../http/errors.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import type { SiteGuestData } from '../services/guests/site-guest-data.ts'
import { sanitizeRichText } from '../services/sites/rich-text.ts'

/** The body of PUT /api/sites/{id} for a legacy site (spec 001 section 7, legacy save). */
export const legacySaveBodySchema = z.object({
  modules: z.array(legacyModuleSchema).max(200),
  images: z.array(legacyImageSchema).max(1000).optional(),
  mailReceivers: legacySiteSchema.shape.mailReceivers.unwrap().optional(),
  fonts: legacySiteSchema.shape.fonts.unwrap().optional(),
  theme: legacySiteSchema.shape.theme,
  siteGraphic: legacySiteSchema.shape.siteGraphic,
  mostRecentSelectedDesignTemplate: legacySiteSchema.shape.mostRecentSelectedDesignTemplate,
  colorScheme: z.unknown().optional(),
  /** Revision the editor loaded; a stale save is refused. */
  revision: z.number().int().nonnegative().optional(),
})
export type LegacySaveBody = z.infer<typeof legacySaveBodySchema>

export const invalidLegacySite = (problem: string) =>
  new AppError(400, {
    sv: `Den gamla sidans uppgifter är ogiltiga: ${problem}`,
    en: `The legacy site is not valid: ${problem}`,
    da: `Den gamle sides oplysninger er ugyldige: ${problem}`,
  })

/**
 * Checks a legacy document as a whole: its own schema, then that it converts to a valid V2 site
 * (theme, colours and graphic are shared with V2), so what is stored can always be upgraded.
 */
export function checkLegacySite(input: unknown, language: string): LegacySite {
  const parsed = legacySiteSchema.safeParse(input)
  if (!parsed.success) throw invalidLegacySite(firstProblem(parsed.error))
  try {
    legacyToV2(parsed.data, language)
  } catch (err) {
    if (err instanceof z.ZodError) throw invalidLegacySite(firstProblem(err))
    throw err
  }
  return { ...parsed.data, modules: parsed.data.modules.map(sanitizeModule) }
}

/** Rich text lives in the `text` properties (modules and list items); everything else is plain. */
function sanitizeModule(module: LegacyModule): LegacyModule {
  const clean = (properties: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...properties }
    if (typeof out.text === 'string') out.text = sanitizeRichText(out.text)
    if (Array.isArray(out.list)) {
      out.list = out.list.map((item: { properties: Record<string, unknown> }) => ({
        ...item,
        properties: clean(item.properties),
      }))
    }
    return out
  }
  return { ...module, properties: clean(module.properties) } as LegacyModule
}

/** A module as it travels: properties (and list items' properties) as key/value lists. */
function wireModule(module: LegacyModule): z.infer<typeof legacySiteAnswerSchema>['modules'][number] {
  const { id, properties, ...rest } = module
  const props: Record<string, unknown> = { ...properties }
  if (Array.isArray(props.list)) {
    props.list = props.list.map((item: { properties: Record<string, unknown> }) => ({
      ...item,
      properties: propertiesList(item.properties),
    }))
  }
  return { ...rest, _id: id, properties: propertiesList(props) }
}

/** The answer of presentLegacySite: modules travel with their properties as key/value lists. */
export const legacySiteAnswerSchema = z.looseObject({
  ...sitePublicationShape,
  metaNoindex: z.boolean(),
  modules: z.array(
    z.looseObject({
      _id: z.string(),
      module: z.string(),
      properties: z.array(z.object({ key: z.string(), value: z.unknown() })),
    }),
  ),
  images: z.array(z.unknown()),
  giftRegistryReservations: z.array(
    z.looseObject({ giftRegistryId: z.string(), quantityReserved: z.number() }),
  ),
  hasRsvps: z.boolean(),
  usesSiteModules: z.literal(false),
  siteModules: z.array(z.never()),
  siteVersion: z.literal(1),
  language: z.string(),
  availableLanguages: z.array(z.object({ languageCode: z.string() })),
  revision: z.number(),
})

/** The legacy site as its owner gets it (GET /api/sites/{id} of a legacy site). */
export function presentLegacySite(row: SiteRow, guest: SiteGuestData) {
  const { site, language } = readStoredLegacy(row.content)
  return {
    ...site,
    modules: site.modules.map(wireModule),
    _id: row.id,
    host: row.host,
    active: row.active === 1,
    activeDate: row.active_date,
    activeExpireDate: row.active_expire_date,
    password: row.password,
    metaNoindex: row.meta_noindex === 1,
    giftRegistryReservations: guest.giftRegistryReservations,
    hasRsvps: guest.hasRsvps,
    usesSiteModules: false as const,
    siteModules: [],
    siteVersion: 1 as const,
    language,
    // Owner pages shared with V2 sites (side menu, account) read the site's languages.
    availableLanguages: [{ languageCode: language }],
    revision: row.revision,
  }
}
