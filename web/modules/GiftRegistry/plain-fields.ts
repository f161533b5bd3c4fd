import type { GiftAction } from './plain.ts'

// Apart from plain.ts, whose query names the page's first script needs: only the plain form (loaded
// on demand) and the server read the posted field names.

/** The posted fields; `_answer` is the same field the guest forms name their kind with. */
export const GIFT_FIELDS = {
  answer: '_answer',
  moduleId: 'formId',
  itemId: 'itemId',
  quantity: 'quantity',
  password: 'password',
  /** The giver's name a guest without a personal link may give when reserving (issue 35). */
  name: 'name',
  postKey: 'postKey',
  website: 'website',
} as const

export const GIFT_ANSWER: Record<GiftAction, string> = { reserve: 'gift-reserve', cancel: 'gift-cancel' }

export function giftActionOf(answer: string | undefined): GiftAction | undefined {
  return answer === GIFT_ANSWER.reserve ? 'reserve' : answer === GIFT_ANSWER.cancel ? 'cancel' : undefined
}

/** A fund's pledge form (issue 35): posted with GIFT_FIELDS' answer, module, item, key and honeypot. */
export const PLEDGE_ANSWER = 'gift-pledge'
export const PLEDGE_FIELDS = {
  groupIdentifier: 'groupIdentifier',
  name: 'name',
  amount: 'amount',
  greeting: 'greeting',
} as const
