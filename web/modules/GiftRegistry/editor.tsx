import { lazy } from 'react'
import type { ModuleEditorDefinition } from '../definition.ts'

export const giftRegistryEditor: ModuleEditorDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  order: 9,
  Popup: lazy(() => import('./Popup.tsx')),
  editViews: ['startButton', 'giftList'],
  setupHint: (module) => (module.giftRegistry.length > 0 ? null : 'gifts'),
  icon: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8C9 8 7 7 7.5 5S11 4.5 12 8zm0 0c3 0 5-1 4.5-3S13 4.5 12 8z" />
    </>
  ),
}
