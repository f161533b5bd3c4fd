import { lazy } from 'react'
import type { ModuleEditorDefinition } from '../definition.ts'

export const countdownEditor: ModuleEditorDefinition<'Countdown'> = {
  type: 'Countdown',
  order: 7,
  Popup: lazy(() => import('./Popup.tsx')),
  icon: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 9v4l2.5 2.5M10 2h4" />
    </>
  ),
}
