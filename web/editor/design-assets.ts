import { useEffect } from 'react'
import { findFont } from '#domain/design/fonts.ts'
import { DEFAULT_THEME } from '#domain/design/themes.ts'

// Each theme's stylesheet is its own chunk, fetched when the owner's site (or a design choice)
// needs it; the public page gets the same files inlined by the server.
const themeSheets = import.meta.glob<string>('../site/themes/theme*.css', {
  query: '?inline',
  import: 'default',
})

function themeLoader(theme: string) {
  return themeSheets[`../site/themes/${theme}.css`] ?? themeSheets[`../site/themes/${DEFAULT_THEME}.css`]
}

/** Puts the theme's CSS in the document while the editor shows the site. */
export function useThemeStylesheet(theme: string): void {
  useEffect(() => {
    let cancelled = false
    const style = document.createElement('style')
    style.dataset.editorTheme = theme
    void themeLoader(theme)?.().then((css) => {
      if (cancelled) return
      style.textContent = css
      document.head.append(style)
    })
    return () => {
      cancelled = true
      style.remove()
    }
  }, [theme])
}

/** The self-hosted stylesheet of a font (spec 001 section 7), or null for a built-in font. */
export function fontStylesheetUrl(name: string): string | null {
  const pkg = findFont(name)?.package
  return pkg ? `/fonts/${pkg.replace(/^@fontsource\//, '')}.css` : null
}

/**
 * Links the stylesheets of the given font families while the calling component is mounted: the
 * site's two fonts under the page, or a whole list of fonts each shown in its own face. Built-in
 * fonts load nothing.
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
