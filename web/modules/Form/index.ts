import type { ModuleWebDefinition } from '../definition.ts'
import { FormView } from './View.tsx'

export const formModule: ModuleWebDefinition<'Form'> = { type: 'Form', View: FormView }
