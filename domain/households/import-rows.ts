import { type HouseholdInput, householdInputSchema, MAX_EXTRA_GUESTS } from './household.ts'

/** The columns of an import file, as the couple may head them in any of our languages. */
const COLUMN_NAMES = {
  household: ['household', 'hushåll', 'husstand', 'familj', 'familie'],
  name: ['name', 'namn', 'navn', 'gäst', 'gæst', 'guest'],
  email: ['e-mail', 'email', 'e-post', 'epost', 'mail', 'e-mail-adresse'],
  phone: ['phone', 'telefon', 'mobil', 'mobile', 'tlf'],
  extraGuests: ['extra guests', 'extra gäster', 'ekstra gæster', 'extra', 'ekstra'],
} as const

export type ImportColumn = keyof typeof COLUMN_NAMES

/** Why a row could not be read; the web shows each in the couple's language. */
export type RowProblem =
  | 'missingHousehold'
  | 'missingName'
  | 'badEmail'
  | 'badExtraGuests'
  | 'tooLong'
  | 'tooManyMembers'

export interface RejectedRow {
  /** The row number as a spreadsheet shows it (the header is row 1). */
  row: number
  problem: RowProblem
  /** The row's cells, so the couple can find it. */
  cells: string[]
}

/** An event of the site as the import looks for its column: by its title in any site language. */
export interface ImportEvent {
  id: string
  names: readonly string[]
}

/**
 * A household of the file. `events` is there only when the file has a column for one of the site's
 * events: the events it is invited to (those marked, and those without a column), null for all.
 */
export type ImportedHousehold = HouseholdInput & { events?: string[] | null }

export interface ImportPreview {
  households: ImportedHousehold[]
  rejected: RejectedRow[]
  /** The file had no header row naming at least the household and name columns. */
  missingColumns: ImportColumn[]
}

const normalise = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')

function columnsOf(header: string[]): Partial<Record<ImportColumn, number>> {
  const found: Partial<Record<ImportColumn, number>> = {}
  header.forEach((cell, index) => {
    const name = normalise(cell)
    for (const [column, aliases] of Object.entries(COLUMN_NAMES) as [ImportColumn, readonly string[]][]) {
      if (found[column] === undefined && aliases.includes(name)) found[column] = index
    }
  })
  return found
}

/** The file's columns headed by an event's title (in any site language), the first of each. */
function eventColumnsOf(
  header: string[],
  events: readonly ImportEvent[],
  taken: Partial<Record<ImportColumn, number>>,
): { id: string; index: number }[] {
  const used = new Set(Object.values(taken))
  const found: { id: string; index: number }[] = []
  for (const event of events) {
    const names = new Set(event.names.map(normalise).filter(Boolean))
    const index = header.findIndex(
      (cell, i) => !used.has(i) && names.has(normalise(cell)) && !found.some((f) => f.index === i),
    )
    if (index >= 0) found.push({ id: event.id, index })
  }
  return found
}

/** A cell of an event's column that says "not invited": empty, or no in one of our languages. */
const NOT_INVITED = new Set(['', 'nej', 'no', 'n', 'nej tack', '0', '-', '–', 'false', 'falsk', 'falskt'])

/**
 * Reads a sheet's rows (the first is the header) into households: rows with the same household
 * name are one household, in the order they first appear. A row that cannot be read is reported
 * with why, and the rest are still read. A column headed by an event's title (issue 32) says who
 * is invited to it: x (or ja, yes, anything but empty or no) marks a household's row as invited;
 * other columns are ignored as before.
 */
export function parseImportRows(rows: string[][], events: readonly ImportEvent[] = []): ImportPreview {
  const [header = [], ...body] = rows
  const columns = columnsOf(header)
  const eventColumns = eventColumnsOf(header, events, columns)
  const marked = new Map<string, Set<string>>()
  const missingColumns = (['household', 'name'] as const).filter((c) => columns[c] === undefined)
  if (missingColumns.length > 0) return { households: [], rejected: [], missingColumns }

  const cell = (row: string[], column: ImportColumn) => {
    const index = columns[column]
    return index === undefined ? '' : (row[index] ?? '').trim()
  }
  const byName = new Map<string, HouseholdInput>()
  const rejected: RejectedRow[] = []
  for (const [index, row] of body.entries()) {
    const rowNumber = index + 2
    if (row.every((c) => c.trim() === '')) continue
    const reject = (problem: RowProblem) => {
      rejected.push({ row: rowNumber, problem, cells: row })
    }
    const householdName = cell(row, 'household')
    const name = cell(row, 'name')
    if (!householdName) {
      reject('missingHousehold')
      continue
    }
    if (!name) {
      reject('missingName')
      continue
    }
    const extraText = cell(row, 'extraGuests')
    const extra = extraText === '' ? 0 : Number(extraText)
    if (!Number.isInteger(extra) || extra < 0 || extra > MAX_EXTRA_GUESTS) {
      reject('badExtraGuests')
      continue
    }
    const key = householdName.toLowerCase()
    const existing = byName.get(key)
    const candidate = {
      name: existing?.name ?? householdName,
      members: [...(existing?.members ?? []), { name, email: cell(row, 'email'), phone: cell(row, 'phone') }],
      extraGuests: Math.max(existing?.extraGuests ?? 0, extra),
      tags: existing?.tags ?? [],
      note: existing?.note ?? '',
    }
    const parsed = householdInputSchema.safeParse(candidate)
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path ?? []
      if (path.includes('email')) {
        reject('badEmail')
        continue
      }
      if (path[0] === 'members' && path.length === 1) {
        reject('tooManyMembers')
        continue
      }
      reject('tooLong')
      continue
    }
    byName.set(key, parsed.data)
    const invited = marked.get(key) ?? new Set<string>()
    for (const column of eventColumns)
      if (!NOT_INVITED.has(normalise(row[column.index] ?? ''))) invited.add(column.id)
    marked.set(key, invited)
  }
  if (eventColumns.length === 0) return { households: [...byName.values()], rejected, missingColumns: [] }
  const withColumn = new Set(eventColumns.map((c) => c.id))
  const households = [...byName].map(([key, household]) => {
    const invited = events.map((e) => e.id).filter((id) => !withColumn.has(id) || marked.get(key)?.has(id))
    // A household is invited to one event at least: marked for none (every event has a column and
    // its cells are all empty) is taken as not chosen, and it keeps every event.
    const all = invited.length === 0 || invited.length === events.length
    return { ...household, events: all ? null : invited }
  })
  return { households, rejected, missingColumns: [] }
}

/**
 * The rows of a CSV file: comma or semicolon separated (Excel in Sweden and Denmark writes
 * semicolons), fields in double quotes may hold separators, quotes ("") and line breaks.
 */
export function parseCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '')
  const firstLine = source.split(/\r?\n/, 1)[0] ?? ''
  // Excel writes ';' where the decimal comma is Swedish or Danish, ',' elsewhere, and a tab in
  // "Unicode text": the one the header uses most.
  const count = (separator: string) => firstLine.split(separator).length - 1
  const separator = [',', ';', '\t'].reduce((best, next) => (count(next) > count(best) ? next : best))
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"' && field === '') quoted = true
    else if (char === separator) {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

/** How two household names compare when a re-import looks for the ones already on the list. */
const householdKey = (name: string) =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('sv')

/**
 * The file's households that are not on the guest list yet, and the names of those that are: a
 * re-import of the same file warns about them instead of adding them twice.
 */
export function withoutListed<T extends { name: string }>(
  households: T[],
  listedNames: string[],
): { households: T[]; duplicates: string[] } {
  const listed = new Set(listedNames.map(householdKey))
  const fresh: T[] = []
  const duplicates: string[] = []
  for (const household of households) {
    if (listed.has(householdKey(household.name))) duplicates.push(household.name)
    else fresh.push(household)
  }
  return { households: fresh, duplicates }
}
