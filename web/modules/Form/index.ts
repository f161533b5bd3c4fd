import type { ModuleWebDefinition } from '../definition.ts'
import { FormView, formForm } from './View.tsx'

export const formModule: ModuleWebDefinition<'Form'> = {
  type: 'Form',
  View: FormView,
  // A call, not the function itself: the view and this file may be evaluated in either order.
  loadGuestCode: () => formForm.preload(),
}
