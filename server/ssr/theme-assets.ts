import { DEFAULT_THEME } from '#domain/design/themes.ts'
import type { ClientAssets } from './manifest.ts'

/**
 * The stylesheet URLs of a site's theme: only that theme's file, never the others. An unknown or
 * missing theme (or one the build lacks) gets the default theme's stylesheet, as the page shows it.
 */
export function themeStyles(client: Pick<ClientAssets, 'themeStyles'>, theme: string | undefined): string[] {
  const own = theme && Object.hasOwn(client.themeStyles, theme) ? client.themeStyles[theme] : undefined
  return own ?? client.themeStyles[DEFAULT_THEME] ?? []
}
