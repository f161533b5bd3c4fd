import type { ModuleWebDefinition } from '../definition.ts'
import { ImageAndTextView } from './View.tsx'

export const imageAndTextModule: ModuleWebDefinition<'ImageAndText'> = {
  type: 'ImageAndText',
  View: ImageAndTextView,
}
