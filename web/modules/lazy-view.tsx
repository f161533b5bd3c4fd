import { type ComponentType, lazy, Suspense } from 'react'
import type { SiteModuleType } from '#domain/modules/registry.ts'
import type { ModuleViewProps } from './view-props.ts'

/**
 * A module view kept out of the guest page's first load (decision 0025). The server loads every
 * such view before it renders (`load`, as the definition's `loadGuestCode`), so its HTML is whole;
 * the browser hydrates the rest of the page at once and keeps this module's server HTML, inside
 * a Suspense boundary, until the chunk arrives. Without JavaScript nothing changes: the HTML is
 * the module. A view that a guest needs before anything else (the page heading, a form opened by
 * the address) stays in the first load.
 */
export function lazyView<T extends SiteModuleType>(
  importView: () => Promise<ComponentType<ModuleViewProps<T>>>,
): { View: ComponentType<ModuleViewProps<T>>; load: () => Promise<unknown> } {
  let loaded: ComponentType<ModuleViewProps<T>> | undefined
  const load = () =>
    importView().then((view) => {
      loaded = view
      return view
    })
  const Lazy = lazy(() => load().then((view) => ({ default: view })))
  // The boundary is there on both sides, loaded or not, so the server's markup and the first
  // client render agree.
  function View(props: ModuleViewProps<T>) {
    const Loaded = loaded ?? Lazy
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
  return { View, load }
}
