import { lazy } from 'react'
import type { ModuleEditorDefinition } from '../definition.ts'

export const rsvpEditor: ModuleEditorDefinition<'Rsvp'> = {
  type: 'Rsvp',
  order: 5,
  Popup: lazy(() => import('./Popup.tsx')),
  icon: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
}
