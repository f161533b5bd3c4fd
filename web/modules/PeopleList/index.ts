import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'

const { View, load } = lazyView<'PeopleList'>(() => import('./View.tsx').then((m) => m.PeopleListView))

export const peopleListModule: ModuleWebDefinition<'PeopleList'> = {
  type: 'PeopleList',
  View,
  loadView: load,
  loadGuestCode: load,
}
