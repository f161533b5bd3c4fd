/**
 * The schemas' own validation messages are written in Swedish, the product's main language, and
 * the web shows them as they are. An error answer carries every language, so these are their
 * English and Danish: by the whole message, or by a pattern where the schema fills in a field's
 * name or a number.
 */
type Other = { en: string; da: string }

const MESSAGES: Record<string, Other> = {
  'Ange antal': { en: 'Enter a number', da: 'Angiv antal' },
  'Ange lösenord': { en: 'Enter the password', da: 'Angiv adgangskoden' },
  'Antal måste vara 10 till 300 i steg om 10': {
    en: 'The quantity must be 10 to 300 in steps of 10',
    da: 'Antallet skal være 10 til 300 i trin på 10',
  },
  'Ange ett danskt mobilnummer med åtta siffror, till exempel 20 12 34 56': {
    en: 'Enter a Danish mobile number of eight digits, for example 20 12 34 56',
    da: 'Angiv et dansk mobilnummer med otte cifre, for eksempel 20 12 34 56',
  },
  'Ange ett svenskt mobilnummer, till exempel 070-123 45 67': {
    en: 'Enter a Swedish mobile number, for example 070-123 45 67',
    da: 'Angiv et svensk mobilnummer, for eksempel 070-123 45 67',
  },
  'Ange belopp': { en: 'Enter an amount', da: 'Angiv beløb' },
  'Antal måste vara ett tal': { en: 'The quantity must be a number', da: 'Antallet skal være et tal' },
  'Antalet måste vara ett heltal': {
    en: 'The number must be a whole number',
    da: 'Antallet skal være et heltal',
  },
  'Datumet måste ligga mellan 1900-01-01 och 2099-01-01': {
    en: 'The date must be between 1900-01-01 and 2099-01-01',
    da: 'Datoen skal ligge mellem 1900-01-01 og 2099-01-01',
  },
  'E-postadress saknas': { en: 'The e-mail address is missing', da: 'E-mailadressen mangler' },
  'E-postadressen är för lång': { en: 'The e-mail address is too long', da: 'E-mailadressen er for lang' },
  'Namnet får vara högst 60 tecken': {
    en: 'The name can be at most 60 characters',
    da: 'Navnet må højst være 60 tegn',
  },
  'Ange sidans nummer': { en: 'Give the page number', da: 'Angiv sidens nummer' },
  'Välj en roll': { en: 'Choose a role', da: 'Vælg en rolle' },
  'Ange tiden som TT:MM': { en: 'Give the time as HH:MM', da: 'Angiv tiden som TT:MM' },
  'Anteckningen är för lång': { en: 'The note is too long', da: 'Noten er for lang' },
  'Ge blocket ett namn': { en: 'Give the block a name', da: 'Giv blokken et navn' },
  'Högst 12 block': { en: 'At most 12 blocks', da: 'Højst 12 blokke' },
  'Namnet är för långt': { en: 'The name is too long', da: 'Navnet er for langt' },
  'Ett id finns två gånger': { en: 'An id is there twice', da: 'Et id findes to gange' },
  'Ett språk finns två gånger': { en: 'A language is there twice', da: 'Et sprog findes to gange' },
  'Högst 6 mottagare': { en: 'At most 6 recipients', da: 'Højst 6 modtagere' },
  'Kuvert måste vara none, standard eller premium': {
    en: 'The envelope must be none, standard or premium',
    da: 'Kuverten skal være none, standard eller premium',
  },
  'Länken saknar kod': { en: 'The link has no code', da: 'Linket mangler en kode' },
  'Lösenord saknas': { en: 'The password is missing', da: 'Adgangskoden mangler' },
  'Lösenordet är för långt': { en: 'The password is too long', da: 'Adgangskoden er for lang' },
  'Minst 1': { en: 'At least 1', da: 'Mindst 1' },
  'Minst en gäst': { en: 'At least one guest', da: 'Mindst én gæst' },
  'Svara ja eller nej': { en: 'Answer yes or no', da: 'Svar ja eller nej' },
  'För många händelser': { en: 'Too many events', da: 'For mange begivenheder' },
  'Minst en person': { en: 'At least one person', da: 'Mindst én person' },
  'Ogiltig e-postadress': { en: 'Invalid e-mail address', da: 'Ugyldig e-mailadresse' },
  'Ogiltig länk': { en: 'Invalid link', da: 'Ugyldigt link' },
  'Ogiltig språkkod': { en: 'Invalid language code', da: 'Ugyldig sprogkode' },
  'Välj minst en händelse': { en: 'Choose at least one event', da: 'Vælg mindst én begivenhed' },
  'Välj minst ett hushåll': { en: 'Choose at least one household', da: 'Vælg mindst én husstand' },
  'Ogiltig tid': { en: 'Invalid time', da: 'Ugyldigt tidspunkt' },
  'Ogiltigt datum': { en: 'Invalid date', da: 'Ugyldig dato' },
  'Ogiltigt postnummer': { en: 'Invalid postcode', da: 'Ugyldigt postnummer' },
  'Ogiltigt telefonnummer, börja med +46': {
    en: 'Invalid phone number, start with +46',
    da: 'Ugyldigt telefonnummer, start med +46',
  },
  'Sidan måste ha minst ett språk': {
    en: 'The page must have at least one language',
    da: 'Siden skal have mindst ét sprog',
  },
  'Beloppet måste vara i hela ören': {
    en: 'The amount must be in whole öre',
    da: 'Beløbet skal være i hele øre',
  },
  'Skriv ditt namn': { en: 'Write your name', da: 'Skriv dit navn' },
  'Skriv något': { en: 'Write something', da: 'Skriv noget' },
  'Slutet måste ligga efter starten': {
    en: 'The end must be after the start',
    da: 'Slutningen skal ligge efter starten',
  },
  'Swish-nummer som börjar med 123 tillhör företag och föreningar och kostar avgifter. Ange ert eget mobilnummer som är kopplat till Swish, så går gåvan direkt till er.':
    {
      en: 'Swish numbers starting with 123 belong to businesses and associations and carry fees. Enter your own mobile number connected to Swish, so the gift goes straight to you.',
      da: 'Swish-numre, der begynder med 123, tilhører virksomheder og foreninger og koster gebyrer. Angiv jeres eget mobilnummer, der er tilknyttet Swish, så gaven går direkte til jer.',
    },
  'Texten är för lång': { en: 'The text is too long', da: 'Teksten er for lang' },
  'Två delar av trycket har samma id': {
    en: 'Two parts of the print have the same id',
    da: 'To dele af trykket har samme id',
  },
  'Två moduler har samma id': { en: 'Two modules have the same id', da: 'To moduler har samme id' },
  'host saknas': { en: 'host is missing', da: 'host mangler' },
  'högst 6 mottagare': { en: 'at most 6 recipients', da: 'højst 6 modtagere' },
  'ogiltig e-postadress': { en: 'invalid e-mail address', da: 'ugyldig e-mailadresse' },
  'ogiltig färg': { en: 'invalid colour', da: 'ugyldig farve' },
  'paymentProduct saknas': { en: 'paymentProduct is missing', da: 'paymentProduct mangler' },
  'postKey saknas': { en: 'postKey is missing', da: 'postKey mangler' },
  saknas: { en: 'missing', da: 'mangler' },
}

/** The fields a card order names in its messages ("Förnamn måste fyllas i"). */
const FIELDS: Record<string, Other> = {
  Förnamn: { en: 'First name', da: 'Fornavn' },
  Efternamn: { en: 'Last name', da: 'Efternavn' },
  Gatuadress: { en: 'Street address', da: 'Adresse' },
  Postnummer: { en: 'Postcode', da: 'Postnummer' },
  Ort: { en: 'Town', da: 'By' },
  'E-post': { en: 'E-mail', da: 'E-mail' },
  Telefon: { en: 'Phone', da: 'Telefon' },
}

const PATTERNS: { match: RegExp; en: (m: string[]) => string; da: (m: string[]) => string }[] = [
  {
    match: /^Lösenordet måste vara minst (\d+) tecken$/,
    en: ([, n]) => `The password must be at least ${n} characters`,
    da: ([, n]) => `Adgangskoden skal være mindst ${n} tegn`,
  },
  {
    match: /^(.+) måste fyllas i$/,
    en: ([, field = '']) => `${FIELDS[field]?.en ?? field} is required`,
    da: ([, field = '']) => `${FIELDS[field]?.da ?? field} skal udfyldes`,
  },
  {
    match: /^(.+) är för lång$/,
    en: ([, field = '']) => `${FIELDS[field]?.en ?? field} is too long`,
    da: ([, field = '']) => `${FIELDS[field]?.da ?? field} er for lang`,
  },
]

/** A validation message in a language; one it does not know (zod's own, in English) stays as it is. */
export function validationText(message: string, language: 'sv' | 'en' | 'da'): string {
  if (language === 'sv') return message
  const known = MESSAGES[message]
  if (known) return known[language]
  for (const pattern of PATTERNS) {
    const m = pattern.match.exec(message)
    if (m) return pattern[language]([...m])
  }
  return message
}
