import type { InterfaceLanguage } from '#domain/site/languages.ts'

/**
 * The texts of the pages that are not a site (the password gate, not found, wrong address,
 * expired): apart from texts.ts, so a guest's site page does not carry them; these pages load
 * their code when they are the page.
 */
export interface PageKindTexts {
  gateTitle: string
  gateIntro: string
  gatePasswordLabel: string
  gateSubmit: string
  gateSending: string
  gateWrongPassword: string
  gateFailed: string
  gateShowPassword: string
  notFoundTitle: string
  notFoundText: string
  notFoundLink: string
  wrongAddressTitle: string
  wrongAddressText: string
  wrongAddressLink: string
  expiredTitle: string
  expiredText: string
  expiredLink: string
}

export const pageKindTexts: Record<InterfaceLanguage, PageKindTexts> = {
  sv: {
    gateTitle: 'Sidan är lösenordsskyddad',
    gateIntro: 'Skriv lösenordet du har fått för att se sidan.',
    gatePasswordLabel: 'Lösenord',
    gateSubmit: 'Visa sidan',
    gateSending: 'Kontrollerar…',
    gateWrongPassword: 'Felaktigt lösenord, försök gärna igen.',
    gateFailed: 'Misslyckades att hämta sidan genom inloggning',
    gateShowPassword: 'Visa lösenord',
    notFoundTitle: 'Sidan finns inte',
    notFoundText: 'Vi hittar ingen sida här. Kontrollera adressen eller gå till startsidan.',
    notFoundLink: 'Till startsidan',
    wrongAddressTitle: 'Fel adress',
    wrongAddressText: 'Det finns ingen sida på den här adressen.',
    wrongAddressLink: 'Till startsidan',
    expiredTitle: 'Sidan har gått ut',
    expiredText:
      'Den här sidan visas inte längre. Är det din sida? Logga in och förläng den, så visas den igen.',
    expiredLink: 'Logga in',
  },
  en: {
    gateTitle: 'This page is password protected',
    gateIntro: 'Enter the password you were given to see the page.',
    gatePasswordLabel: 'Password',
    gateSubmit: 'Show the page',
    gateSending: 'Checking…',
    gateWrongPassword: 'Invalid password, please try again.',
    gateFailed: 'Failed to load the page through login',
    gateShowPassword: 'Show password',
    notFoundTitle: 'Page not found',
    notFoundText: 'There is no page here. Check the address or go to the start page.',
    notFoundLink: 'Go to the start page',
    wrongAddressTitle: 'Wrong address',
    wrongAddressText: 'There is no site at this address.',
    wrongAddressLink: 'Go to the start page',
    expiredTitle: 'This page has expired',
    expiredText:
      'This page is no longer shown. Is it your page? Log in and extend it, and it will be shown again.',
    expiredLink: 'Log in',
  },
  da: {
    gateTitle: 'Siden er beskyttet med adgangskode',
    gateIntro: 'Skriv den adgangskode, du har fået, for at se siden.',
    gatePasswordLabel: 'Adgangskode',
    gateSubmit: 'Vis siden',
    gateSending: 'Kontrollerer…',
    gateWrongPassword: 'Forkert adgangskode, prøv venligst igen.',
    gateFailed: 'Kunne ikke hente siden via login',
    gateShowPassword: 'Vis adgangskode',
    notFoundTitle: 'Siden findes ikke',
    notFoundText: 'Vi kan ikke finde nogen side her. Kontrollér adressen, eller gå til forsiden.',
    notFoundLink: 'Gå til forsiden',
    wrongAddressTitle: 'Forkert adresse',
    wrongAddressText: 'Der er ingen side på denne adresse.',
    wrongAddressLink: 'Gå til forsiden',
    expiredTitle: 'Siden er udløbet',
    expiredText: 'Denne side vises ikke længere. Er det din side? Log ind og forlæng den, så vises den igen.',
    expiredLink: 'Log ind',
  },
}
