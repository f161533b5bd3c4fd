import { useSyncExternalStore } from 'react'

/** Whether a media query matches, kept current as the window changes. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Spec 001 section 2: the drawer is an overlay below 1336 px and docked beside the page above. */
export const DOCKED_DRAWER_QUERY = '(min-width: 1336px)'
