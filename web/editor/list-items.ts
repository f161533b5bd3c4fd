import { MODULE_DEFINITIONS, type SiteModule } from '#domain/modules/registry.ts'
import { moveById } from './module-actions.ts'

type Item = { id: string }

function emptyItemOf(module: SiteModule, list: string) {
  return MODULE_DEFINITIONS[module.siteModuleType].lists[list]?.emptyItem
}

/** Whether a module's list takes a new, empty item (its definition's list fields say). */
export function takesEmptyItems(module: SiteModule, list: string): boolean {
  return emptyItemOf(module, list) !== undefined
}

/** A new, empty item for a module's list; null for lists whose items start elsewhere (an upload). */
export function newListItem(module: SiteModule, list: string, id: string): Item | null {
  return emptyItemOf(module, list)?.(id) ?? null
}

function listOf(module: SiteModule, list: string): Item[] {
  const value = (module as unknown as Record<string, unknown>)[list]
  if (!Array.isArray(value)) throw new Error(`${module.siteModuleType} has no list ${list}`)
  return value as Item[]
}

function withList(module: SiteModule, list: string, items: Item[]): SiteModule {
  return { ...module, [list]: items } as SiteModule
}

export function addListItem(module: SiteModule, list: string, item: Item): SiteModule {
  return withList(module, list, [...listOf(module, list), item])
}

export function removeListItem(module: SiteModule, list: string, id: string): SiteModule {
  return withList(
    module,
    list,
    listOf(module, list).filter((item) => item.id !== id),
  )
}

/** Moves an item by delta places, clamped at the ends. */
export function moveListItem(module: SiteModule, list: string, id: string, delta: number): SiteModule {
  const items = listOf(module, list)
  const next = moveById(items, id, delta)
  return next === items ? module : withList(module, list, next)
}
