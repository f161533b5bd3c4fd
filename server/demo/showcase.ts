import type { Brand } from '#domain/brands.ts'
import { MODULE_DEFINITIONS, SITE_MODULE_TYPES, type SiteModuleType } from '#domain/modules/registry.ts'

/** What a showcase changes of a module type's new module: its id and any field, nested objects merged. */
export type ModuleOverride = { siteModuleType: SiteModuleType; id: string } & Record<string, unknown>

/**
 * One brand's demo site: its languages and, in page order, what each module changes of the module
 * its type's `create()` makes. Every registered type the brand offers and the showcase does not
 * list follows at the end with its `create()` defaults, so a new module type shows in every demo
 * by itself. A type the brand does not offer (the event's question form) is built from its
 * override alone, and then must give every field.
 */
export interface Showcase {
  brand: Brand
  languages: string[]
  modules: ModuleOverride[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !('sizes' in value)
}

/** The override laid over the defaults: nested objects merge, anything else replaces, undefined removes. */
function merge(
  defaults: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...defaults }
  for (const [key, value] of Object.entries(override)) {
    const base = out[key]
    if (value === undefined) delete out[key]
    else out[key] = isRecord(base) && isRecord(value) ? merge(base, value) : value
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
  const build = (override: ModuleOverride) => {
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
