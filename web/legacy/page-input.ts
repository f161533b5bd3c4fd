import type { LegacyPage } from '#domain/legacy/page.ts'
import type { PublicPageInput } from '#web/site/index.ts'
/** A legacy site's page: the converted site rendered as a site page, plus its legacy parts. */
export type LegacyPageInput = Extract<PublicPageInput, { kind: 'site' }> & { legacy: LegacyPage }

export function isLegacyPageInput(input: PublicPageInput): input is LegacyPageInput {
  return input.kind === 'site' && 'legacy' in input
}
