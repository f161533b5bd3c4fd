import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'

/**
 * The product's texts in guest forms, the outcome dialogs and the gift dialogs. They live here,
 * in the lazily loaded guest code, rather than in web/site/texts.ts: the public page's entry
 * stays within its script budget and carries only what every visitor needs.
 * Placeholders are written {name} and filled with fillText().
 */
export interface GuestTexts {
  // Owner texts' defaults (spec 001 sections 3 and 8).
  sendButton: string
  guestIndexTitle: string
  rsvpConfirmationTitle: string
  rsvpConfirmationText: string
  formConfirmationTitle: string
  formConfirmationText: string
  labelReservePassword: string
  /** A reservation without a personal link (issue 35): who to thank, never shown to guests. */
  labelReserveName: string
  reserveNameHint: string
  labelReserveQuantity: string
  labelCancelReservationPassword: string
  labelCancelReservationQuantity: string
  // Outcomes.
  spamTitle: string
  botText: string
  editModeTitle: string
  editModeText: string
  ok: string
  close: string
  cancel: string
  retry: string
  sending: string
  loadingForm: string
  // Failures (spec 001 section 8).
  rsvpLoadFailed: string
  rsvpSendFailed: string
  formLoadFailed: string
  formSendFailed: string
  reserveFailed: string
  cancelReservationFailed: string
  /** Under a failure's title when no answer came: nothing typed is lost. */
  networkKept: string
  /** Before the private link in the RSVP confirmation (issue 21). */
  privateLink: string
  // Field messages.
  optional: string
  requiredText: string
  requiredChoice: string
  tooLong: string
  unknownOption: string
  answerRejected: string
  requiredPassword: string
  quantityRange: string
  honeypotLabel: string
  // Gift dialogs.
  leftToReserve: string
  reservedSoFar: string
  reservedDone: string
  cancelledDone: string
}

export const guestTexts: Record<InterfaceLanguage, GuestTexts> = {
  sv: {
    sendButton: 'Skicka',
    guestIndexTitle: 'Gäst {n}',
    rsvpConfirmationTitle: 'Tack!',
    rsvpConfirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
    formConfirmationTitle: 'Tack!',
    formConfirmationText: 'Tack för ditt svar!',
    labelReservePassword: 'Välj ett lösenord (behövs om du vill ta bort reservationen)',
    labelReserveName: 'Ditt namn (frivilligt, så att de vet vem de ska tacka)',
    reserveNameHint: 'Andra gäster ser aldrig vem som har reserverat vad.',
    labelReserveQuantity: 'Antal',
    labelCancelReservationPassword: 'Lösenordet du valde när du reserverade',
    labelCancelReservationQuantity: 'Antal att ta bort',
    spamTitle: 'Något gick fel',
    botText:
      'Tyvärr identifierade vi dig som en robot. Fyll i formuläret igen och vänta några sekunder innan du trycker på skicka.',
    editModeTitle: 'Förhandsgranskning',
    editModeText:
      'Du kan inte skicka in formuläret från granska-läget. För att testa formuläret gå till sidans publika adress (samma som gästerna besöker).',
    ok: 'OK',
    close: 'Stäng',
    cancel: 'Avbryt',
    retry: 'Försök igen',
    sending: 'Skickar…',
    loadingForm: 'Laddar formuläret…',
    rsvpLoadFailed: 'Misslyckades att ladda OSA-formuläret',
    rsvpSendFailed: 'Misslyckades att skicka OSA',
    formLoadFailed: 'Misslyckades att ladda formuläret',
    formSendFailed: 'Misslyckades att skicka formuläret',
    reserveFailed: 'Misslyckades att reservera',
    cancelReservationFailed: 'Misslyckades att ta bort reservation',
    privateLink: 'Med den här privata länken kan du se och ändra ditt svar, även från en annan enhet:',
    networkKept:
      'Ingen kontakt med servern. Det du har fyllt i finns kvar – kontrollera anslutningen och försök igen.',
    optional: '(valfritt)',
    requiredText: 'Fyll i det här fältet.',
    requiredChoice: 'Välj ett av svaren.',
    tooLong: 'Svaret får vara högst {max} tecken.',
    unknownOption: 'Svaret finns inte längre, välj ett av svaren igen.',
    answerRejected: 'Svaret togs inte emot, kontrollera det.',
    requiredPassword: 'Fyll i lösenordet.',
    quantityRange: 'Ange ett antal från 1 till {max}.',
    honeypotLabel: 'Lämna det här fältet tomt',
    leftToReserve: 'Kvar att reservera: {n}',
    reservedSoFar: 'Reserverade: {n}',
    reservedDone: 'Reserverat: {title}',
    cancelledDone: 'Reservationen är borttagen: {title}',
  },
  en: {
    sendButton: 'Send',
    guestIndexTitle: 'Guest {n}',
    rsvpConfirmationTitle: 'Thank you!',
    rsvpConfirmationText: 'Thank you for your RSVP, we have received your details.',
    formConfirmationTitle: 'Thank you!',
    formConfirmationText: 'Thank you for your answer!',
    labelReservePassword: 'Choose a password (needed if you want to remove the reservation)',
    labelReserveName: 'Your name (optional, so they know whom to thank)',
    reserveNameHint: 'Other guests never see who reserved what.',
    labelReserveQuantity: 'Quantity',
    labelCancelReservationPassword: 'The password you chose when you reserved',
    labelCancelReservationQuantity: 'Quantity to remove',
    spamTitle: 'Something went wrong',
    botText:
      'Unfortunately we identified you as a bot. Please fill in the form again, wait a couple of seconds before you press submit.',
    editModeTitle: 'Preview',
    editModeText:
      "You cannot send the form from the preview. To test it, open the site's public address (the one guests visit).",
    ok: 'OK',
    close: 'Close',
    cancel: 'Go back',
    retry: 'Try again',
    sending: 'Sending…',
    loadingForm: 'Loading the form…',
    rsvpLoadFailed: 'Failed to load RSVP form',
    rsvpSendFailed: 'Failed to send RSVP',
    formLoadFailed: 'Failed to load form',
    formSendFailed: 'Failed to send form',
    reserveFailed: 'Failed to reserve',
    cancelReservationFailed: 'Failed to remove reservation',
    privateLink: 'With this private link you can see and change your answer, also from another device:',
    networkKept:
      'Could not reach the server. What you filled in is kept – check your connection and try again.',
    optional: '(optional)',
    requiredText: 'Please fill in this field.',
    requiredChoice: 'Please choose one of the answers.',
    tooLong: 'The answer can be at most {max} characters.',
    unknownOption: 'That answer no longer exists, please choose again.',
    answerRejected: 'This answer was not accepted, please check it.',
    requiredPassword: 'Please fill in the password.',
    quantityRange: 'Enter a number from 1 to {max}.',
    honeypotLabel: 'Leave this field empty',
    leftToReserve: 'Left to reserve: {n}',
    reservedSoFar: 'Reserved: {n}',
    reservedDone: 'Reserved: {title}',
    cancelledDone: 'Reservation removed: {title}',
  },
  da: {
    sendButton: 'Send',
    guestIndexTitle: 'Gæst {n}',
    rsvpConfirmationTitle: 'Tak!',
    rsvpConfirmationText: 'Tak for dit svar, vi har modtaget dine oplysninger.',
    formConfirmationTitle: 'Tak!',
    formConfirmationText: 'Tak for dit svar!',
    labelReservePassword: 'Vælg en adgangskode (skal bruges, hvis du vil fjerne reservationen)',
    labelReserveName: 'Dit navn (valgfrit, så de ved, hvem de skal takke)',
    reserveNameHint: 'Andre gæster ser aldrig, hvem der har reserveret hvad.',
    labelReserveQuantity: 'Antal',
    labelCancelReservationPassword: 'Den adgangskode, du valgte, da du reserverede',
    labelCancelReservationQuantity: 'Antal, der skal fjernes',
    spamTitle: 'Noget gik galt',
    botText:
      'Desværre identificerede vi dig som en robot. Udfyld formularen igen, og vent et par sekunder, før du trykker send.',
    editModeTitle: 'Forhåndsvisning',
    editModeText:
      'Du kan ikke sende formularen fra forhåndsvisningen. For at teste den skal du åbne sidens offentlige adresse (den samme, som gæsterne besøger).',
    ok: 'OK',
    close: 'Luk',
    cancel: 'Annuller',
    retry: 'Prøv igen',
    sending: 'Sender…',
    loadingForm: 'Indlæser formularen…',
    rsvpLoadFailed: 'Kunne ikke indlæse S.U.-formularen',
    rsvpSendFailed: 'Kunne ikke sende dit svar',
    formLoadFailed: 'Kunne ikke indlæse formularen',
    formSendFailed: 'Kunne ikke sende formularen',
    reserveFailed: 'Kunne ikke reservere',
    cancelReservationFailed: 'Kunne ikke fjerne reservationen',
    privateLink: 'Med dette private link kan du se og rette dit svar, også fra en anden enhed:',
    networkKept:
      'Ingen forbindelse til serveren. Det, du har udfyldt, er gemt – tjek forbindelsen, og prøv igen.',
    optional: '(valgfrit)',
    requiredText: 'Udfyld dette felt.',
    requiredChoice: 'Vælg et af svarene.',
    tooLong: 'Svaret må højst være {max} tegn.',
    unknownOption: 'Svaret findes ikke længere, vælg et af svarene igen.',
    answerRejected: 'Svaret blev ikke modtaget, kontrollér det.',
    requiredPassword: 'Udfyld adgangskoden.',
    quantityRange: 'Angiv et antal fra 1 til {max}.',
    honeypotLabel: 'Lad dette felt være tomt',
    leftToReserve: 'Tilbage at reservere: {n}',
    reservedSoFar: 'Reserveret: {n}',
    reservedDone: 'Reserveret: {title}',
    cancelledDone: 'Reservationen er fjernet: {title}',
  },
}

/** The owner's text in the page language (lookupText's fallbacks), else the product default. */
export function ownerText(field: Text | null | undefined, language: string, fallback: string): string {
  return lookupText(field, language).trim() || fallback
}

/** 'Gäst {n}' with the guest's number: in place of a '{n}', or after the owner's text when it has none. */
export function guestTitle(template: string, n: number): string {
  return template.includes('{n}') ? template.split('{n}').join(String(n)) : `${template.trim()} ${n}`
}
