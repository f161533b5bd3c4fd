import type { SiteModule } from '#domain/modules/registry.ts'
import { moduleMenuTitle } from '#domain/site/slugs.ts'
import { moduleViewFor } from '#web/modules/index.ts'
import type { MenuItem } from './Menu.tsx'

/**
 * The menu's entries for the modules shown (spec 001 section 2): those not hidden in the menu, each
 * linking to its slug, titled by its menu title, else its title, else the default. A type without a
 * view renders nothing, so there is no anchor to link to.
 */
export function menuItemsOf(
  shown: readonly SiteModule[],
  slugs: ReadonlyMap<string, string>,
  language: string,
  untitled: string,
): MenuItem[] {
  return shown
    .filter((module) => !module.hideInMenu && moduleViewFor(module))
    .map((module) => ({
      slug: slugs.get(module.id) ?? module.id,
      title: moduleMenuTitle(module, language) || untitled,
    }))
}

/** Whether two menus have the same entries in the same order. */
export function sameMenuItems(a: readonly MenuItem[], b: readonly MenuItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item.slug === b[i]?.slug && item.title === b[i]?.title)
}
