import type { ComponentType, ReactNode } from 'react'
import type { AnyModuleWebDefinition, PageSite } from './definition.ts'
import { MODULE_WEB_DEFINITIONS } from './registry.ts'

type Provider = ComponentType<{ site: PageSite; children: ReactNode }>

// Read at the first render, not at import: the site's parts and the module views import each other
// through the feature indexes, so when this file is evaluated the registry may not be yet.
let providers: Provider[] | undefined
const pageProviders = () =>
  (providers ??= MODULE_WEB_DEFINITIONS.flatMap((d: AnyModuleWebDefinition): Provider[] =>
    d.PageProvider ? [d.PageProvider] : [],
  ))

/** Every type's page-level provider around the modules; none renders an element of its own. */
export function ModuleProviders({ site, children }: { site: PageSite; children: ReactNode }) {
  let out = children
  for (const Provider of pageProviders().toReversed()) out = <Provider site={site}>{out}</Provider>
  return out
}
