import type { ModuleWebDefinition } from '../definition.ts'
import { LocationView } from './View.tsx'

export const locationModule: ModuleWebDefinition<'Location'> = { type: 'Location', View: LocationView }
