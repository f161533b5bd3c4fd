import { request } from '#web/api/http.ts'

/**
 * POST /api/sites/{siteId}/host/domain-registration/register/{domain}: 402 while the domain's
 * payment is not yet PAID (the caller retries), success once the domain is registered.
 */
export function registerDomain(siteId: string, domain: string): Promise<unknown> {
  return request<unknown>(
    'POST',
    `/api/sites/${encodeURIComponent(siteId)}/host/domain-registration/register/${encodeURIComponent(domain)}`,
  )
}
