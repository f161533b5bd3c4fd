import type { ModuleEditorDefinition } from '../definition.ts'

export const imageGalleryEditor: ModuleEditorDefinition<'ImageGallery'> = {
  type: 'ImageGallery',
  order: 12,
  // A gallery image starts from an upload, not empty.
  listAdd: { gallery: 'upload' },
  icon: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1" />
      <rect x="13" y="3" width="8" height="8" rx="1" />
      <rect x="3" y="13" width="8" height="8" rx="1" />
      <rect x="13" y="13" width="8" height="8" rx="1" />
    </>
  ),
}
