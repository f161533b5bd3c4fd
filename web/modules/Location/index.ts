import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'Location'>(() => import('./View.tsx').then((m) => m.LocationView))

export const locationModule: ModuleWebDefinition<'Location'> = {
  type: 'Location',
  View,
  loadView: load,
  loadGuestCode: load,
}
