import type { PrintContent, PrintCreatedResponse } from '#domain/prints/print.ts'
import { request } from '#web/api/http.ts'

/** POST /api/prints/: the card plus the site it belongs to (spec 002 section 7); answers { id }. */
export function createPrint(siteId: string, card: PrintContent): Promise<PrintCreatedResponse> {
  return request<PrintCreatedResponse>('POST', '/api/prints/', { ...card, site: siteId })
}
