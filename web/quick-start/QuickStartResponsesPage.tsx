import { useState } from 'react'
import { ResponsesScreen, type ResponsesView } from '#web/responses/index.ts'
import { useQuickStart } from './quick-start-context.ts'
import { readQuickStartSite } from './quick-start-storage.ts'

/**
 * /snabbstart/visa-osa, /kom-igang/redigera/visa-osa and their /fragor (spec 001 section 4): the
 * responses screen on the visitor's own quick-start site, with sample answers to its questions.
 * The editor keeps its working copy in local storage, so the questions are the latest edited ones.
 */
export function QuickStartResponsesPage({ view }: { view: ResponsesView }) {
  const { source, base, demo, site } = useQuickStart()
  const [current] = useState(() => (demo ? undefined : readQuickStartSite(source)) ?? site)
  return <ResponsesScreen view={view} local={{ site: current, base }} />
}
