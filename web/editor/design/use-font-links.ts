import { useEffect } from 'react'
import { fontStylesheetUrl } from '../design-assets.ts'

/**
 * Links the stylesheets of the given font families while the calling component is mounted, so a
 * list can show each font in its own face. Built-in fonts load nothing; the links go when the list
 * does, and the site's own font links (useFontStylesheets) are separate elements left alone.
 */
export function useFontLinks(families: readonly string[]): void {
  const key = [...new Set(families.map(fontStylesheetUrl).filter((url): url is string => url !== null))].join(
    ' ',
  )
  useEffect(() => {
    if (!key) return
    const links = key.split(' ').map((href) => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      link.dataset.designFont = ''
      document.head.append(link)
      return link
    })
    return () => {
      for (const link of links) link.remove()
    }
  }, [key])
}
