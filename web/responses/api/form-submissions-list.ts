import { useQuery } from '@tanstack/react-query'
import type { FormSubmissionRecord } from '#domain/forms/responses.ts'
import { request } from '#web/api/http.ts'

export function formSubmissionsQueryKey(siteId: string) {
  return ['form-submissions', siteId] as const
}

/** GET /api/form-submissions/{siteId}: every answer to the site's form modules; owner only. */
export async function getFormSubmissions(siteId: string): Promise<FormSubmissionRecord[]> {
  const answer = await request<{ data: FormSubmissionRecord[] }>(
    'GET',
    `/api/form-submissions/${encodeURIComponent(siteId)}`,
  )
  return answer.data
}

export function useFormSubmissions(siteId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: formSubmissionsQueryKey(siteId),
    queryFn: () => getFormSubmissions(siteId),
    enabled: options.enabled ?? true,
  })
}

/** Where the owner downloads formular.xlsx. */
export function formSubmissionsExportUrl(siteId: string, language: string): string {
  return `/api/form-submissions/${encodeURIComponent(siteId)}/export?lang=${encodeURIComponent(language)}`
}
