// The one place the server reaches into web/: the public page is rendered from the same React
// components the client hydrates (ARCHITECTURE.md, Rendering).
import type { PublicPageInput } from '#web/site/page-input.ts'
import { renderPublicDocument } from '#web/site/render-server.tsx'

export function renderPage(input: PublicPageInput): string {
  return renderPublicDocument(input)
}
