import type { ComponentType } from 'react'
import type { SiteModule, SiteModuleType } from '#domain/modules/registry.ts'
import { HeaderView } from './Header/View.tsx'
import { TextView } from './Text/View.tsx'
import type { ModuleViewProps } from './view-props.ts'

type ViewRegistry = { [T in SiteModuleType]?: ComponentType<ModuleViewProps<T>> }

/** The view of each module type as guests see it. A type without a view is not rendered yet. */
export const MODULE_VIEWS: ViewRegistry = {
  Header: HeaderView,
  Text: TextView,
}

/** The view for one module, typed for the module it is given. */
export function moduleViewFor(
  module: SiteModule,
): ComponentType<ModuleViewProps<SiteModuleType>> | undefined {
  // The mapped type guarantees MODULE_VIEWS[T] takes ModuleOf<T>; TypeScript cannot follow that
  // through a union key, so the pairing is asserted here, in one place.
  return MODULE_VIEWS[module.siteModuleType] as ComponentType<ModuleViewProps<SiteModuleType>> | undefined
}
