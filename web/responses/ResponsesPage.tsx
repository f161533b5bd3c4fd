import { ResponsesScreen } from './ResponsesScreen.tsx'

/** /redigera/{siteId}/visa-osa: statistics and the list of responses. */
export function ResponsesPage() {
  return <ResponsesScreen view="list" />
}
