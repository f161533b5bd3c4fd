import type { LegacyOwnerSite } from './legacy-site.ts'

type WireModule = LegacyOwnerSite['modules'][number]

/** A module's property as it travels in the key/value list. */
export function propertyOf(module: WireModule, key: string): unknown {
  return module.properties.find((p) => p.key === key)?.value
}

/** The site's modules with some properties of one module set (added when missing), nothing else changed. */
export function withProperties(
  modules: readonly WireModule[],
  moduleId: string,
  change: Record<string, unknown>,
): WireModule[] {
  return modules.map((m) => {
    if (m._id !== moduleId) return m
    const keys = new Set(Object.keys(change))
    const kept = m.properties.filter((p) => !keys.has(p.key))
    return { ...m, properties: [...kept, ...Object.entries(change).map(([key, value]) => ({ key, value }))] }
  })
}
