import type { InterfaceLanguage } from '#domain/site/languages.ts'

// Apart from plain.ts: the page's entry carries the field names, these only the server and the
// lazily loaded form need (the public page's texts are not in the i18n catalogs, for its budget).
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
