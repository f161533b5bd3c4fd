// A fund's styles come with its lazily loaded card in the browser (issue 35): out of the guest
// page's first script, whose CSS-module class map would grow with them. A page with a fund has
// them inline, so the server-rendered card looks right before and without the script.
import fundCss from '#web/modules/GiftRegistry/Fund.module.css?inline'
import type { PageAssets } from '#web/site/page-input.ts'

export function withFundStyles(assets: PageAssets): PageAssets {
  return {
    ...assets,
    inlineStyles: [...(assets.inlineStyles ?? []), { href: 'gift-fund', css: fundCss }],
  }
}
