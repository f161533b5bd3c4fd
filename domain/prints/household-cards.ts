import { MAX_HOUSEHOLDS_PER_SITE } from '../households/household.ts'
import type { PrintContent, PrintContentItem } from './print.ts'

/** Cards per household (issue 22): the most cards one order prints, one per household of a site. */
export const MAX_HOUSEHOLD_CARDS = MAX_HOUSEHOLDS_PER_SITE

/** A household as an order prints it: copied onto the order when it is made. */
export interface HouseholdCard {
  id: string
  name: string
  code: string
  /** The household's personal link, the address its QR code holds. */
  link: string
  /**
   * The events it is invited to, a line each in the card's language (issue 32, item 6), when the
   * site had several events as the order was made; absent for a site with one.
   */
  events?: string[]
}

/** The personal link as printed: the site's address with ?inbjudan=<code> (as the guest list shows it). */
export function printedInvitationLink(host: string, code: string): string {
  const url = new URL(`https://${host}/`)
  url.searchParams.set('inbjudan', code)
  return url.toString()
}

/**
 * The card's content for one household: its QR code leads to the household's personal link, and is
 * shown even where the owner hid the site's general code, since the personal link is what the card
 * is for. A card without a QR item gets one on the back.
 */
export function householdCardContent(
  content: readonly PrintContentItem[],
  link: string,
): PrintContent['content'] {
  let hasQr = false
  const personal = content.map((item): PrintContentItem => {
    if (item.contentType !== 'qr') return item
    hasQr = true
    return { ...item, properties: { url: link, hidden: false } }
  })
  if (!hasQr)
    personal.push({
      id: 'household-qr',
      page: 2,
      position: 'qr',
      contentType: 'qr',
      properties: { url: link, hidden: false },
    })
  return personal
}
