import type { ModuleWebDefinition } from '../definition.ts'
import { answeredView, RsvpView, rsvpForm } from './View.tsx'

export const rsvpModule: ModuleWebDefinition<'Rsvp'> = {
  type: 'Rsvp',
  View: RsvpView,
  // A call, not the function itself: the view and this file may be evaluated in either order. The
  // answer too: a personal page shows its household's answer (issue 30).
  loadGuestCode: () => Promise.all([rsvpForm.preload(), answeredView.preload()]),
}
