import { createContext, useContext } from 'react'
import type { SiteV2 } from '#domain/site/schema.ts'
import type { QuickStartSource } from './quick-start-storage.ts'

export interface QuickStartState {
  source: QuickStartSource
  /** The edit area's base: /snabbstart, /sms/snabbstart, /digital-studentinbjudan/snabbstart, /kom-igang/redigera. */
  base: string
  /** The site as it was when the page opened; the editor's store holds the working copy. */
  site: SiteV2
  /** The logged-in visitor's own site, if they have one. */
  ownSiteId: string | null
  /** /demo: the starting site shown in preview, kept nowhere until the visitor signs up. */
  demo: boolean
}

export const QuickStartContext = createContext<QuickStartState | null>(null)

export function useQuickStart(): QuickStartState {
  const state = useContext(QuickStartContext)
  if (!state) throw new Error('useQuickStart outside the quick-start layout')
  return state
}
