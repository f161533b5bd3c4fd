import type { ModuleWebDefinition } from '../definition.ts'
import { TextAndImageListView } from './View.tsx'

export const textAndImageListModule: ModuleWebDefinition<'TextAndImageList'> = {
  type: 'TextAndImageList',
  View: TextAndImageListView,
}
