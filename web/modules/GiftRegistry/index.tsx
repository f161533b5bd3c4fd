import type { ModuleWebDefinition } from '../definition.ts'
import { lazyView } from '../lazy-view.tsx'
import { GiftRegistryProvider } from './provider.tsx'

// The view is outside the guest page's first load (decision 0025); its gifts' plain links work
// meanwhile. Its own guest code (the reservation form, the fund card) comes with it.
const { View, load } = lazyView<'GiftRegistry'>(() =>
  import('./View.tsx').then(async (m) => {
    await Promise.all([m.plainGiftForm.preload(), m.fundCard.preload()])
    return m.GiftRegistryView
  }),
)

export const giftRegistryModule: ModuleWebDefinition<'GiftRegistry'> = {
  type: 'GiftRegistry',
  View,
  loadGuestCode: load,
  // Renders no element of its own: the reservations as state, and the gift dialogs.
  PageProvider: ({ site, children }) => (
    <GiftRegistryProvider initial={site.giftRegistryReservations}>{children}</GiftRegistryProvider>
  ),
}
