// The one place the server reaches into web/: the public page is rendered from the same React
// components the client hydrates (ARCHITECTURE.md, Rendering).
import { loadAllModuleCode } from '#web/modules/registry.ts'
import type { PublicPageInput } from '#web/site/page-input.ts'
import { renderPublicDocument } from '#web/site/render-server.tsx'

// A page may be rendered with a guest form open (issue 21), and every view is rendered whole, so
// the code a browser loads later (a guest's first action, a view outside the first load) is at
// hand here from the start.
await loadAllModuleCode()

export function renderPage(input: PublicPageInput): string {
  return renderPublicDocument(input)
}
