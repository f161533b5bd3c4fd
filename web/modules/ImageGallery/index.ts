import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'ImageGallery'>(() => import('./View.tsx').then((m) => m.ImageGalleryView))

export const imageGalleryModule: ModuleWebDefinition<'ImageGallery'> = {
  type: 'ImageGallery',
  View,
  loadView: load,
  loadGuestCode: load,
}
