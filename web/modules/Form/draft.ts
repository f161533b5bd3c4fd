import { readDraft } from '../guest-forms/drafts.ts'

/** What a Form module keeps in sessionStorage until it is sent: the answers typed. */
export interface FormDraft {
  answers: Record<string, string>
}

/** Whether an unsent answer was left on this page before a reload. */
export function hasFormDraft(siteId: string, moduleId: string): boolean {
  const answers = readDraft<Partial<FormDraft>>(siteId, moduleId)?.answers
  return typeof answers === 'object' && answers !== null && Object.keys(answers).length > 0
}
