import type { ModuleEditorDefinition } from '../definition.ts'

export const photosEditor: ModuleEditorDefinition<'Photos'> = {
  type: 'Photos',
  order: 14,
  icon: (
    <>
      <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
}
