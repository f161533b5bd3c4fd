import type { z } from 'zod'
import type { formSubmissionSchema } from '#domain/forms/submissions.ts'
import { request } from './http.ts'

/** The body as the server's schema takes it. */
export type FormSubmitBody = z.input<typeof formSubmissionSchema>

/** POST /api/form-submissions/{siteId}/: a guest's answer; invertedSuccess true means taken for spam. */
export function submitFormAnswer(
  siteId: string,
  body: FormSubmitBody,
): Promise<{ invertedSuccess: boolean }> {
  return request<{ invertedSuccess: boolean }>(
    'POST',
    `/api/form-submissions/${encodeURIComponent(siteId)}/`,
    body,
  )
}
