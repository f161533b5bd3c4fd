import { lazy } from 'react'
import type { ModuleEditorDefinition } from '../definition.ts'

export const headerEditor: ModuleEditorDefinition<'Header'> = {
  type: 'Header',
  order: 8,
  Popup: lazy(() => import('./Popup.tsx')),
  Tools: lazy(() => import('./Tools.tsx')),
  icon: (
    <>
      <rect x="3" y="3" width="18" height="8" rx="1.5" />
      <path d="M3 15h18M3 19h12" />
    </>
  ),
}
