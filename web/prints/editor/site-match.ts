import { type PrintSite, siteDesign } from '#domain/prints/defaults.ts'
import type { PrintDraft } from './print-draft.ts'

/** The parts of the card's look that a "Matcha med bröllopssida" button copies from the site. */
export type MatchPart = 'siteGraphic' | 'fonts' | 'colorScheme' | 'eventLogo'

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/** Whether the card's part already looks as the site does (then no match button shows). */
export function matchesSite(draft: PrintDraft, site: PrintSite, part: MatchPart): boolean {
  const design = siteDesign(site)
  if (part === 'colorScheme') {
    const { background, onBackground } = draft.colorScheme
    return same({ background, onBackground }, design.colorScheme)
  }
  if (part === 'fonts')
    return draft.fonts.heading === design.fonts.heading && draft.fonts.text === design.fonts.text
  return same(draft[part], design[part])
}

/** The card with one part of the look taken from the site. */
export function matchSite(draft: PrintDraft, site: PrintSite, part: MatchPart): PrintDraft {
  return { ...draft, [part]: siteDesign(site)[part] }
}
