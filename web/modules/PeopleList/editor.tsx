import type { ModuleEditorDefinition } from '../definition.ts'

export const peopleListEditor: ModuleEditorDefinition<'PeopleList'> = {
  type: 'PeopleList',
  order: 10,
  listAdd: { list: { label: 'editor.list.addPerson' } },
  icon: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M15.5 14.2A5 5 0 0 1 21 19" />
    </>
  ),
}
