// Zod-free: the page renders these names in the browser too, and the server reads them.
import type { InterfaceLanguage } from '#domain/site/languages.ts'

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

/** The posted fields; `_answer` is the same field the guest forms name their kind with. */
export const GIFT_FIELDS = {
  answer: '_answer',
  moduleId: 'formId',
  itemId: 'itemId',
  quantity: 'quantity',
  password: 'password',
  postKey: 'postKey',
  website: 'website',
} as const

export const GIFT_ANSWER: Record<GiftAction, string> = { reserve: 'gift-reserve', cancel: 'gift-cancel' }

export function giftActionOf(answer: string | undefined): GiftAction | undefined {
  return answer === GIFT_ANSWER.reserve ? 'reserve' : answer === GIFT_ANSWER.cancel ? 'cancel' : undefined
}

export interface PlainGiftTexts {
  /** Under "Reserverat: {title}" once a reservation without the script went through. */
  reservedText: string
  cancelledText: string
  /** The way back from an open form to the list. */
  back: string
  /** The gift or its list left the page between opening the form and sending it. */
  gone: string
}

export const plainGiftTexts: Record<InterfaceLanguage, PlainGiftTexts> = {
  sv: {
    reservedText: 'Tack! Vill du ta bort reservationen senare behöver du lösenordet du valde.',
    cancelledText: 'Presenten går att reservera igen.',
    back: 'Tillbaka till önskelistan',
    gone: 'Presenten finns inte längre i önskelistan.',
  },
  en: {
    reservedText: 'Thank you! To remove the reservation later, you need the password you chose.',
    cancelledText: 'The gift can be reserved again.',
    back: 'Back to the gift registry',
    gone: 'The gift is no longer in the registry.',
  },
  da: {
    reservedText: 'Tak! Vil du fjerne reservationen senere, skal du bruge den adgangskode, du valgte.',
    cancelledText: 'Gaven kan reserveres igen.',
    back: 'Tilbage til ønskelisten',
    gone: 'Gaven findes ikke længere på ønskelisten.',
  },
}
