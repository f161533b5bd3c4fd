import { useParams } from 'react-router'
import { useSite } from '#web/api/sites-get.ts'
import { isLegacyOwnerSite, LegacyResponses } from '#web/legacy/owner.ts'
import { ResponsesScreen } from './ResponsesScreen.tsx'

/** /redigera/{siteId}/visa-osa: statistics and the list of responses; a legacy site gets the legacy view. */
export function ResponsesPage() {
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  if (isLegacyOwnerSite(site.data)) return <LegacyResponses siteId={siteId} />
  return <ResponsesScreen view="list" />
}
