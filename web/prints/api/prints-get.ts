import { useQuery } from '@tanstack/react-query'
import type { Print } from '#domain/prints/print.ts'
import { request } from '#web/api/http.ts'

export function printQueryKey(printId: string) {
  return ['prints', printId] as const
}

/** GET /api/prints/{printId}: the owner's card; 401 logged out, 403 not the owner, 404 no such print. */
export function getPrint(printId: string): Promise<Print> {
  return request<Print>('GET', `/api/prints/${encodeURIComponent(printId)}`)
}

export function usePrint(printId: string, enabled = true) {
  return useQuery({ queryKey: printQueryKey(printId), queryFn: () => getPrint(printId), enabled })
}
