import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { AvailabilityResponse } from '#domain/addresses.ts'
import { request } from '#web/api/http.ts'

/** The answer of both availability calls (AvailabilityResponse of domain/addresses.ts), checked. */
export const availabilitySchema = z.object({
  available: z.boolean(),
}) satisfies z.ZodType<AvailabilityResponse>
export type Availability = AvailabilityResponse

/** GET /api/sites/{siteId}/host/subdomain-available/{host} */
export async function getSubdomainAvailable(siteId: string, host: string): Promise<Availability> {
  const answer = await request<unknown>(
    'GET',
    `/api/sites/${encodeURIComponent(siteId)}/host/subdomain-available/${encodeURIComponent(host)}`,
  )
  return availabilitySchema.parse(answer)
}

/** Asks only when `host` is set: an empty name or the site's own host is never searched. */
export function useSubdomainAvailable(siteId: string, host: string | null) {
  return useQuery({
    queryKey: ['subdomain-available', siteId, host],
    queryFn: () => getSubdomainAvailable(siteId, host ?? ''),
    enabled: host !== null,
    // A name can be taken a moment later: never show an old answer as the current one.
    staleTime: 0,
    gcTime: 30_000,
    retry: false,
  })
}
