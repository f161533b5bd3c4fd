import type { ModuleWebDefinition } from '../definition.ts'
import { RsvpView, rsvpForm } from './View.tsx'

export const rsvpModule: ModuleWebDefinition<'Rsvp'> = {
  type: 'Rsvp',
  View: RsvpView,
  // A call, not the function itself: the view and this file may be evaluated in either order.
  loadGuestCode: () => rsvpForm.preload(),
}
