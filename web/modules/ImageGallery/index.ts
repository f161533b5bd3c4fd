import type { ModuleWebDefinition } from '../definition.ts'
import { ImageGalleryView } from './View.tsx'

export const imageGalleryModule: ModuleWebDefinition<'ImageGallery'> = {
  type: 'ImageGallery',
  View: ImageGalleryView,
}
