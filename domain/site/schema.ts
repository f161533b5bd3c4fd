import { z } from 'zod'
import { colorSchemeSchema } from '../design/color-scheme.ts'
import { EVENT_LOGOS } from '../design/event-logos.ts'
import { SITE_GRAPHICS } from '../design/graphics.ts'
import { DEFAULT_COLOR_SCHEME } from '../design/hsla-css.ts'
import { DEFAULT_THEME, THEMES } from '../design/themes.ts'
import { giftFundTotalSchema } from '../forms/submissions.ts'
import { siteModuleSchema } from '../modules/registry.ts'
import { wizardDataSchema } from '../wizard/wizard-schema.ts'
import { languageCodeSchema } from './text.ts'

const mail = z.email('Ogiltig e-postadress').max(254)

export const eventLogoSchema = z.object({
  name: z.enum(EVENT_LOGOS, { error: (i) => `Unknown event logo: ${String(i.input)}` }),
  name1: z.string().max(100).optional(),
  name2: z.string().max(100).optional(),
  additionalText: z.string().max(200).optional(),
  colorText: z.object({ override: z.boolean(), color: z.string().max(40) }).optional(),
  colorBackground: z.object({ override: z.boolean(), color: z.string().max(40) }).optional(),
  fontSizeInitials: z.number().int().min(1).max(15).optional(),
  distanceInitialsX: z.number().int().min(-14).max(14).optional(),
  distanceInitialsY: z.number().int().min(-14).max(14).optional(),
})

// The wizard's answers have their own module, so the start wizard loads them without every module schema.
export { type WizardData, wizardDataSchema } from '../wizard/wizard-schema.ts'

/**
 * What an owner may write in a V2 site (PUT /api/sites/V2/{id}). Address, activation, reservations
 * and the guest password are set through their own calls and never taken from this body.
 */
export const siteContentSchema = z.object({
  theme: z.enum(THEMES).default(DEFAULT_THEME),
  fonts: z
    .object({ heading: z.string().min(1).max(60), text: z.string().min(1).max(60) })
    .default({ heading: 'Playfair Display', text: 'Open Sans' }),
  colorScheme: colorSchemeSchema.default(DEFAULT_COLOR_SCHEME),
  siteGraphic: z.enum(SITE_GRAPHICS, { error: (i) => `Unknown site graphic: ${String(i.input)}` }).nullish(),
  eventLogo: eventLogoSchema.nullish(),
  availableLanguages: z
    .array(z.object({ languageCode: languageCodeSchema }))
    .min(1, 'Sidan måste ha minst ett språk')
    .max(200)
    .refine((l) => new Set(l.map((x) => x.languageCode)).size === l.length, 'Ett språk finns två gånger')
    .default([{ languageCode: 'sv' }]),
  siteModules: z
    .array(siteModuleSchema)
    .max(200)
    .refine((m) => new Set(m.map((x) => x.id)).size === m.length, 'Två moduler har samma id')
    .default([]),
  formRecipients: z
    .array(z.object({ formId: z.string().max(100), recipients: z.array(mail).max(6, 'Högst 6 mottagare') }))
    .max(200)
    .default([]),
  mostRecentSelectedDesignTemplate: z.string().max(60).nullish(),
  /** Revision the client loaded; a stale one is refused (optimistic concurrency). */
  revision: z.number().int().nonnegative().optional(),
})
export type SiteContent = z.infer<typeof siteContentSchema>

/** Where and until when a site is published, as every site answer (V2 and legacy) carries it. */
export const sitePublicationShape = {
  _id: z.string(),
  host: z.string().nullable(),
  active: z.boolean(),
  activeDate: z.string().nullable(),
  activeExpireDate: z.string().nullable(),
  password: z.string().nullable(),
}

/** The site as the server answers it to the owner. */
export const siteV2Schema = siteContentSchema.extend({
  ...sitePublicationShape,
  hasRsvps: z.boolean(),
  quickStart: z.boolean(),
  siteVersion: z.literal(2),
  usesSiteModules: z.literal(true),
  metaNoindex: z.boolean(),
  giftRegistryReservations: z.array(z.object({ giftRegistryId: z.string(), quantityReserved: z.number() })),
  /** The pledged sums of the gift registry's funds (issue 35), as far as the couple shows them. */
  giftFundTotals: z.array(giftFundTotalSchema).optional(),
  wizardData: wizardDataSchema.nullable(),
  customDomainActive: z.boolean(),
  customDomainActiveDate: z.string().nullable(),
  customDomainRegistrationsAvailable: z.number(),
  revision: z.number(),
})
export type SiteV2 = z.infer<typeof siteV2Schema>

/** The site as guests get it: no password, no hidden modules, no recipients, no wizard data. */
export const publicSiteSchema = siteV2Schema
  .omit({ password: true, formRecipients: true, wizardData: true, hasRsvps: true })
  .extend({ passwordProtected: z.boolean() })
export type PublicSite = z.infer<typeof publicSiteSchema>

export const createSiteBodySchema = z.object({
  site: siteContentSchema,
  wizardData: wizardDataSchema.nullish(),
})
export const updateSiteBodySchema = z.object({ site: siteContentSchema })
export const sitePasswordBodySchema = z.object({ password: z.string().max(200) })
export const siteMetaNoindexBodySchema = z.object({ metaNoindex: z.boolean() })
export const publicLoginBodySchema = z.object({ password: z.string().min(1, 'Lösenord saknas').max(200) })
