import type { EventsService } from '../services/events/events.service.ts'
import { GiftPledgesService } from '../services/guests/gift-pledges.service.ts'
import { GiftsService } from '../services/guests/gifts.service.ts'
import { GuestFormsService } from '../services/guests/guest-forms.service.ts'
import { PostKeysService } from '../services/guests/post-keys.service.ts'
import { ResponsesService } from '../services/guests/responses.service.ts'
import { SiteGuestDataService } from '../services/guests/site-guest-data.ts'
import type { HouseholdsService } from '../services/households/households.service.ts'
import type { MailServices } from './mail.ts'
import type { Area, Wiring } from './wiring.ts'

export interface GuestsServices {
  postKeys: PostKeysService
  guestForms: GuestFormsService
  gifts: GiftsService
  giftPledges: GiftPledgesService
  guestData: SiteGuestDataService
  responses: ResponsesService
}

/** What guests answer (RSVPs, forms, gift reservations) and what owners read of it; no jobs. */
export function wireGuests(
  { config, work, repos, clock, invalidation, options }: Wiring,
  { mail, siteMail }: MailServices,
  households: HouseholdsService,
  events: EventsService,
): Area<GuestsServices> {
  const postKeys = new PostKeysService(
    repos.postKeys,
    config.sessionSecret,
    clock,
    config.POST_KEY_MIN_AGE_MS,
    options.sleep,
  )
  const gifts = new GiftsService(
    repos.giftReservations,
    work,
    clock,
    config.sessionSecret,
    households,
    invalidation,
    options.giftSiteLimit,
  )
  const giftPledges = new GiftPledgesService(
    repos.giftPledges,
    work,
    postKeys,
    clock,
    households,
    invalidation,
  )
  return {
    services: {
      postKeys,
      guestForms: new GuestFormsService(
        repos.guestSubmissions,
        postKeys,
        mail,
        clock,
        households,
        siteMail,
        events,
      ),
      gifts,
      giftPledges,
      guestData: new SiteGuestDataService(gifts, giftPledges, repos.guestSubmissions),
      responses: new ResponsesService(repos.guestSubmissions, work),
    },
    jobs: [],
  }
}
