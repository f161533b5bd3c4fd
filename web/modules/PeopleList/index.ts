import type { ModuleWebDefinition } from '../definition.ts'
import { PeopleListView } from './View.tsx'

export const peopleListModule: ModuleWebDefinition<'PeopleList'> = {
  type: 'PeopleList',
  View: PeopleListView,
}
