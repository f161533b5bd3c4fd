import { useQuery } from '@tanstack/react-query'
import type { ThankYouGiver } from '#domain/forms/submissions.ts'
import { request } from '#web/api/http.ts'

/**
 * GET /api/sites/{siteId}/gift-pledges/thank-you: who gave what per household (gifts reserved and
 * money pledged), sorted by name in the interface's language; owner only.
 */
export function useThankYouList(siteId: string, language: string) {
  return useQuery({
    queryKey: ['gift-pledges', siteId, 'thank-you', language],
    queryFn: async () =>
      (
        await request<{ data: ThankYouGiver[] }>(
          'GET',
          `/api/sites/${encodeURIComponent(siteId)}/gift-pledges/thank-you?lang=${encodeURIComponent(language)}`,
        )
      ).data,
  })
}
