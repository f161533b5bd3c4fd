import { type ComponentType, lazy, useRef } from 'react'
import type { GuestFormProps } from './GuestFormRunner.tsx'

/**
 * A guest form's code, loaded when a guest first asks for it, but rendered at once where it was
 * loaded up front: on the server, and in the browser before hydrating a page the server rendered
 * with the form open (a lazy component would suspend there and show its fallback instead).
 */
export function lazyRunner<P extends object = GuestFormProps>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  const preload = () =>
    load().then((component) => {
      loaded = component
      return component
    })
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  return {
    preload,
    /** Whether the code is here, so the form renders without waiting. */
    isLoaded: () => loaded !== undefined,
    /**
     * The component to render once the form is wanted, the same one for as long as the view is
     * mounted: switching from the lazy one to the loaded one would mount the form anew.
     */
    useRunner(wanted: boolean): ComponentType<P> | null {
      const chosen = useRef<ComponentType<P> | null>(null)
      if (wanted && !chosen.current) chosen.current = loaded ?? Lazy
      return chosen.current
    },
  }
}
