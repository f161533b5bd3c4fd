import type { ModuleEditorDefinition } from '../definition.ts'

export const textEditor: ModuleEditorDefinition<'Text'> = {
  type: 'Text',
  order: 4,
  icon: <path d="M4 6h16M4 10h16M4 14h16M4 18h10" />,
}
