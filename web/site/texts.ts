import type { InterfaceLanguage } from '#domain/site/languages.ts'

/**
 * The product's own texts on the public page. Kept out of i18next on purpose: the public page
 * must stay within its JS budget, and these few strings are all it needs.
 * Placeholders are written {name} and filled with fillText().
 */
export interface PublicTexts {
  languages: string
  madeWith: string
  contact: string
  moduleErrorTitle: string
  moduleErrorAdvice: string
  /** The first stop of the keyboard: past the bar and menu to the modules. */
  skipToContent: string
  /** The public menu's name and its toggle's label. */
  menu: string
  /** A menu entry of a module with neither menu title nor title (spec 001: default menu title). */
  menuUntitled: string
  /** Module views: names of controls and fallbacks around the owner's content. */
  playVideo: string
  videoFallbackTitle: string
  galleryLabel: string
  openImage: string
  previousImage: string
  nextImage: string
  close: string
  imageCounter: string
  countdownLabel: string
  countdownDays: string
  countdownHours: string
  countdownMinutes: string
  countdownSeconds: string
  mapAlt: string
  /** The map image's link: it opens a maps search of the location. */
  openMapFor: string
  openMap: string
  opensInNewTab: string
  giftLink: string
  /** While a guest form's or dialog's code loads (the rest of their texts load with them). */
  loading: string
  /** An RSVP this browser sent, or a private link opened (issue 21). */
  answeredTitle: string
  /** The same on a household's personal link, where the answer is the household's (issue 30). */
  householdAnsweredTitle: string
  changeAnswer: string
  privateLinkLabel: string
  /** {date} is the owner's last day for answers. */
  answersClosed: string
  /** A private link's answers after the last day: shown, no longer changed. */
  answersNoLongerChangeable: string
  lastAnswerDay: string
}

export const publicTexts: Record<InterfaceLanguage, PublicTexts> = {
  sv: {
    languages: 'Språk',
    madeWith: 'Skapad med {siteName}',
    contact: 'Kontakt',
    moduleErrorTitle: 'Ett fel uppstod',
    moduleErrorAdvice:
      'Den här delen av sidan kunde inte visas. Ladda om sidan, och kontakta oss på {mail} om felet finns kvar.',
    skipToContent: 'Till innehållet',
    playVideo: 'Spela upp video',
    videoFallbackTitle: 'YouTube-video',
    galleryLabel: 'Bildvisning',
    openImage: 'Visa bild {n} av {total}',
    previousImage: 'Föregående bild',
    nextImage: 'Nästa bild',
    close: 'Stäng',
    imageCounter: '{n} / {total}',
    countdownLabel: 'Tid kvar',
    countdownDays: 'dagar',
    countdownHours: 'timmar',
    countdownMinutes: 'minuter',
    countdownSeconds: 'sekunder',
    mapAlt: 'Karta över {location}',
    openMapFor: 'Öppna kartan för {location}',
    openMap: 'Öppna i Google Maps',
    opensInNewTab: '(öppnas i en ny flik)',
    giftLink: 'Se presenten',
    loading: 'Laddar…',
    answeredTitle: 'Du har svarat',
    householdAnsweredTitle: 'Ni har svarat',
    changeAnswer: 'Ändra mitt svar',
    privateLinkLabel: 'Din privata länk till svaret (spara den för att ändra från en annan enhet):',
    answersClosed: 'Sista dagen att svara var {date}. Svar tas inte längre emot.',
    answersNoLongerChangeable: 'Svaren kan inte längre ändras.',
    lastAnswerDay: 'Svara senast {date}.',
    menu: 'Meny',
    menuUntitled: 'Ej namngivet',
  },
  en: {
    languages: 'Language',
    madeWith: 'Made with {siteName}',
    contact: 'Contact',
    moduleErrorTitle: 'An error occurred',
    moduleErrorAdvice:
      'This part of the page could not be shown. Please reload the page, and contact us at {mail} if the problem remains.',
    skipToContent: 'Skip to content',
    playVideo: 'Play video',
    videoFallbackTitle: 'YouTube video',
    galleryLabel: 'Image viewer',
    openImage: 'Show image {n} of {total}',
    previousImage: 'Previous image',
    nextImage: 'Next image',
    close: 'Close',
    imageCounter: '{n} / {total}',
    countdownLabel: 'Time left',
    countdownDays: 'days',
    countdownHours: 'hours',
    countdownMinutes: 'minutes',
    countdownSeconds: 'seconds',
    mapAlt: 'Map of {location}',
    openMapFor: 'Open the map for {location}',
    openMap: 'Open in Google Maps',
    opensInNewTab: '(opens in a new tab)',
    giftLink: 'View the gift',
    loading: 'Loading…',
    answeredTitle: 'You have answered',
    householdAnsweredTitle: 'Your household has answered',
    changeAnswer: 'Change my answer',
    privateLinkLabel: 'Your private link to the answer (keep it to change it from another device):',
    answersClosed: 'The last day to answer was {date}. Answers are no longer accepted.',
    answersNoLongerChangeable: 'The answers can no longer be changed.',
    lastAnswerDay: 'Please answer by {date}.',
    menu: 'Menu',
    menuUntitled: 'Untitled',
  },
  da: {
    languages: 'Sprog',
    madeWith: 'Lavet med {siteName}',
    contact: 'Kontakt',
    moduleErrorTitle: 'Der opstod en fejl',
    moduleErrorAdvice:
      'Denne del af siden kunne ikke vises. Genindlæs siden, og kontakt os på {mail}, hvis fejlen fortsætter.',
    skipToContent: 'Gå til indholdet',
    playVideo: 'Afspil video',
    videoFallbackTitle: 'YouTube-video',
    galleryLabel: 'Billedvisning',
    openImage: 'Vis billede {n} af {total}',
    previousImage: 'Forrige billede',
    nextImage: 'Næste billede',
    close: 'Luk',
    imageCounter: '{n} / {total}',
    countdownLabel: 'Tid tilbage',
    countdownDays: 'dage',
    countdownHours: 'timer',
    countdownMinutes: 'minutter',
    countdownSeconds: 'sekunder',
    mapAlt: 'Kort over {location}',
    openMapFor: 'Åbn kortet for {location}',
    openMap: 'Åbn i Google Maps',
    opensInNewTab: '(åbner i en ny fane)',
    giftLink: 'Se gaven',
    loading: 'Indlæser…',
    answeredTitle: 'Du har svaret',
    householdAnsweredTitle: 'I har svaret',
    changeAnswer: 'Ret mit svar',
    privateLinkLabel: 'Dit private link til svaret (gem det for at rette fra en anden enhed):',
    answersClosed: 'Sidste dag for svar var {date}. Svar modtages ikke længere.',
    answersNoLongerChangeable: 'Svarene kan ikke længere ændres.',
    lastAnswerDay: 'Svar senest {date}.',
    menu: 'Menu',
    menuUntitled: 'Unavngivet',
  },
}

/** Replaces each {name} with its value; an unknown placeholder is left as it is so a typo shows. */
export function fillText(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}
