import type { ModuleWebDefinition } from '../definition.ts'
import { PhotosView } from './View.tsx'

export const photosModule: ModuleWebDefinition<'Photos'> = {
  type: 'Photos',
  View: PhotosView,
}
