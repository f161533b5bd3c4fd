import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LegacyRsvpRecord } from '#domain/legacy/submissions.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { request } from '#web/api/http.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import type { LegacyOwnerSite } from './legacy-site.ts'

const rsvpsKey = (siteId: string) => ['rsvps', siteId, 'legacy'] as const
const path = (siteId: string) => encodeURIComponent(siteId)

/** GET /api/rsvps/{siteId}: the legacy list, { data }; owner only. */
export function useLegacyRsvps(siteId: string) {
  return useQuery({
    queryKey: rsvpsKey(siteId),
    queryFn: async () =>
      (await request<{ data: (LegacyRsvpRecord & { _id: string })[] }>('GET', `/api/rsvps/${path(siteId)}`))
        .data,
  })
}

/** DELETE /api/rsvps/{siteId}/{rsvpId}: the legacy delete. */
export function useDeleteLegacyRsvp(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (rsvpId: string) =>
      request<{ ok: true }>('DELETE', `/api/rsvps/${path(siteId)}/${encodeURIComponent(rsvpId)}`),
    onSettled: () => client.invalidateQueries({ queryKey: rsvpsKey(siteId) }),
  })
}

/** PUT /api/sites/{id}: the legacy save; the answer is the saved site. */
export function useSaveLegacySite(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      request<LegacyOwnerSite>('PUT', `/api/sites/${path(siteId)}`, body),
    onSuccess: (site) => client.setQueryData(siteQueryKey(siteId), site),
  })
}

/** POST /api/sites/{id}/upgrade: the V2 site it became, which the editor opens at once. */
export function useUpgradeSite(siteId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => request<{ site: unknown }>('POST', `/api/sites/${path(siteId)}/upgrade`),
    onSuccess: ({ site }) => client.setQueryData(siteQueryKey(siteId), site),
  })
}

/**
 * GET /api/sites/{id}/upgrade/preview: the V2 site the upgrade would make, not stored. Asked again
 * for each saved revision, so the preview shows the owner's latest legacy edits.
 */
export function useUpgradePreview(siteId: string, revision: number) {
  return useQuery({
    queryKey: [...siteQueryKey(siteId), 'upgrade-preview', revision],
    queryFn: async () =>
      (await request<{ site: SiteV2 }>('GET', `/api/sites/${path(siteId)}/upgrade/preview`)).site,
  })
}
