import type { InterfaceLanguage } from '#domain/site/languages.ts'

/** What the programme says around the couple's events, in the page's interface language. */
export const PROGRAMME_TEXTS: Record<
  InterfaceLanguage,
  {
    addToCalendar: string
    addAllToCalendar: string
    showMap: string
    dressCode: string
    noTime: string
  }
> = {
  sv: {
    addToCalendar: 'Lägg till i kalendern',
    addAllToCalendar: 'Lägg till hela programmet i kalendern',
    showMap: 'Visa på karta',
    dressCode: 'Klädkod',
    noTime: 'Tid meddelas senare',
  },
  en: {
    addToCalendar: 'Add to calendar',
    addAllToCalendar: 'Add the whole programme to your calendar',
    showMap: 'Show on map',
    dressCode: 'Dress code',
    noTime: 'Time to be announced',
  },
  da: {
    addToCalendar: 'Føj til kalender',
    addAllToCalendar: 'Føj hele programmet til kalenderen',
    showMap: 'Vis på kort',
    dressCode: 'Påklædning',
    noTime: 'Tidspunkt følger',
  },
}
