import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'Video'>(() => import('./View.tsx').then((m) => m.VideoView))

export const videoModule: ModuleWebDefinition<'Video'> = {
  type: 'Video',
  View,
  loadView: load,
  loadGuestCode: load,
}
