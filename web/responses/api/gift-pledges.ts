import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { GiftPledgeRecord } from '#domain/forms/submissions.ts'
import { request } from '#web/api/http.ts'

const key = (siteId: string) => ['gift-pledges', siteId] as const

/** GET /api/sites/{siteId}/gift-pledges: what guests say they gave to the site's funds; owner only. */
export function useGiftPledges(siteId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: key(siteId),
    queryFn: async () =>
      (
        await request<{ data: GiftPledgeRecord[] }>(
          'GET',
          `/api/sites/${encodeURIComponent(siteId)}/gift-pledges`,
        )
      ).data,
    enabled: options.enabled ?? true,
  })
}

/** PUT .../gift-pledges/{id}/received: the couple saw the money arrive, or takes that back. */
export function useMarkPledgeReceived(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, received }: { id: string; received: boolean }) =>
      request(
        'PUT',
        `/api/sites/${encodeURIComponent(siteId)}/gift-pledges/${encodeURIComponent(id)}/received`,
        {
          received,
        },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: key(siteId) }),
  })
}

/** Where the owner downloads the thank-you list. */
export function thankYouExportUrl(siteId: string, language: string): string {
  return `/api/sites/${encodeURIComponent(siteId)}/gift-pledges/thank-you.xlsx?lang=${encodeURIComponent(language)}`
}
