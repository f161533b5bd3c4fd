import { useQuery } from '@tanstack/react-query'
import type { Receipt } from '#domain/payments.ts'
import { request } from '#web/api/http.ts'

/** GET /api/sites/{siteId}/payment/receipt/{reference} (owner only). */
export function getReceipt(siteId: string, reference: string): Promise<Receipt> {
  return request<Receipt>(
    'GET',
    `/api/sites/${encodeURIComponent(siteId)}/payment/receipt/${encodeURIComponent(reference)}`,
  )
}

export function useReceipt(siteId: string, reference: string) {
  return useQuery({
    queryKey: ['receipts', siteId, reference],
    queryFn: () => getReceipt(siteId, reference),
    enabled: reference !== '',
  })
}
