import { z } from 'zod'
import { MAX_EVENTS_PER_SITE } from '../events/event.ts'
import { inviteCodeSchema } from '../households/household.ts'
import { languageCodeSchema } from '../site/text.ts'

const submittedElement = z.object({
  formElement: z.looseObject({ id: z.string().min(1).max(100) }),
  value: z.string().max(20_000).nullish(),
  selectedOption: z.looseObject({ id: z.string().min(1).max(100) }).nullish(),
})

const common = {
  postKey: z.string({ error: 'postKey saknas' }).min(1).max(500),
  formId: z.string().min(1).max(100),
  formTitle: z.string().max(500).optional().default(''),
  language: languageCodeSchema,
  /** Honeypot: a field people never see. Anything in it means a robot filled the form. */
  website: z.string().max(2000).optional(),
}

/** POST /api/rsvps/{siteId}/v4/ (spec 001 section 7). */
export const rsvpSubmissionSchema = z.object({
  ...common,
  groupIdentifier: z.string().min(1).max(100),
  /**
   * The guest's private secret for this answer (issue 21): the same token with the same group
   * replaces the stored answer, and opens it on any device through the private link.
   */
  answerToken: z.string().min(16).max(200).optional(),
  /** The household's personal code from its invitation link (?inbjudan=), issue 22. */
  inviteCode: inviteCodeSchema.optional(),
  guests: z
    .array(
      z.object({
        formElements: z.array(submittedElement).max(100),
        /**
         * Beyond the spec (issue 32): the guest's yes or no per event id, sent only where the guest
         * sees more than one event; a site with one event sends the spec's body unchanged.
         */
        events: z
          .record(z.string().min(1).max(100), z.enum(['yes', 'no'], { error: 'Svara ja eller nej' }))
          .refine((events) => Object.keys(events).length <= MAX_EVENTS_PER_SITE, 'För många händelser')
          .optional(),
      }),
    )
    .min(1, 'Minst en gäst')
    .max(20),
})
export type RsvpSubmission = z.infer<typeof rsvpSubmissionSchema>

/** POST /api/form-submissions/{siteId}/ */
export const formSubmissionSchema = z.object({
  ...common,
  /** Optional here (the spec's form answer has none): when given, a repeat is stored once. */
  groupIdentifier: z.string().min(1).max(100).optional(),
  formElements: z.array(submittedElement).max(100),
})
export type FormSubmission = z.infer<typeof formSubmissionSchema>

/** PUT and DELETE /api/gift-registry/{siteId}/{moduleId}/{itemId}/v2 */
export const giftReservationSchema = z.object({
  quantity: z
    .number({ error: 'Ange antal' })
    .int('Antalet måste vara ett heltal')
    .min(1, 'Minst 1')
    .max(10_000),
  password: z.string({ error: 'Ange lösenord' }).min(1, 'Ange lösenord').max(200),
  /**
   * Beyond the spec (issue 35), for the couple's thank-you list only, never shown to guests: the
   * household's personal code when the guest came by its link, else the name the guest gave.
   * Cancelling ignores both.
   */
  inviteCode: inviteCodeSchema.optional(),
  name: z.string().trim().max(200, 'Texten är för lång').optional(),
})

/**
 * POST /api/gift-registry/{siteId}/{moduleId}/{itemId}/pledges (issue 35): what a guest says they
 * gave to a fund. Not a payment: the money went from their Swish or MobilePay to the couple's.
 * A repeat of the same group (a retry, a double tap) is stored once.
 */
export const giftPledgeSchema = z.object({
  postKey: common.postKey,
  groupIdentifier: z.string().min(1).max(100),
  language: languageCodeSchema,
  website: common.website,
  inviteCode: inviteCodeSchema.optional(),
  name: z
    .string({ error: 'Skriv ditt namn' })
    .trim()
    .min(1, 'Skriv ditt namn')
    .max(200, 'Texten är för lång'),
  /** In öre: money is integer öre everywhere. */
  amount: z
    .number({ error: 'Ange belopp' })
    .int('Beloppet måste vara i hela ören')
    .min(1, 'Ange belopp')
    .max(100_000_000),
  greeting: z.string().trim().max(2000, 'Texten är för lång').optional().default(''),
})
export type GiftPledge = z.infer<typeof giftPledgeSchema>

/** A fund's pledged sum as guests may see it: in öre, or as a share of the goal, by the couple's choice. */
export const giftFundTotalSchema = z.object({
  giftRegistryId: z.string(),
  pledged: z.number().optional(),
  percent: z.number().optional(),
})
export type GiftFundTotal = z.infer<typeof giftFundTotalSchema>

export const giftPledgeResponseSchema = z.object({
  invertedSuccess: z.boolean(),
  giftFundTotals: z.array(giftFundTotalSchema),
})

/** A pledge as the couple sees it (issue 35). */
export const giftPledgeRecordSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  itemId: z.string(),
  /** The fund's title in the site's first language; empty when the fund is gone from the page. */
  fundTitle: z.string(),
  name: z.string(),
  /** Öre. */
  amount: z.number(),
  greeting: z.string(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
})

export type GiftPledgeRecord = z.infer<typeof giftPledgeRecordSchema>

/**
 * One giver of the couple's thank-you list (issue 35): a household (of the personal link the gifts
 * were reserved or the money pledged through), else a name a guest gave; `giver` null gathers what
 * was reserved without either. The couple's only: guests never see who reserved what.
 */
export const thankYouGiverSchema = z.object({
  /** Stable within the list: the household's id, else the name given. */
  id: z.string(),
  giver: z.string().nullable(),
  household: z.boolean(),
  gifts: z.array(z.object({ itemId: z.string(), title: z.string(), quantity: z.number() })),
  pledges: z.array(
    z.object({
      id: z.string(),
      fundTitle: z.string(),
      /** Öre. */
      amount: z.number(),
      greeting: z.string(),
      receivedAt: z.string().nullable(),
    }),
  ),
  /** The pledges' sum in öre. */
  amount: z.number(),
})

export type ThankYouGiver = z.infer<typeof thankYouGiverSchema>

/** The answer to an RSVP or form answer (and the legacy RSVP): `changed` when it replaced one. */
export const guestAnswerResponseSchema = z.object({
  invertedSuccess: z.boolean(),
  changed: z.boolean().optional(),
})

/** The site's reservations per gift, as reserving, cancelling and GET .../v2 answer them. */
export const giftReservationsResponseSchema = z.object({
  giftRegistryReservations: z.array(z.object({ giftRegistryId: z.string(), quantityReserved: z.number() })),
})

/** A stored RSVP as its guest sees it again: each guest's answers by element id (issue 21). */
export const storedRsvpSchema = z.object({
  formId: z.string(),
  groupIdentifier: z.string(),
  language: z.string(),
  guests: z.array(z.record(z.string(), z.string())),
  createdAt: z.string(),
  changedAt: z.string().nullable(),
})

const acceptedElementSchema = z.object({
  /** The form element as the form had it when the guest answered. */
  formElement: z.object({ id: z.string() }),
  value: z.string(),
  selectedOption: z.object({ id: z.string(), text: z.unknown() }).nullable(),
})

/** A form answer in the owner's list (spec 002 section 3; FormSubmissionRecord). */
export const formSubmissionRecordSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  language: z.string(),
  formTitle: z.string(),
  formElements: z.array(acceptedElementSchema),
  formId: z.string(),
})

/** One guest's RSVP in the owner's list (RsvpRecord). */
export const rsvpRecordSchema = formSubmissionRecordSchema.extend({
  groupIdentifier: z.string(),
  groupNumber: z.number().optional(),
  changedAt: z.string().optional(),
  householdName: z.string().optional(),
  /** Beyond the spec (issue 32): the guest's answer per event, null where invited and not answered. */
  events: z.record(z.string(), z.enum(['yes', 'no']).nullable()).optional(),
})
