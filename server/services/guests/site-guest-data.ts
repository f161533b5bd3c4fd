import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import type { SiteContent, SiteV2 } from '#domain/site/schema.ts'
import type { GuestSubmissionsRepository } from '../../repositories/guest-submissions.repository.ts'
import type { GiftsService } from './gifts.service.ts'

/** Guest data shown with a site; it lives in its own tables, never in the site document. */
export type SiteGuestData = Pick<SiteV2, 'giftRegistryReservations' | 'hasRsvps'>

/** The guest data a site is shown with: gift reservation totals and whether RSVPs exist. */
export class SiteGuestDataService {
  constructor(
    private readonly gifts: GiftsService,
    private readonly submissions: GuestSubmissionsRepository,
  ) {}

  async forOwner(siteId: string): Promise<SiteGuestData> {
    const [giftRegistryReservations, hasRsvps] = await Promise.all([
      this.gifts.totals(siteId),
      this.submissions.hasRsvps(siteId),
    ])
    return { giftRegistryReservations, hasRsvps }
  }

  /** Guests need only the reservations, and only when the site has a gift registry. */
  async forGuests(siteId: string, content: SiteContent): Promise<SiteGuestData> {
    const hasGiftRegistry = content.siteModules.some(isGiftRegistry)
    return {
      giftRegistryReservations: hasGiftRegistry ? await this.gifts.totalsForPage(siteId) : [],
      hasRsvps: false,
    }
  }
}
