// The one place the server reaches into web/: the public page is rendered from the same React
// components the client hydrates (ARCHITECTURE.md, Rendering).
import { MODULE_WEB_DEFINITIONS } from '#web/modules/registry.ts'
import type { PublicPageInput } from '#web/site/page-input.ts'
import { renderPublicDocument } from '#web/site/render-server.tsx'

// A page may be rendered with a guest form open (issue 21), so the forms' code is at hand here
// from the start, rather than loaded on a guest's first action as in the browser.
await Promise.all(MODULE_WEB_DEFINITIONS.map((d) => ('loadGuestCode' in d ? d.loadGuestCode?.() : undefined)))

export function renderPage(input: PublicPageInput): string {
  return renderPublicDocument(input)
}
