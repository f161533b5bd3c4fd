type NoData = Record<string, never>

/**
 * Every analytics event the owner app sends, by name, with the data each carries. Screens call
 * `track` with a name from here, so the event list on the analytics server stays this list.
 * Data never holds personal data: no mail addresses, names, answers or amounts tied to a person.
 * The brand needs no property: the script reports each brand's main domain as its own site.
 */
export interface AnalyticsEvents {
  /** An account was created (POST /api/accounts/register/). */
  'Sign up': NoData
  /** The start wizard moved on to a step (1 to 4). */
  'Wizard step': { step: number }
  /** The editor saved the site. */
  'Site saved': NoData
  /** A subdomain or domain was paid for. */
  'Address bought': { product: string }
  'Payment completed': { product: string; method: 'swish' | 'card' }
  'Payment failed': { product: string; method: 'swish' | 'card' }
  /** An order of printed invitation cards was placed. */
  'Card ordered': { quantity: number }
  /** The RSVP or form responses were downloaded as a spreadsheet. */
  'Responses exported': { kind: 'rsvp' | 'form' }
}

export type AnalyticsEventName = keyof AnalyticsEvents
