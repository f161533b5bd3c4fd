// A guest form's styles come with its lazily loaded code in the browser; a page the server renders
// with the form open (issue 21) has them inline, so the form looks the same before and without
// the script (and its honeypot stays hidden). The same processed CSS-module text as the render.
import guestFormCss from '#web/modules/guest-forms/GuestForm.module.css?inline'
import type { PageAssets } from '#web/site/page-input.ts'

export function withGuestFormStyles(assets: PageAssets): PageAssets {
  return {
    ...assets,
    inlineStyles: [...(assets.inlineStyles ?? []), { href: 'guest-form', css: guestFormCss }],
  }
}
