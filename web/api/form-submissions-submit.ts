import type { SubmittedElement } from '#domain/forms/answers.ts'
import { request } from './http.ts'

export interface FormSubmitBody {
  formElements: SubmittedElement[]
  postKey: string
  /** The Form module's id. */
  formId: string
  language: string
  formTitle: string
  /** The honeypot: empty unless a robot filled it. */
  website?: string
}

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
