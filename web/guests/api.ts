import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isErrorResponse } from '#domain/errors.ts'
import type {
  Household,
  HouseholdInput,
  HouseholdsResponse,
  SendLogEntry,
} from '#domain/households/household.ts'
import type { ImportPreview } from '#domain/households/import-rows.ts'
import type { ReminderInput } from '#domain/households/messages.ts'
import { ApiError, request } from '#web/api/http.ts'

const base = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/households`

export const householdsQueryKey = (siteId: string) => ['sites', siteId, 'households'] as const
const sendsQueryKey = (siteId: string) => ['sites', siteId, 'households', 'reminders'] as const

/** GET /api/sites/{siteId}/households: the guest list with answers, refreshed while the page is open. */
export function useHouseholds(siteId: string) {
  return useQuery({
    queryKey: householdsQueryKey(siteId),
    queryFn: () => request<HouseholdsResponse>('GET', base(siteId)),
    refetchInterval: 30_000,
  })
}

/** Saves (POST for a new one, PUT for an existing one) and puts the answer in the cached list. */
export function useSaveHousehold(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: HouseholdInput }) =>
      id
        ? request<Household>('PUT', `${base(siteId)}/${encodeURIComponent(id)}`, input)
        : request<Household>('POST', base(siteId), input),
    onSuccess: (saved) =>
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) => {
        if (!data) return data
        const exists = data.households.some((h) => h._id === saved._id)
        return {
          ...data,
          households: exists
            ? data.households.map((h) => (h._id === saved._id ? saved : h))
            : [...data.households, saved].sort((a, b) => a.name.localeCompare(b.name)),
        }
      }),
  })
}

export function useDeleteHousehold(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => request<undefined>('DELETE', `${base(siteId)}/${encodeURIComponent(id)}`),
    onSuccess: (_none, id) =>
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) =>
        data ? { ...data, households: data.households.filter((h) => h._id !== id) } : data,
      ),
  })
}

export function useRequireCode(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (requireCode: boolean) =>
      request<{ requireCode: boolean }>(
        'PUT',
        `/api/sites/${encodeURIComponent(siteId)}/households-settings`,
        {
          requireCode,
        },
      ),
    onSuccess: ({ requireCode }) =>
      queryClient.setQueryData<HouseholdsResponse>(householdsQueryKey(siteId), (data) =>
        data ? { ...data, requireCode } : data,
      ),
  })
}

export function useClearContactData(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => request<undefined>('POST', `${base(siteId)}/clear-contact-data`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: householdsQueryKey(siteId) }),
  })
}

export type ImportResponse = ImportPreview & { duplicates: string[]; stored: number }

/** POST .../households/import (multipart): a preview, or with confirm the households stored. */
export async function importHouseholds(
  siteId: string,
  file: File,
  confirm: boolean,
): Promise<ImportResponse> {
  const body = new FormData()
  body.append('confirm', String(confirm))
  body.append('file', file)
  let res: Response
  try {
    res = await fetch(`${base(siteId)}/import`, { method: 'POST', credentials: 'include', body })
  } catch (err) {
    throw new ApiError(0, undefined, err instanceof Error ? err.message : 'Network error')
  }
  const data: unknown = await res.json().catch(() => undefined)
  if (!res.ok) throw new ApiError(res.status, isErrorResponse(data) ? data : undefined, `HTTP ${res.status}`)
  return data as ImportResponse
}

export const exportUrl = (siteId: string) => `${base(siteId)}/export`

export function useSendLog(siteId: string, enabled: boolean) {
  return useQuery({
    queryKey: sendsQueryKey(siteId),
    queryFn: () => request<{ sends: SendLogEntry[] }>('GET', `${base(siteId)}/reminders`),
    enabled,
  })
}

export function useSendReminder(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReminderInput) =>
      request<{ _id: string; recipients: number }>('POST', `${base(siteId)}/reminders`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sendsQueryKey(siteId) }),
  })
}
