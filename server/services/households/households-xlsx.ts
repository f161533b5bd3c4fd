// exceljs is loaded when a sheet is first read or written, not by every process that wires the services.
const excel = async () => (await import('exceljs')).default

import { isInvited } from '#domain/events/invitations.ts'
import type { Household } from '#domain/households/household.ts'
import { parseCsv } from '#domain/households/import-rows.ts'
import { decodeCsvBytes } from '#domain/households/import-text.ts'
import { AppError } from '../../http/errors.ts'

export const importErrors = {
  unreadable: () =>
    new AppError(400, {
      sv: 'Filen gick inte att läsa. Välj en Excel-fil (.xlsx) eller en CSV-fil.',
      en: 'The file could not be read. Choose an Excel file (.xlsx) or a CSV file.',
      da: 'Filen kunne ikke læses. Vælg en Excel-fil (.xlsx) eller en CSV-fil.',
    }),
  tooManyRows: () =>
    new AppError(400, {
      sv: 'Filen har fler än 5000 rader.',
      en: 'The file has more than 5000 rows.',
      da: 'Filen har flere end 5000 rækker.',
    }),
}

const MAX_ROWS = 5000
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])

/** The rows of an uploaded guest list: xlsx (its first sheet) by its zip signature, CSV otherwise. */
export async function readSheetRows(data: Buffer): Promise<string[][]> {
  let rows: string[][]
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) {
    const workbook = new (await excel()).Workbook()
    try {
      await workbook.xlsx.load(data as unknown as ArrayBuffer)
    } catch {
      throw importErrors.unreadable()
    }
    const sheet = workbook.worksheets[0]
    if (!sheet) throw importErrors.unreadable()
    rows = []
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const cells: string[] = []
      for (let c = 1; c <= row.cellCount; c++) cells.push(row.getCell(c).text ?? '')
      rows[rowNumber - 1] = cells
    })
    rows = Array.from(rows, (r) => r ?? [])
  } else {
    const text = decodeCsvBytes(data)
    if (text.includes('\u0000')) throw importErrors.unreadable()
    rows = parseCsv(text)
  }
  if (rows.length > MAX_ROWS + 1) throw importErrors.tooManyRows()
  return rows
}

/** A column per event of the export: its title heads it, an x marks the households invited. */
export interface EventColumn {
  id: string
  title: string
}

/** Titles made unique for the header ("Middag", "Middag (2)"): the import reads columns by name. */
function eventHeaders(events: readonly EventColumn[]): string[] {
  const seen = new Map<string, number>()
  return events.map((e) => {
    const title = e.title.trim() || e.id
    const key = title.toLowerCase()
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    return count === 1 ? title : `${title} (${count})`
  })
}

/**
 * The guest list as the couple can open, edit and import again (the same first five columns),
 * and after the rest one column per event when the site has several (x: invited).
 */
export async function householdsXlsx(
  households: Household[],
  events: readonly EventColumn[] = [],
): Promise<Buffer> {
  const workbook = new (await excel()).Workbook()
  const sheet = workbook.addWorksheet('Gäster')
  sheet.columns = [
    { header: 'household', width: 28 },
    { header: 'name', width: 28 },
    { header: 'e-mail', width: 30 },
    { header: 'phone', width: 16 },
    { header: 'extra guests', width: 12 },
    { header: 'tags', width: 20 },
    { header: 'answered', width: 22 },
    { header: 'link', width: 60 },
    ...eventHeaders(events).map((header) => ({
      header,
      width: Math.min(30, Math.max(10, header.length + 2)),
    })),
  ]
  sheet.getRow(1).font = { bold: true }
  for (const h of households) {
    const members = h.members.length > 0 ? h.members : [{ name: '', email: '', phone: '' }]
    for (const m of members) {
      sheet.addRow([
        h.name,
        m.name,
        m.email,
        m.phone,
        h.extraGuests,
        h.tags.join(', '),
        h.answeredAt ?? '',
        h.link ?? '',
        ...events.map((e) => (isInvited(h.events, e.id) ? 'x' : '')),
      ])
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
