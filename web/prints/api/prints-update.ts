import type { Print, PrintContent } from '#domain/prints/print.ts'
import { request } from '#web/api/http.ts'

/** PUT /api/prints/{printId}: saves the card; answers the print as a read does. */
export function updatePrint(printId: string, card: PrintContent): Promise<Print> {
  return request<Print>('PUT', `/api/prints/${encodeURIComponent(printId)}`, card)
}
