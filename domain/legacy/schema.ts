import { z } from 'zod'

/**
 * The legacy site shape (spec 001 section 3, "Site (legacy)", "Module (legacy) common", "Legacy
 * module properties"). On the wire a module's properties are a key/value list; here they are read
 * into an object and checked per module type, so an error names the module and the property.
 * Fields the spec does not name are kept as they are (loose objects), so nothing is lost.
 */

const id = z.string().min(1, 'saknas').max(100)
const text = z.string().max(100_000)
const mail = z.email('ogiltig e-postadress').max(254)

/** A legacy image record on the site (id, path, fileName, cdn, sizes with _id, ...). */
export const legacyImageSchema = z.looseObject({
  id: z.string().max(100).optional(),
  path: z.string().max(500),
  fileName: z.string().max(300),
  cdn: z.string().max(500).nullish(),
  sizes: z
    .array(z.looseObject({ size: z.number().int().positive().max(10_000), fileName: z.string().max(300) }))
    .max(10)
    .default([]),
  originalName: z.string().max(300).nullish(),
  temporary: z.boolean().nullish(),
  width: z.number().int().positive().max(100_000).optional(),
  height: z.number().int().positive().max(100_000).optional(),
  imageBeforeEdit: z
    .looseObject({
      path: z.string().max(500),
      fileName: z.string().max(300),
      sizes: z.array(z.any()).max(10),
    })
    .nullish(),
})
export type LegacyImage = z.infer<typeof legacyImageSchema>

/** A module's image: the id of one of the site's image records, or the record itself. */
const imageRef = z.union([z.string().max(100), legacyImageSchema]).nullish()

export const legacyTextFieldSchema = z.looseObject({
  id,
  label: text.default('Text som beskriver fältet'),
  mandatory: z.boolean().default(false),
})
export type LegacyTextField = z.infer<typeof legacyTextFieldSchema>

export const legacyRadioGroupSchema = z.looseObject({
  id,
  label: text.default('En fråga att svara på?'),
  options: z.array(z.looseObject({ id, label: text })).max(50),
})
export type LegacyRadioGroup = z.infer<typeof legacyRadioGroupSchema>

export const LEGACY_MAP_THEMES = ['NORMAL', 'SILVER', 'RETRO', 'DARK', 'NIGHT'] as const

const common = {
  title: text.optional(),
  text: text.optional(),
}

const listItem = <T extends z.ZodRawShape>(shape: T) =>
  z.looseObject({ id, properties: z.preprocess(propertiesObject, z.looseObject(shape)) })

/** The properties of each legacy module type, as an object. */
export const LEGACY_PROPERTIES = {
  header: z.looseObject({
    image: imageRef,
    title: text.optional(),
    secondline: text.optional(),
    titleVerticalAlignment: z.union([z.literal(-1), z.literal(0), z.literal(1)]).default(0),
  }),
  Text: z.looseObject({ ...common }),
  RSVP3: z.looseObject({
    ...common,
    maxNumberOfPersons: z.number().int().min(1).max(5).nullish(),
    customTextFieldsAbove: z.array(legacyTextFieldSchema).max(50).default([]),
    customMultipleRadioGroups: z.array(legacyRadioGroupSchema).max(50).default([]),
    customMultipleRadioGroupsBelow: z.array(legacyRadioGroupSchema).max(50).default([]),
    customTextFieldsBelow: z.array(legacyTextFieldSchema).max(50).default([]),
    conditionShowTextFieldsBelow: z
      .looseObject({ question: z.string().max(100).nullish(), answer: z.string().max(1000).nullish() })
      .nullish(),
    personTitle: text.optional(),
    chooseNumberOfPersonsText: text.optional(),
    showRSVPFormWhenOnlyOnePerson: z.boolean().optional(),
    sendButton: text.optional(),
    confirmationTitle: text.optional(),
    confirmationText: text.optional(),
  }),
  Speech2: z.looseObject({
    ...common,
    customTextFields: z.array(legacyTextFieldSchema).max(50).default([]),
    sendButton: text.optional(),
    showFormButton: text.optional(),
    confirmationTitle: text.optional(),
    confirmationText: text.optional(),
  }),
  location: z.looseObject({
    ...common,
    secondTitle: text.optional(),
    image: imageRef,
    location: z
      .looseObject({
        location: z.string().max(300).default(''),
        zoom: z.number().int().min(6).max(18).default(12),
        markerColor: z
          .string()
          .regex(/^#[0-9a-fA-F]{6}$/, 'ogiltig färg')
          .default('#ea4335'),
        mapTheme: z.enum(LEGACY_MAP_THEMES).default('NORMAL'),
      })
      .nullish(),
  }),
  ImageAndText: z.looseObject({ ...common, secondTitle: text.optional(), image: imageRef }),
  TextAndImageList: z.looseObject({
    title: text.optional(),
    list: z
      .array(listItem({ title: text.optional(), text: text.optional(), image: imageRef }))
      .max(200)
      .default([]),
  }),
  PeopleList: z.looseObject({
    title: text.optional(),
    list: z
      .array(
        listItem({ name: text.optional(), title: text.optional(), text: text.optional(), image: imageRef }),
      )
      .max(200)
      .default([]),
  }),
  Video: z.looseObject({
    title: text.optional(),
    video: z
      .looseObject({
        type: z.literal('YouTube').default('YouTube'),
        videoUrl: z.string().max(2000).default(''),
        autoStart: z.boolean().default(false),
      })
      .nullish(),
  }),
  countDown: z.looseObject({
    title: text.optional(),
    /** yyyy-mm-dd hh:mm (spec 001 section 5); anything else reaches zero. */
    date: z.string().max(40).nullish(),
    textDays: text.optional(),
    textHours: text.optional(),
    textMinutes: text.optional(),
    textSeconds: text.optional(),
  }),
  GiftRegistry: z.looseObject({
    ...common,
    showGiftRegistryButton: text.optional(),
    giftRegistry: z
      .array(
        z.looseObject({
          id,
          title: text.optional(),
          link: z.string().max(2000).nullish(),
          description: text.optional(),
          reservable: z.boolean().default(true),
          quantity: z.number().int().min(1).max(10_000).nullish(),
          image: imageRef,
        }),
      )
      .max(500)
      .default([]),
  }),
} as const

export type LegacyModuleType = keyof typeof LEGACY_PROPERTIES
export const LEGACY_MODULE_TYPES = Object.keys(LEGACY_PROPERTIES) as LegacyModuleType[]
export type LegacyPropertiesOf<T extends LegacyModuleType> = z.infer<(typeof LEGACY_PROPERTIES)[T]>

/** Properties as they travel: [{key, value}]. An object is accepted too (the client's form). */
export function propertiesObject(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? {}
  const out: Record<string, unknown> = {}
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null || typeof (entry as { key?: unknown }).key !== 'string') {
      return value // not a key/value list: the object schema then names what is wrong
    }
    const { key, value: v } = entry as { key: string; value: unknown }
    out[key] = v
  }
  return out
}

/** The wire form of a properties object. */
export function propertiesList(properties: Record<string, unknown>): { key: string; value: unknown }[] {
  return Object.entries(properties).map(([key, value]) => ({ key, value }))
}

type ModuleOfType<T extends LegacyModuleType> = {
  module: T
  id: string
  menuTitle?: string | undefined
  slug?: string | undefined
  hideInMenu: boolean
  hide: boolean
  properties: LegacyPropertiesOf<T>
} & Record<string, unknown>

export type LegacyModule = { [T in LegacyModuleType]: ModuleOfType<T> }[LegacyModuleType]

const moduleBase = z.looseObject({
  module: z.enum(LEGACY_MODULE_TYPES, { error: (i) => `okänd modultyp: ${String(i.input)}` }),
  _id: z.string().max(100).optional(),
  id: z.string().max(100).optional(),
  menuTitle: z.string().max(500).nullish(),
  slug: z.string().max(500).nullish(),
  hideInMenu: z.boolean().default(false),
  hide: z.boolean().default(false),
  properties: z.unknown(),
})

/** One legacy module: its type decides the properties' schema; the id is `_id` or `id`. */
export const legacyModuleSchema = moduleBase.transform((m, ctx): LegacyModule => {
  const moduleId = m._id ?? m.id
  if (!moduleId) {
    ctx.addIssue({ code: 'custom', message: 'modulen saknar id', path: ['_id'] })
    return z.NEVER
  }
  const parsed = LEGACY_PROPERTIES[m.module].safeParse(propertiesObject(m.properties))
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['properties', ...issue.path] })
    }
    return z.NEVER
  }
  const { _id: _a, id: _b, menuTitle, slug, ...rest } = m
  return {
    ...rest,
    id: moduleId,
    menuTitle: menuTitle ?? undefined,
    slug: slug ?? undefined,
    properties: parsed.data,
  } as LegacyModule
})

const receivers = z.union([mail, z.array(mail).max(6, 'högst 6 mottagare'), z.literal('')]).nullish()

/** The legacy site document (import file, GET and PUT /api/sites/{id} of a legacy site). */
export const legacySiteSchema = z.looseObject({
  _id: z.string().max(100).optional(),
  host: z.string().max(253).nullish(),
  active: z.boolean().default(false),
  activeDate: z.string().max(40).nullish(),
  password: z.string().max(200).nullish(),
  metaNoindex: z.boolean().default(false),
  usesSiteModules: z.literal(false).optional(),
  theme: z.string().max(40).nullish(),
  fonts: z
    .looseObject({ heading: z.string().min(1).max(60), text: z.string().min(1).max(60) })
    .default({ heading: 'Playfair Display', text: 'Arial' }),
  colorScheme: z.unknown().optional(),
  siteGraphic: z.string().max(60).nullish(),
  mostRecentSelectedDesignTemplate: z.string().max(60).nullish(),
  images: z.array(legacyImageSchema).max(1000).default([]),
  modules: z.array(legacyModuleSchema).max(200),
  mailReceivers: z.looseObject({ rsvp: receivers, speech: receivers }).default({}),
  giftRegistryReservations: z
    .array(z.looseObject({ giftRegistryId: id, quantityReserved: z.number().int().min(0).max(10_000) }))
    .max(5000)
    .default([]),
})
export type LegacySite = z.infer<typeof legacySiteSchema>

/** The receivers of one category as a list (the legacy shape allows one string or a list). */
export function receiverList(value: string | string[] | null | undefined): string[] {
  if (!value) return []
  return (Array.isArray(value) ? value : [value]).map((m) => m.trim()).filter(Boolean)
}

/** The first problem of a failed parse, as "modules.2.properties.maxNumberOfPersons: ...". */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  return `${issue?.path.join('.') || '(dokumentet)'}: ${issue?.message ?? 'ogiltigt'}`
}
