import type { ModuleWebDefinition } from '../definition.ts'
import { RsvpView, rsvpForm } from './View.tsx'

export const rsvpModule: ModuleWebDefinition<'Rsvp'> = {
  type: 'Rsvp',
  View: RsvpView,
  loadGuestCode: rsvpForm.preload,
}
