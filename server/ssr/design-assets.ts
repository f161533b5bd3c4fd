import type { SiteContent } from '#domain/site/schema.ts'
// The artwork is rendered on the server only, so no client bundle carries its CSS: the processed
// CSS-module text (the same class names as the render) goes inline on pages that show it.
import eventLogoCss from '#web/site/event-logos/EventLogo.module.css?inline'
import siteGraphicCss from '#web/site/graphics/SiteGraphic.module.css?inline'
import type { PageAssets } from '#web/site/page-input.ts'
import { fontAssets } from './font-assets.ts'
import type { ClientAssets } from './manifest.ts'
import { themeStyles } from './theme-assets.ts'

/**
 * The assets one public page loads: the public client entry, plus what the site's design needs
 * (only its own theme's stylesheet and its own two font families).
 */
export function designAssets(
  client: ClientAssets,
  design: Pick<SiteContent, 'theme' | 'fonts' | 'eventLogo' | 'siteGraphic'> | undefined,
): PageAssets {
  const styles = [...client.publicPage.styles, ...(design ? themeStyles(client, design.theme) : [])]
  // The page's CSS is small (a few KB gzip), so it goes inline: no render-blocking request.
  const assets: PageAssets = {
    scripts: client.publicPage.scripts,
    styles: styles.filter((href) => client.cssText[href] === undefined),
    inlineStyles: [
      ...styles.flatMap((href) => {
        const css = client.cssText[href]
        return css === undefined ? [] : [{ href, css }]
      }),
      ...(design?.eventLogo ? [{ href: 'event-logo', css: eventLogoCss }] : []),
      ...(design?.siteGraphic ? [{ href: 'site-graphic', css: siteGraphicCss }] : []),
    ],
  }

  // Fonts: the @font-face rules of the site's heading and text families (none for Arial/Georgia),
  // inlined, and preloads of their two main files. Pages without a site show the default pair.
  const fonts = fontAssets(design?.fonts)
  if (fonts.inlineCss) assets.inlineCss = fonts.inlineCss
  if (fonts.preloads.length > 0) assets.preloads = fonts.preloads

  return assets
}
