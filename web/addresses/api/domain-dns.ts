import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import type { DnsStatus, DomainDnsResponse } from '#domain/addresses.ts'
import { request } from '#web/api/http.ts'

/** Where a domain at another registrar must point, and whether it does yet (checked on arrival). */
export const domainDnsSchema: z.ZodType<DomainDnsResponse> = z.object({
  domain: z.string(),
  status: z.enum(['waiting', 'connected'] satisfies DnsStatus[]),
  checkedAt: z.string().nullable(),
  aRecord: z.string(),
  cnameTarget: z.string(),
  proofName: z.string(),
  proofValue: z.string(),
  proven: z.boolean(),
})
export type DomainDns = DomainDnsResponse

// The server checks every few minutes by itself; the page asks it again this often.
const REFRESH_MS = 60_000

export function domainDnsQueryKey(siteId: string) {
  return ['domain-dns', siteId] as const
}

/** GET /api/sites/{siteId}/host/domain-dns */
export async function getDomainDns(siteId: string): Promise<DomainDns> {
  return domainDnsSchema.parse(
    await request<unknown>('GET', `/api/sites/${encodeURIComponent(siteId)}/host/domain-dns`),
  )
}

/** POST /api/sites/{siteId}/host/domain-dns/check: looks up the domain's DNS now. */
export async function checkDomainDns(siteId: string): Promise<DomainDns> {
  return domainDnsSchema.parse(
    await request<unknown>('POST', `/api/sites/${encodeURIComponent(siteId)}/host/domain-dns/check`),
  )
}

export function useDomainDns(siteId: string) {
  return useQuery({
    queryKey: domainDnsQueryKey(siteId),
    queryFn: () => getDomainDns(siteId),
    refetchInterval: (query) => (query.state.data?.status === 'connected' ? false : REFRESH_MS),
  })
}

export function useCheckDomainDns(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => checkDomainDns(siteId),
    onSuccess: (answer) => queryClient.setQueryData(domainDnsQueryKey(siteId), answer),
  })
}
