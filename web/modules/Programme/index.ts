import type { ModuleWebDefinition } from '../definition.ts'
import { loadEvents, ProgrammeView } from './View.tsx'

export const programmeModule: ModuleWebDefinition<'Programme'> = {
  type: 'Programme',
  View: ProgrammeView,
  // Not a guest form, but the same need: the server renders the events at once, never a fallback.
  loadGuestCode: loadEvents,
}
