import { type Print, type PrintContent, printContentSchema } from '#domain/prints/print.ts'
import type { PrintRow } from '../repositories/prints.repository.ts'

/** The stored card document, checked against the current shape. */
export function printContent(row: PrintRow): PrintContent {
  return printContentSchema.parse(JSON.parse(row.content))
}

/** The print as its owner gets it, from a read and a save alike; the server access key never leaves. */
export function presentPrint(row: PrintRow): Print {
  return {
    ...printContent(row),
    _id: row.id,
    site: row.site_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}
