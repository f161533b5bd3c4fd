import { lazy } from 'react'
import type { ModuleEditorDefinition } from '../definition.ts'

export const formEditor: ModuleEditorDefinition<'Form'> = {
  type: 'Form',
  order: 6,
  Popup: lazy(() => import('./Popup.tsx')),
  icon: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M9 21h6" />
    </>
  ),
}
