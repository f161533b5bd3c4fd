import { type Brand, parseBrand } from '#domain/brands.ts'
import {
  isModuleType,
  MODULE_DEFINITIONS,
  SITE_MODULE_TYPES,
  type SiteModuleType,
} from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
// Made by scripts/make-demo-images.mjs, which also writes the images it describes.
import demoMedia from './media/index.json' with { type: 'json' }

/**
 * One brand's demo site (server/demo/<showcase>.json): its languages and, in page order, what each
 * module changes of the module its type's `create()` makes: its id and any field, nested objects
 * merged, lists replaced, `null` removing the field. An image is written `{ "demoImage": name }`,
 * a generated image of media/index.json. Every registered type the brand offers and the showcase
 * does not list follows at the end with its `create()` defaults, so a new module type shows in
 * every demo by itself. A type the brand does not offer (the event's question form) is built from
 * its override alone, and then gives every field.
 */
export interface Showcase {
  brand: Brand
  languages: string[]
  modules: ({ siteModuleType: SiteModuleType; id: string } & Record<string, unknown>)[]
}

const MEDIA: Record<string, Image | undefined> = demoMedia

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The showcase's images in place of their names. */
function withImages(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withImages)
  if (!isRecord(value)) return value
  if (typeof value.demoImage === 'string') {
    const image = MEDIA[value.demoImage]
    // The index and the showcases change together; a missing image is a mistake, not a quiet blank.
    if (!image)
      throw new Error(`Demo image ${value.demoImage} is missing: run node scripts/make-demo-images.mjs`)
    return image
  }
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withImages(v)]))
}

/** A showcase file's content, checked for what the builder relies on; the site schema checks the rest. */
export function readShowcase(data: {
  brand: string
  languages: string[]
  modules: Record<string, unknown>[]
}): Showcase {
  const modules = data.modules.map((module) => {
    const { siteModuleType: type, id } = module
    if (typeof type !== 'string' || !isModuleType(type) || typeof id !== 'string')
      throw new Error(`Demo module ${String(id)} has an unknown type: ${String(type)}`)
    return { ...(withImages(module) as Record<string, unknown>), siteModuleType: type, id }
  })
  return { brand: parseBrand(data.brand), languages: data.languages, modules }
}

/** The override laid over the defaults: nested objects merge, null removes, anything else replaces. */
function merge(
  defaults: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...defaults }
  for (const [key, value] of Object.entries(override)) {
    const base = out[key]
    if (value === null) delete out[key]
    else out[key] = isRecord(base) && isRecord(value) && !('sizes' in value) ? merge(base, value) : value
  }
  return out
}

/** The showcase's modules, unparsed: the caller validates them as any owner's site. */
export function showcaseModules({ brand, languages, modules }: Showcase): Record<string, unknown>[] {
  // Fixed ids and date, so the demo is the same on every start.
  const context = (type: SiteModuleType) => {
    let n = 0
    return {
      languages,
      brand,
      now: new Date(2027, 0, 1),
      newId: (prefix: string) => `demo-${type}-${prefix}-${++n}`,
    }
  }
  const build = (override: Showcase['modules'][number]) => {
    const definition = MODULE_DEFINITIONS[override.siteModuleType]
    if (!definition.offeredFor(brand)) return override
    return merge(definition.create(context(override.siteModuleType)), override)
  }
  const listed = new Set(modules.map((m) => m.siteModuleType))
  const rest = SITE_MODULE_TYPES.filter(
    (type) => !listed.has(type) && MODULE_DEFINITIONS[type].offeredFor(brand),
  )
  return [...modules.map(build), ...rest.map((type) => MODULE_DEFINITIONS[type].create(context(type)))]
}
