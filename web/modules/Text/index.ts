import type { ModuleWebDefinition } from '../definition.ts'
import { TextView } from './View.tsx'

export const textModule: ModuleWebDefinition<'Text'> = { type: 'Text', View: TextView }
