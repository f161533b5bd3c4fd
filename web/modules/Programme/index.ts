import type { ModuleWebDefinition } from '../definition.ts'
import { ProgrammeView } from './View.tsx'

export const programmeModule: ModuleWebDefinition<'Programme'> = { type: 'Programme', View: ProgrammeView }
