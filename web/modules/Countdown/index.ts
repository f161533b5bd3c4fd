import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'Countdown'>(() => import('./View.tsx').then((m) => m.CountdownView))

export const countdownModule: ModuleWebDefinition<'Countdown'> = {
  type: 'Countdown',
  View,
  loadView: load,
  loadGuestCode: load,
}
