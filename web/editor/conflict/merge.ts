import type { SiteModule } from '#domain/modules/registry.ts'
import type { SiteContent, SiteV2 } from '#domain/site/schema.ts'

/**
 * A three-way merge of two saves of one site: the base the editor started from, the owner's
 * draft ("mine") and the version another save wrote meanwhile ("theirs"). A part is a module (by
 * id), the order of the modules, or one of the site's own settings. A part only one side changed
 * takes that side; a part both changed differently is a conflict the owner decides.
 */

/** The site's own settings that a save writes, each merged as a whole. */
export const SETTING_FIELDS = [
  'theme',
  'fonts',
  'colorScheme',
  'siteGraphic',
  'eventLogo',
  'mostRecentSelectedDesignTemplate',
  'availableLanguages',
  'formRecipients',
] as const satisfies readonly (keyof SiteContent)[]
export type SettingField = (typeof SETTING_FIELDS)[number]

export type Part =
  | { kind: 'module'; key: string; id: string; module: SiteModule }
  | { kind: 'order'; key: 'order' }
  | { kind: 'setting'; key: string; field: SettingField }

/** What the other save did to a part, as the dialog says it. */
export type Change = 'added' | 'removed' | 'changed'

export interface PartChange {
  part: Part
  change: Change
  /** For a conflict: what the owner's draft did to the part. */
  mine?: Change
}

export type Choice = 'mine' | 'theirs'

export interface Merge {
  /** Every part the other save changed, in the page's order. */
  theirChanges: PartChange[]
  /** Parts both saves changed differently; `change` is what the other save did. */
  conflicts: PartChange[]
  /** The merged site on the other save's revision; a conflict without a choice keeps theirs. */
  build(choices: Readonly<Record<string, Choice>>): SiteV2
}

/** Deep equality of JSON values where key order and undefined-valued keys do not count. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => sameJson(value, b[i]))
  const ra = a as Record<string, unknown>
  const rb = b as Record<string, unknown>
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)])
  for (const key of keys) if (!sameJson(ra[key], rb[key])) return false
  return true
}

const changeOf = (before: unknown, after: unknown): Change =>
  before === undefined ? 'added' : after === undefined ? 'removed' : 'changed'

/** The ids both lists hold, in the order of the first. */
const sharedOrder = (ids: string[], other: Set<string>) => ids.filter((id) => other.has(id))

/** True when the modules both lists hold stand in another order. */
function reordered(base: string[], next: string[]): boolean {
  return !sameJson(sharedOrder(base, new Set(next)), sharedOrder(next, new Set(base)))
}

export function mergeSites(base: SiteV2, mine: SiteV2, theirs: SiteV2): Merge {
  const byId = (site: SiteV2) => new Map(site.siteModules.map((m) => [m.id, m]))
  const b = byId(base)
  const m = byId(mine)
  const t = byId(theirs)
  const ids = (site: SiteV2) => site.siteModules.map((module) => module.id)

  const theirChanges: PartChange[] = []
  const conflicts: PartChange[] = []
  const note = (part: Part, before: unknown, mineValue: unknown, theirValue: unknown) => {
    const theirsChanged = !sameJson(before, theirValue)
    if (!theirsChanged) return
    const change = changeOf(before, theirValue)
    theirChanges.push({ part, change })
    if (!sameJson(before, mineValue) && !sameJson(mineValue, theirValue))
      conflicts.push({ part, change, mine: changeOf(before, mineValue) })
  }

  // Every module any side knows, in the order the owner sees them, then the other save's new ones.
  const allIds = [...new Set([...ids(mine), ...ids(theirs), ...ids(base)])]
  for (const id of allIds) {
    const module = (m.get(id) ?? t.get(id) ?? b.get(id)) as SiteModule
    const labelled = { ...module, ...(t.get(id) ?? {}) } as SiteModule
    note({ kind: 'module', key: `module:${id}`, id, module: labelled }, b.get(id), m.get(id), t.get(id))
  }
  const mineMoved = reordered(ids(base), ids(mine))
  const theirsMoved = reordered(ids(base), ids(theirs))
  if (theirsMoved) {
    theirChanges.push({ part: { kind: 'order', key: 'order' }, change: 'changed' })
    if (mineMoved && !sameJson(ids(mine), ids(theirs)))
      conflicts.push({ part: { kind: 'order', key: 'order' }, change: 'changed', mine: 'changed' })
  }
  for (const field of SETTING_FIELDS)
    note({ kind: 'setting', key: `setting:${field}`, field }, base[field], mine[field], theirs[field])

  const conflictKeys = new Set(conflicts.map((c) => c.part.key))
  const pick = <T>(
    key: string,
    baseValue: T,
    mineValue: T,
    theirValue: T,
    choices: Record<string, Choice>,
  ) => {
    if (conflictKeys.has(key)) return choices[key] === 'mine' ? mineValue : theirValue
    return sameJson(baseValue, mineValue) ? theirValue : mineValue
  }

  const build = (choices: Readonly<Record<string, Choice>>): SiteV2 => {
    const kept = new Map<string, SiteModule>()
    for (const id of allIds) {
      const value = pick(`module:${id}`, b.get(id), m.get(id), t.get(id), choices)
      if (value) kept.set(id, value)
    }
    const mineOrderWins = conflictKeys.has('order') ? choices.order === 'mine' : mineMoved && !theirsMoved
    const [first, second] = mineOrderWins ? [ids(mine), ids(theirs)] : [ids(theirs), ids(mine)]
    const order = first.filter((id) => kept.has(id))
    // A module only the other list holds goes in after the module it follows there.
    for (const [index, id] of second.entries()) {
      if (!kept.has(id) || order.includes(id)) continue
      const before = second.slice(0, index).findLast((prev) => order.includes(prev))
      order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, id)
    }
    const settings = Object.fromEntries(
      SETTING_FIELDS.map((field) => [
        field,
        pick(`setting:${field}`, base[field], mine[field], theirs[field], choices),
      ]),
    )
    return {
      ...theirs,
      ...settings,
      siteModules: order.map((id) => kept.get(id) as SiteModule),
    }
  }

  return { theirChanges, conflicts, build }
}
