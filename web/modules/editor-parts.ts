import type { ModuleOf, SiteModuleType } from '#domain/modules/registry.ts'

/** What a module type's settings popup gets (its editor definition loads it on demand). */
export interface ModulePopupProps<T extends SiteModuleType> {
  module: ModuleOf<T>
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** What a module type's in-toolbar tools get. */
export interface ModuleToolsProps<T extends SiteModuleType> {
  module: ModuleOf<T>
}
