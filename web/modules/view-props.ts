import type { ModuleOf, SiteModuleType } from '#domain/modules/registry.ts'

/** What every module view gets: its module and the site language the page is shown in. */
export interface ModuleViewProps<T extends SiteModuleType> {
  module: ModuleOf<T>
  language: string
}
