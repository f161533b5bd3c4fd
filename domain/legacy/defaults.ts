/**
 * The legacy product's defaults and guest texts, word for word from spec 001 (sections 3, 4, 5, 8
 * and 9). Legacy sites are Swedish: these are not translated.
 */
export const LEGACY_DEFAULTS = {
  fonts: { heading: 'Playfair Display', text: 'Arial' },
  slug: 'ej-namngivet',
  menuTitle: 'Ej namngivet',
  maxNumberOfPersons: 5,
  markerColor: '#ea4335',
  zoom: 12,
  mapTheme: 'NORMAL',
  countdown: { textDays: 'dagar', textHours: 'timmar', textMinutes: 'minuter', textSeconds: 'sekunder' },
  showGiftRegistryButton: 'Visa önskelista',
  textFieldLabel: 'Text som beskriver fältet',
  radioGroupLabel: 'En fråga att svara på?',
  radioOptions: ['Ja', 'Nej'],
  newRadioOption: 'Nytt svar',
  confirmationTitle: 'Tack!',
  rsvpConfirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
  speechConfirmationText: 'Tack för att du anmält dig att tala',
} as const

export const LEGACY_TEXTS = {
  rsvpLoadFailed: 'Misslyckades att ladda OSA-formuläret',
  speechLoadFailed: 'Misslyckades att ladda tal-formuläret',
  rsvpSendFailed: 'Tyvärr misslyckades vi att spara din OSA. Något gick fel. Försök gärna igen.',
  speechSendFailed:
    'Tyvärr misslyckades vi att skicka ditt meddelande om tal. Något gick fel. Försök gärna igen.',
  robotTitle: 'Tyvärr gick det fel!',
  rsvpRobotText:
    'Tyvärr lyckades vi inte spara din OSA då vi identifierade dig som en robot. Vänligen fyll i en gång till och vänta några sekunder innan du trycker på skicka. Vi ber om ursäkt för besväret!',
  speechRobotText:
    'Tyvärr lyckades vi inte spara din anmälan om tal då vi identifierade dig som en robot. Vänligen fyll i en gång till och vänta några sekunder innan du trycker på skicka. Vi ber om ursäkt för besväret!',
  moduleCrash:
    'Ett oväntat fel uppstod i den här modulen. Spara dina senaste ändringar och ladda om sidan...',
  editModeSubmit:
    'Du kan inte skicka in formuläret från granska-läget. För att testa formuläret gå till sidans publika adress (samma som gästerna besöker).',
  countdownFormat:
    'Datum måste anges i formatet åååå-mm-dd och tid i formatet hh:mm, tex. 2020-01-01 och 15:00.',
  giftReserved: 'Reserverad',
  giftQuantity: 'Antal:',
  giftReservedPlural: 'reserverade:',
  reserveFailed: 'Misslyckades att reservera',
  cancelFailed: 'Misslyckades att ta bort reservation',
} as const

/** Legacy countdown dates: yyyy-mm-dd hh:mm (spec 001 section 5). */
export const LEGACY_COUNTDOWN_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/

/** The datetime-local form of a legacy countdown date, or null when it does not match the format. */
export function legacyCountdownLocal(date: string | null | undefined): string | null {
  const trimmed = date?.trim() ?? ''
  return LEGACY_COUNTDOWN_PATTERN.test(trimmed) ? trimmed.replace(' ', 'T') : null
}
