import type { SiteModule } from '#domain/modules/registry.ts'

/** Per-module action rules (spec 001 section 2, Per-module behaviour in edit mode). */

export function canMoveUp(index: number): boolean {
  return index > 0
}

export function canMoveDown(index: number, count: number): boolean {
  return index >= 0 && index < count - 1
}

/**
 * Moves the module or list item with the given id by delta places, clamped at the ends of the list;
 * the same array when nothing moves, so that no change is recorded.
 */
export function moveById<T extends { id: string }>(items: T[], id: string, delta: number): T[] {
  const from = items.findIndex((item) => item.id === id)
  if (from < 0) return items
  const to = Math.min(items.length - 1, Math.max(0, from + delta))
  if (to === from) return items
  const next = items.slice()
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as T)
  return next
}

export function toggleHidden(modules: SiteModule[], id: string): SiteModule[] {
  return modules.map((m) => (m.id === id ? { ...m, hide: !m.hide } : m))
}

export function removeModule(modules: SiteModule[], id: string): SiteModule[] {
  return modules.filter((m) => m.id !== id)
}

/** Inserts a new module before the one with the given id, or at the end when there is none. */
export function insertBefore(
  modules: SiteModule[],
  beforeId: string | null,
  module: SiteModule,
): SiteModule[] {
  const index = beforeId === null ? -1 : modules.findIndex((m) => m.id === beforeId)
  if (index < 0) return [...modules, module]
  return [...modules.slice(0, index), module, ...modules.slice(index)]
}
