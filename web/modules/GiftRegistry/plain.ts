// Zod-free: the page renders these names in the browser too, and the server reads them.

/**
 * A gift reserved or cancelled without JavaScript (issue 21): the card's buttons ask for the page
 * with that item's form open (?reservera={itemId}, ?avboka={itemId}); the form posts
 * form-encoded to the page; a post that went through leads to the page with the outcome at the
 * module (?reserverad={itemId}, ?avbokad={itemId}).
 */
export const GIFT_QUERY = {
  reserve: 'reservera',
  cancel: 'avboka',
  reserved: 'reserverad',
  cancelled: 'avbokad',
} as const

export type GiftAction = 'reserve' | 'cancel'

/**
 * A fund's pledge without JavaScript (issue 35): its button asks for the page with the pledge form
 * open (?bidra={itemId}); a pledge that went through leads to the page with the thanks at the
 * module (?bidragit={itemId}).
 */
export const FUND_QUERY = { pledge: 'bidra', pledged: 'bidragit' } as const
