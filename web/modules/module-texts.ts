import { type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'

/**
 * Defaults of the guest-facing texts an owner may set on a module (button labels, status texts).
 * They stand in for an empty field, in the site language when it is sv, en or da, otherwise in
 * the interface language.
 */
export interface ModuleDefaults {
  showGiftRegistryButton: string
  reserveButton: string
  cancelReservationButton: string
  statusTextReservedSingular: string
  statusTextQuantity: string
  statusTextReservedPlural: string
  showFormButton: string
  selectNumberOfGuestsText: string
  oneGuestRsvpButton: string
}

export const MODULE_DEFAULTS: Record<InterfaceLanguage, ModuleDefaults> = {
  sv: {
    showGiftRegistryButton: 'Visa önskelista',
    reserveButton: 'Reservera',
    cancelReservationButton: 'Ta bort reservation',
    statusTextReservedSingular: 'Reserverad',
    statusTextQuantity: 'Antal',
    statusTextReservedPlural: 'reserverade',
    showFormButton: 'Fyll i formuläret',
    selectNumberOfGuestsText: 'Hur många gäster vill du anmäla?',
    oneGuestRsvpButton: 'OSA',
  },
  en: {
    showGiftRegistryButton: 'Show gift registry',
    reserveButton: 'Reserve',
    cancelReservationButton: 'Cancel reservation',
    statusTextReservedSingular: 'Reserved',
    statusTextQuantity: 'Quantity',
    statusTextReservedPlural: 'reserved',
    showFormButton: 'Fill in the form',
    selectNumberOfGuestsText: 'How many guests do you want to register?',
    oneGuestRsvpButton: 'RSVP',
  },
  da: {
    showGiftRegistryButton: 'Vis ønskeliste',
    reserveButton: 'Reservér',
    cancelReservationButton: 'Fjern reservation',
    statusTextReservedSingular: 'Reserveret',
    statusTextQuantity: 'Antal',
    statusTextReservedPlural: 'reserveret',
    showFormButton: 'Udfyld formularen',
    selectNumberOfGuestsText: 'Hvor mange gæster vil du tilmelde?',
    oneGuestRsvpButton: 'S.U.',
  },
}

/** The owner's text in the page language (lookupText's fallbacks), else the default for the key. */
export function moduleText(
  field: Text | null | undefined,
  key: keyof ModuleDefaults,
  language: string,
  uiLanguage: InterfaceLanguage,
): string {
  const own = lookupText(field, language).trim()
  if (own) return own
  return MODULE_DEFAULTS[isInterfaceLanguage(language) ? language : uiLanguage][key]
}

/** A label followed by its value: 'Antal: 3'; a label the owner ended with a colon keeps just that one. */
export function labelled(label: string, value: string | number): string {
  return `${label.replace(/\s*:\s*$/, '')}: ${value}`
}
