// The gate's styles come with the page-kind code the browser loads before hydrating (PublicApp); a
// guest without the script would see a bare field and button. The gate page has them inline, the
// same processed CSS-module text as the render.
import gateCss from '#web/site/PasswordGate.module.css?inline'
import type { PageAssets } from '#web/site/page-input.ts'

export function withGateStyles(assets: PageAssets): PageAssets {
  return {
    ...assets,
    inlineStyles: [...(assets.inlineStyles ?? []), { href: 'password-gate', css: gateCss }],
  }
}
