import type { ModuleEditorDefinition } from '../definition.ts'

export const imageAndTextEditor: ModuleEditorDefinition<'ImageAndText'> = {
  type: 'ImageAndText',
  order: 3,
  icon: (
    <>
      <rect x="3" y="5" width="9" height="14" rx="1.5" />
      <path d="m3 15 3.5-3.5L12 17M15 8h6M15 12h6M15 16h4" />
    </>
  ),
}
