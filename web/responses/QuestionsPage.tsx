import { ResponsesScreen } from './ResponsesScreen.tsx'

/** /redigera/{siteId}/visa-osa/fragor: the answers summed up per question. */
export function QuestionsPage() {
  return <ResponsesScreen view="questions" />
}
