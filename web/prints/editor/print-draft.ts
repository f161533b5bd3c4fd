import { useCallback, useMemo, useState } from 'react'
import type { Print, PrintContent, PrintContentItem } from '#domain/prints/print.ts'

/** The card as the editor holds it: what PUT /api/prints/{printId} takes. */
export type PrintDraft = PrintContent

/** The card part of a print as the server answers it (no id, site or times). */
export function draftOf(print: Print | PrintDraft): PrintDraft {
  const { layout, content, siteGraphic, colorScheme, fonts, trim, eventLogo } = print
  return {
    layout,
    content,
    siteGraphic: siteGraphic ?? null,
    colorScheme,
    fonts,
    trim,
    eventLogo: eventLogo ?? null,
  }
}

/** One order of keys for comparing, whatever order the server wrote them in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, canonical(v)]),
    )
  }
  return value
}

export function sameCard(a: PrintDraft, b: PrintDraft): boolean {
  return JSON.stringify(canonical(draftOf(a))) === JSON.stringify(canonical(draftOf(b)))
}

export interface DraftState {
  draft: PrintDraft
  /** The last saved card; a new print has none until its first save. */
  saved: PrintDraft | null
  /** Spec 002 section 4: dirty when the card differs from the last saved state (a new card always is). */
  dirty: boolean
  change: (update: (draft: PrintDraft) => PrintDraft) => void
  changeItem: (id: string, update: (item: PrintContentItem) => PrintContentItem) => void
  markSaved: (saved: PrintDraft) => void
}

export function usePrintDraft(initial: PrintDraft, initiallySaved: boolean): DraftState {
  const [draft, setDraft] = useState(initial)
  const [saved, setSaved] = useState<PrintDraft | null>(initiallySaved ? initial : null)
  const change = useCallback((update: (draft: PrintDraft) => PrintDraft) => setDraft((d) => update(d)), [])
  const changeItem = useCallback(
    (id: string, update: (item: PrintContentItem) => PrintContentItem) =>
      setDraft((d) => ({ ...d, content: d.content.map((item) => (item.id === id ? update(item) : item)) })),
    [],
  )
  // Typing on while a save is under way leaves the card dirty: the save took the earlier card.
  const markSaved = useCallback((next: PrintDraft) => setSaved(next), [])
  const dirty = useMemo(() => saved === null || !sameCard(draft, saved), [draft, saved])
  return { draft, saved, dirty, change, changeItem, markSaved }
}
