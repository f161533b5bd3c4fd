import { useEffect } from 'react'
import { useBoot } from './BootContext.tsx'

/** Sets the tab title to "{page} – {brand site name}", or the site name alone. */
export function useDocumentTitle(pageTitle?: string): void {
  const { brand } = useBoot()
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} – ${brand.siteName}` : brand.siteName
  }, [pageTitle, brand.siteName])
}
