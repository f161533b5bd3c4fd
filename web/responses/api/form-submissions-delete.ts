import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { FormSubmissionRecord } from '#domain/forms/responses.ts'
import { request } from '#web/api/http.ts'
import { formSubmissionsQueryKey } from './form-submissions-list.ts'

/** DELETE /api/form-submissions/{siteId}/{id}: removes one form answer for good; 404 when already gone. */
export function deleteFormSubmission(siteId: string, id: string): Promise<{ ok: true }> {
  return request<{ ok: true }>(
    'DELETE',
    `/api/form-submissions/${encodeURIComponent(siteId)}/${encodeURIComponent(id)}`,
  )
}

/** Deletes a form answer and drops it from the cached list at once. */
export function useDeleteFormSubmission(siteId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => deleteFormSubmission(siteId, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<FormSubmissionRecord[]>(formSubmissionsQueryKey(siteId), (list) =>
        list?.filter((s) => s._id !== id),
      )
    },
  })
}
