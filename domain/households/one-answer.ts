/**
 * A household has one answer per RSVP (issue 30): its latest group. New answers replace the
 * earlier group when they are stored; groups stored twice before that rule (two devices, one
 * link) are read as one here, so the owner never sees a household answer twice.
 */

interface AnswerRow {
  form_id: string
  group_identifier: string
  created_at: string
  changed_at?: string | null
}

/** The rows without the groups a later group of the same household and form replaced. */
export function withoutReplacedAnswers<R extends AnswerRow>(
  rows: readonly R[],
  householdOfGroup: ReadonlyMap<string, string>,
): R[] {
  const latest = new Map<string, { group: string; at: string }>()
  for (const row of rows) {
    const household = householdOfGroup.get(row.group_identifier)
    if (!household) continue
    const key = `${household}\n${row.form_id}`
    const at = row.changed_at ?? row.created_at
    const seen = latest.get(key)
    if (!seen || at > seen.at || (at === seen.at && row.group_identifier > seen.group)) {
      latest.set(key, { group: row.group_identifier, at })
    }
  }
  if (!latest.size) return [...rows]
  return rows.filter((row) => {
    const household = householdOfGroup.get(row.group_identifier)
    return !household || latest.get(`${household}\n${row.form_id}`)?.group === row.group_identifier
  })
}
