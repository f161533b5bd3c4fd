import { z } from 'zod'
import type { SiteModule, SiteModuleType } from '../modules/registry.ts'
import type { SiteContent } from './schema.ts'

/** A part of the design an owner sets in the design drawer. */
export type DesignPart = 'template' | 'theme' | 'colours' | 'fonts' | 'graphic' | 'logo'

interface ModuleRef {
  moduleId: string
  moduleType: SiteModuleType
}

/**
 * One thing a save changed. Only facts go over the wire: the interface words them in its own
 * language, and names module types through its own type names.
 */
export type VersionChange =
  | ({ kind: 'moduleAdded' | 'moduleRemoved' | 'moduleMoved' | 'moduleHidden' | 'moduleShown' } & ModuleRef)
  | ({ kind: 'textChanged'; languages: string[] } & ModuleRef)
  | ({ kind: 'settingsChanged' } & ModuleRef)
  | { kind: 'designChanged'; parts: DesignPart[] }
  | { kind: 'languageAdded' | 'languageRemoved'; languageCode: string }

type Document = Pick<
  SiteContent,
  | 'siteModules'
  | 'availableLanguages'
  | 'theme'
  | 'colorScheme'
  | 'fonts'
  | 'siteGraphic'
  | 'eventLogo'
  | 'mostRecentSelectedDesignTemplate'
>

const DESIGN_FIELDS: readonly [DesignPart, (d: Document) => unknown][] = [
  ['template', (d) => d.mostRecentSelectedDesignTemplate ?? null],
  ['theme', (d) => d.theme],
  ['colours', (d) => d.colorScheme],
  ['fonts', (d) => d.fonts],
  ['graphic', (d) => d.siteGraphic ?? null],
  ['logo', (d) => d.eventLogo ?? null],
]

/**
 * What a save changed, from the document before it to the one it wrote; `before` is null for a
 * site's first version. The order is the page's: design, languages, then module by module.
 */
export function summarizeChange(before: Document | null, after: Document): VersionChange[] {
  if (!before) return []
  const changes: VersionChange[] = []
  const parts = DESIGN_FIELDS.filter(([, read]) => !sameValue(read(before), read(after))).map(([p]) => p)
  if (parts.length > 0) changes.push({ kind: 'designChanged', parts })
  const beforeLanguages = before.availableLanguages.map((l) => l.languageCode)
  const afterLanguages = after.availableLanguages.map((l) => l.languageCode)
  for (const languageCode of afterLanguages.filter((l) => !beforeLanguages.includes(l))) {
    changes.push({ kind: 'languageAdded', languageCode })
  }
  for (const languageCode of beforeLanguages.filter((l) => !afterLanguages.includes(l))) {
    changes.push({ kind: 'languageRemoved', languageCode })
  }
  const languages = new Set([...beforeLanguages, ...afterLanguages])
  changes.push(...moduleChanges(before.siteModules, after.siteModules, languages))
  return changes
}

function moduleChanges(before: SiteModule[], after: SiteModule[], languages: Set<string>): VersionChange[] {
  const changes: VersionChange[] = []
  const beforeById = new Map(before.map((m) => [m.id, m]))
  const afterIds = new Set(after.map((m) => m.id))
  const moved = movedIds(
    before.map((m) => m.id).filter((id) => afterIds.has(id)),
    after.map((m) => m.id).filter((id) => beforeById.has(id)),
  )
  for (const module of after) {
    const ref = { moduleId: module.id, moduleType: module.siteModuleType }
    const old = beforeById.get(module.id)
    if (!old) {
      changes.push({ kind: 'moduleAdded', ...ref })
      continue
    }
    if (moved.has(module.id)) changes.push({ kind: 'moduleMoved', ...ref })
    if (old.hide !== module.hide) changes.push({ kind: module.hide ? 'moduleHidden' : 'moduleShown', ...ref })
    const { texts, other } = fieldChanges(old, module, languages)
    if (texts.size > 0) changes.push({ kind: 'textChanged', ...ref, languages: [...texts].sort() })
    if (other) changes.push({ kind: 'settingsChanged', ...ref })
  }
  for (const module of before) {
    if (!afterIds.has(module.id)) {
      changes.push({ kind: 'moduleRemoved', moduleId: module.id, moduleType: module.siteModuleType })
    }
  }
  return changes
}

/**
 * The modules whose place among the others changed: those outside a longest run kept in the same
 * order, so moving one module down names that one and not every module it passed.
 */
function movedIds(before: string[], after: string[]): Set<string> {
  const rank = new Map(before.map((id, i) => [id, i]))
  const ranks = after.map((id) => rank.get(id) ?? 0)
  // Longest increasing subsequence by patience sorting; the lists are at most 200 long.
  const tails: number[] = []
  const previous: number[] = new Array(ranks.length).fill(-1)
  const tailIndex: number[] = []
  ranks.forEach((r, i) => {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((tails[mid] ?? 0) < r) lo = mid + 1
      else hi = mid
    }
    tails[lo] = r
    tailIndex[lo] = i
    previous[i] = lo > 0 ? (tailIndex[lo - 1] ?? -1) : -1
  })
  const kept = new Set<string>()
  for (let i = tailIndex[tails.length - 1] ?? -1; i >= 0; i = previous[i] ?? -1) kept.add(after[i] ?? '')
  return new Set(after.filter((id) => !kept.has(id)))
}

/** The languages whose texts differ, and whether anything else (images, settings) does. */
function fieldChanges(
  before: SiteModule,
  after: SiteModule,
  languages: Set<string>,
): { texts: Set<string>; other: boolean } {
  const texts = new Set<string>()
  let other = false
  const visit = (a: unknown, b: unknown, key: string | undefined, depth: number) => {
    if (sameValue(a, b)) return
    const isText = (v: unknown) => v === undefined || typeof v === 'string'
    if (depth > 0 && key !== undefined && languages.has(key) && isText(a) && isText(b)) {
      texts.add(key)
      return
    }
    if (isRecord(a) && isRecord(b)) {
      for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
        // Hiding is a change of its own; the id never changes.
        if (depth === 0 && (k === 'hide' || k === 'id')) continue
        visit(a[k], b[k], k, depth + 1)
      }
      return
    }
    if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
      for (const [i, item] of a.entries()) visit(item, b[i], undefined, depth + 1)
      return
    }
    if (isRecord(a) || isRecord(b) || Array.isArray(a) || Array.isArray(b)) {
      // A list item added or removed, or a text given for the first time: texts inside count as texts.
      const found = textLanguages(a, languages).concat(textLanguages(b, languages))
      if (found.length > 0 && !hasNonText(a, languages) && !hasNonText(b, languages)) {
        for (const l of found) texts.add(l)
        return
      }
    }
    other = true
  }
  visit(before, after, undefined, 0)
  return { texts, other }
}

function textLanguages(value: unknown, languages: Set<string>): string[] {
  if (isRecord(value)) {
    return Object.entries(value).flatMap(([k, v]) =>
      languages.has(k) && typeof v === 'string' ? [k] : textLanguages(v, languages),
    )
  }
  if (Array.isArray(value)) return value.flatMap((v) => textLanguages(v, languages))
  return []
}

/** Whether a value holds anything besides translatable texts (an image, a number, an id). */
function hasNonText(value: unknown, languages: Set<string>): boolean {
  if (value === undefined || value === null) return false
  if (Array.isArray(value)) return value.some((v) => hasNonText(v, languages))
  if (isRecord(value)) {
    return Object.entries(value).some(([k, v]) => {
      if (languages.has(k) && typeof v === 'string') return false
      // List items carry their own ids, which come and go with the item.
      if (k === 'id' && typeof v === 'string') return false
      return hasNonText(v, languages)
    })
  }
  return true
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((k) => sameValue(a[k], b[k]))
  }
  return false
}

const moduleRef = { moduleId: z.string(), moduleType: z.string() }
const versionChangeSchema = z.union([
  z.object({
    kind: z.enum(['moduleAdded', 'moduleRemoved', 'moduleMoved', 'moduleHidden', 'moduleShown']),
    ...moduleRef,
  }),
  z.object({ kind: z.literal('textChanged'), languages: z.array(z.string()), ...moduleRef }),
  z.object({ kind: z.literal('settingsChanged'), ...moduleRef }),
  z.object({ kind: z.literal('designChanged'), parts: z.array(z.string()) }),
  z.object({ kind: z.enum(['languageAdded', 'languageRemoved']), languageCode: z.string() }),
])

/** An entry of GET /api/sites/{id}/versions; `siteVersion` names the version by the revision it saved. */
export const siteVersionListItemSchema = z.object({
  siteVersion: z.number(),
  createdAt: z.string(),
  changes: z.array(versionChangeSchema),
  /** Set on a restore: the version whose content it brought back. */
  restoredFrom: z.object({ siteVersion: z.number(), createdAt: z.string().nullable() }).nullable(),
  /** Its document is the latest's: restoring it would change nothing, so it is not offered. */
  sameAsLatest: z.boolean(),
  /** Who saved it (issue 33): the account's name, else its mail; null when unknown or erased. */
  by: z.string().nullable(),
})
export interface SiteVersionListItem {
  siteVersion: number
  createdAt: string
  changes: VersionChange[]
  restoredFrom: { siteVersion: number; createdAt: string | null } | null
  /** Its document is the latest's: restoring it would change nothing, so it is not offered. */
  sameAsLatest: boolean
  by: string | null
}
