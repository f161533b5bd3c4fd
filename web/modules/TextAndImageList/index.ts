import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'TextAndImageList'>(() =>
  import('./View.tsx').then((m) => m.TextAndImageListView),
)

export const textAndImageListModule: ModuleWebDefinition<'TextAndImageList'> = {
  type: 'TextAndImageList',
  View,
  loadView: load,
  loadGuestCode: load,
}
