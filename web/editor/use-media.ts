import { useSyncExternalStore } from 'react'

/** Whether a media query matches, kept current as the window changes. */
export function useMedia(query: string): boolean {
  // Environments without matchMedia (tests, very old browsers) get the narrow, overlay layout.
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function'
  return useSyncExternalStore(
    (onChange) => {
      if (!supported) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => supported && window.matchMedia(query).matches,
    () => false,
  )
}

/** Spec 001 section 2: the drawer is an overlay below 1336 px and docked beside the page above. */
export const DOCKED_DRAWER_QUERY = '(min-width: 1336px)'
