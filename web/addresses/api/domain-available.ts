import { request } from '#web/api/http.ts'
import { type Availability, availabilitySchema } from './subdomain-available.ts'

/** GET /api/sites/{siteId}/host/domain-available/{domain}: the registrar's answer. */
export async function getDomainAvailable(siteId: string, domain: string): Promise<Availability> {
  const answer = await request<unknown>(
    'GET',
    `/api/sites/${encodeURIComponent(siteId)}/host/domain-available/${encodeURIComponent(domain)}`,
  )
  return availabilitySchema.parse(answer)
}
