import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'Photos'>(() => import('./View.tsx').then((m) => m.PhotosView))

export const photosModule: ModuleWebDefinition<'Photos'> = {
  type: 'Photos',
  View,
  loadView: load,
  loadGuestCode: load,
}
