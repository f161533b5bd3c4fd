import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

// The view and its events' markup are outside the guest page's first load (decision 0025).
const { View, load } = lazyView<'Programme'>(() =>
  import('./View.tsx').then(async (m) => {
    await m.loadEvents()
    return m.ProgrammeView
  }),
)

export const programmeModule: ModuleWebDefinition<'Programme'> = {
  type: 'Programme',
  View,
  loadView: load,
  loadGuestCode: load,
}
