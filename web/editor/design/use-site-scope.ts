import { type CSSProperties, useMemo } from 'react'
import { themeStyle } from '#web/site/owner.ts'
import { useEditor } from '../store.ts'

/**
 * The site's colours and fonts as custom properties, for previews inside the drawer: it lives
 * outside the page, so without them a preview would wear the editor's colours instead of the site's.
 */
export function useSiteScope(): CSSProperties {
  const colorScheme = useEditor((s) => s.site.colorScheme)
  const fonts = useEditor((s) => s.site.fonts)
  return useMemo(() => themeStyle({ colorScheme, fonts }), [colorScheme, fonts])
}
