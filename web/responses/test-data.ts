import type { RsvpRecord } from '#domain/forms/responses.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { acceptedAnswers as answers, RSVP_QUESTIONS, rsvpRecord as rsvp } from '#domain/testing/fixtures.ts'

// The responses viewer's test site: the usual RSVP questions and four guests' answers.

/** Four guests in three parties: Anna and Bo together, Cilla (in English), Örjan last. */
export const RSVPS: RsvpRecord[] = [
  rsvp('r1', '2027-04-01T10:00:00.000Z', 'g1', answers('Anna Svensson', 'yes', 'Nötter')),
  rsvp('r2', '2027-04-01T10:00:00.000Z', 'g1', answers('bo Ek', 'no')),
  rsvp('r3', '2027-04-03T09:30:00.000Z', 'g2', answers('Cilla Berg', 'yes', 'Laktos'), 'en'),
  rsvp('r4', '2027-04-05T18:45:00.000Z', 'g3', answers('Örjan Al', 'yes')),
]

export function testSite(overrides: Partial<SiteV2> = {}): Partial<SiteV2> {
  return {
    _id: 's1',
    host: 'anna-och-bo.brollopssida.se',
    active: true,
    quickStart: false,
    hasRsvps: true,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [
      {
        id: 'rsvp',
        siteModuleType: 'Rsvp',
        hide: false,
        hideInMenu: false,
        maxNumberOfGuests: 5,
        title: { sv: 'OSA' },
        form: { formElements: RSVP_QUESTIONS },
      },
    ] as SiteV2['siteModules'],
    ...overrides,
  }
}
