import { languageCodeSchema } from '#domain/site/text.ts'

// Each rule returns the very list it was given when nothing changes, so a caller can skip a save.

/** Whether a language may be removed: a site keeps at least one (spec 001 section 5). */
export function canRemove(list: readonly string[]): boolean {
  return list.length > 1
}

/** The list with the language added last; a code already there or not a valid code is ignored. */
export function addLanguage(list: string[], code: string): string[] {
  if (list.includes(code) || !languageCodeSchema.safeParse(code).success) return list
  return [...list, code]
}

/** The list without the language, unless that would leave the site without any language. */
export function removeLanguage(list: string[], code: string): string[] {
  if (!list.includes(code) || !canRemove(list)) return list
  return list.filter((c) => c !== code)
}

/** The list with the language moved delta places (negative: towards the start), kept in bounds. */
export function moveLanguage(list: string[], code: string, delta: number): string[] {
  const from = list.indexOf(code)
  if (from < 0 || !Number.isFinite(delta)) return list
  const to = Math.min(Math.max(from + Math.trunc(delta), 0), list.length - 1)
  if (to === from) return list
  const next = list.filter((c) => c !== code)
  next.splice(to, 0, code)
  return next
}
