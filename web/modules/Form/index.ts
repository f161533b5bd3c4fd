import type { ModuleWebDefinition } from '../definition.ts'
import { FormView, formForm } from './View.tsx'

export const formModule: ModuleWebDefinition<'Form'> = {
  type: 'Form',
  View: FormView,
  loadGuestCode: formForm.preload,
}
