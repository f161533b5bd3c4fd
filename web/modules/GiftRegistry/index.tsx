import type { ModuleWebDefinition } from '../definition.ts'
import { GiftRegistryProvider } from './provider.tsx'
import { fundCard, GiftRegistryView, plainGiftForm } from './View.tsx'

export const giftRegistryModule: ModuleWebDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  View: GiftRegistryView,
  // A call, not the function itself: the view and this file may be evaluated in either order.
  loadGuestCode: () => Promise.all([plainGiftForm.preload(), fundCard.preload()]),
  // Renders no element of its own: the reservations as state, and the gift dialogs.
  PageProvider: ({ site, children }) => (
    <GiftRegistryProvider initial={site.giftRegistryReservations}>{children}</GiftRegistryProvider>
  ),
}
