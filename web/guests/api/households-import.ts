import { isErrorResponse } from '#domain/errors.ts'
import type { ImportPreview } from '#domain/households/import-rows.ts'
import { ApiError } from '#web/api/http.ts'
import { householdsPath } from './households-list.ts'

export type ImportResponse = ImportPreview & { duplicates: string[]; stored: number }

/** POST .../households/import (multipart): a preview, or with confirm the households stored. */
export async function importHouseholds(
  siteId: string,
  file: File,
  confirm: boolean,
): Promise<ImportResponse> {
  const body = new FormData()
  body.append('confirm', String(confirm))
  body.append('file', file)
  let res: Response
  try {
    res = await fetch(`${householdsPath(siteId)}/import`, { method: 'POST', credentials: 'include', body })
  } catch (err) {
    throw new ApiError(0, undefined, err instanceof Error ? err.message : 'Network error')
  }
  const data: unknown = await res.json().catch(() => undefined)
  if (!res.ok) throw new ApiError(res.status, isErrorResponse(data) ? data : undefined, `HTTP ${res.status}`)
  return data as ImportResponse
}
