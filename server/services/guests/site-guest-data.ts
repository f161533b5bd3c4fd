import { isGiftRegistry } from '#domain/modules/gift-registry.ts'
import type { SiteContent, SiteV2 } from '#domain/site/schema.ts'
import type { GuestSubmissionsRepository } from '../../repositories/guest-submissions.repository.ts'
import { type GiftPledgesService, totalsForGuests, totalsForOwner } from './gift-pledges.service.ts'
import type { GiftsService } from './gifts.service.ts'

/** Guest data shown with a site; it lives in its own tables, never in the site document. */
export type SiteGuestData = Pick<SiteV2, 'giftRegistryReservations' | 'hasRsvps' | 'giftFundTotals'>

/** The guest data a site is shown with: gift reservation totals and whether RSVPs exist. */
export class SiteGuestDataService {
  constructor(
    private readonly gifts: GiftsService,
    private readonly pledges: Pick<GiftPledgesService, 'totals' | 'totalsForPage'>,
    private readonly submissions: GuestSubmissionsRepository,
  ) {}

  /** `content`: the site's, when its funds' sums are wanted too (issue 35). */
  async forOwner(siteId: string, content?: SiteContent): Promise<SiteGuestData> {
    const funds = content?.siteModules.some(isGiftRegistry)
    const [giftRegistryReservations, hasRsvps, pledged] = await Promise.all([
      this.gifts.totals(siteId),
      this.submissions.hasRsvps(siteId),
      funds ? this.pledges.totals(siteId) : undefined,
    ])
    return {
      giftRegistryReservations,
      hasRsvps,
      ...(content && pledged ? { giftFundTotals: totalsForOwner(content, pledged) } : {}),
    }
  }

  /** Guests need only the reservations, and only when the site has a gift registry. */
  async forGuests(siteId: string, content: SiteContent): Promise<SiteGuestData> {
    const hasGiftRegistry = content.siteModules.some(isGiftRegistry)
    if (!hasGiftRegistry) return { giftRegistryReservations: [], hasRsvps: false }
    const [giftRegistryReservations, pledged] = await Promise.all([
      this.gifts.totalsForPage(siteId),
      this.pledges.totalsForPage(siteId),
    ])
    const giftFundTotals = totalsForGuests(content, pledged)
    return { giftRegistryReservations, hasRsvps: false, ...(giftFundTotals.length ? { giftFundTotals } : {}) }
  }
}
