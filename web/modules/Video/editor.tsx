import { lazy } from 'react'
import { youtubeId } from '#domain/modules/video-links.ts'
import type { ModuleEditorDefinition } from '../definition.ts'

export const videoEditor: ModuleEditorDefinition<'Video'> = {
  type: 'Video',
  order: 11,
  Popup: lazy(() => import('./Popup.tsx')),
  setupHint: (module) => (youtubeId(module.video?.videoUrl) ? null : 'video'),
  icon: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="3" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
}
