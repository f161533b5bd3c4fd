import type { SiteModule } from '#domain/modules/registry.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { moduleSlugs, PAGE_RESERVED_IDS } from '#domain/site/slugs.ts'

/**
 * What a module's row in the Ändra meny dialog says about it (spec 001 section 2), first match wins:
 * hidden from guests, hidden in the menu, shown with its own menu title, shown with its title, or
 * shown with neither (the menu then shows the default title 'Ej namngivet').
 */
export type MenuRowStatus = 'hidden' | 'hiddenInMenu' | 'customMenuTitle' | 'title' | 'none'

/** A module's title, for the types that have one (today every type does). */
export function moduleTitle(module: SiteModule): Text | undefined {
  return 'title' in module ? module.title : undefined
}

/** The row status of a module in a language; texts are looked up with the usual fallback and trimmed. */
export function menuRowStatus(module: SiteModule, language: string): MenuRowStatus {
  if (module.hide) return 'hidden'
  if (module.hideInMenu) return 'hiddenInMenu'
  if (lookupText(module.menuTitle, language).trim()) return 'customMenuTitle'
  if (lookupText(moduleTitle(module), language).trim()) return 'title'
  return 'none'
}

/**
 * The module with its menu title in one language set to `value`. A value that is empty or only
 * spaces removes that language's entry, and a menu title left with no entry is removed altogether,
 * so the slug and the menu fall back to the title. A non-empty value is kept as typed (trimming on
 * every keystroke would eat the space between two words).
 */
export function setMenuTitle(module: SiteModule, language: string, value: string): SiteModule {
  const { menuTitle, ...rest } = module
  const { [language]: _old, ...others } = menuTitle ?? {}
  const next: Text = value.trim() ? { ...others, [language]: value } : others
  return (Object.keys(next).length ? { ...rest, menuTitle: next } : rest) as SiteModule
}

/** The module shown in or hidden from the menu. */
export function setHideInMenu(module: SiteModule, hidden: boolean): SiteModule {
  return { ...module, hideInMenu: hidden }
}

/**
 * Each module's anchor on the public page in a language, as SitePage.tsx computes it: slugs over the
 * modules guests see, in page order. A hidden module has no anchor for guests; it gets the one it
 * would have if it alone were shown again.
 */
export function menuAnchors(modules: readonly SiteModule[], language: string): Map<string, string> {
  const shown = moduleSlugs(
    modules.filter((module) => !module.hide),
    language,
    PAGE_RESERVED_IDS,
  )
  const anchors = new Map<string, string>()
  for (const module of modules) {
    const slug = module.hide
      ? moduleSlugs(
          modules.filter((other) => !other.hide || other.id === module.id),
          language,
          PAGE_RESERVED_IDS,
        ).get(module.id)
      : shown.get(module.id)
    anchors.set(module.id, slug ?? module.id)
  }
  return anchors
}
