import type { ModuleWebDefinition } from '../definition.ts'
import { HeaderView } from './View.tsx'

export const headerModule: ModuleWebDefinition<'Header'> = {
  type: 'Header',
  View: HeaderView,
  pageHeading: true,
}
