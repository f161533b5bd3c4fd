import type { ModuleEditorDefinition } from '../definition.ts'

export const programmeEditor: ModuleEditorDefinition<'Programme'> = {
  type: 'Programme',
  order: 13,
  icon: (
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1.5" />
      <circle cx="4.5" cy="12" r="1.5" />
      <circle cx="4.5" cy="18" r="1.5" />
    </>
  ),
}
