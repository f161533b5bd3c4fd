import type { ModuleWebDefinition } from '../definition.ts'
import { RsvpView } from './View.tsx'

export const rsvpModule: ModuleWebDefinition<'Rsvp'> = { type: 'Rsvp', View: RsvpView }
