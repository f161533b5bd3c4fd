import type { ModuleEditorDefinition } from '../definition.ts'

export const textAndImageListEditor: ModuleEditorDefinition<'TextAndImageList'> = {
  type: 'TextAndImageList',
  order: 2,
  listAdd: { list: { label: 'editor.list.addItem' } },
  icon: (
    <>
      <rect x="3" y="4" width="6" height="6" rx="1" />
      <rect x="3" y="14" width="6" height="6" rx="1" />
      <path d="M12 6h9M12 9h6M12 16h9M12 19h6" />
    </>
  ),
}
