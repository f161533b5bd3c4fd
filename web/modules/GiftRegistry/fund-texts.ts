import type { InterfaceLanguage } from '#domain/site/languages.ts'

// A fund's texts (issue 35): read by its card's lazily loaded code and the server only, not the
// page's first script (the public page's texts are not in the i18n catalogs, for its budget).
export interface FundTexts {
  /** "{pledged} of {goal}". */
  ofGoal: string
  /** "{percent} % of the goal". */
  percentOfGoal: string
  pledgedSoFar: string
  goal: string
  swishAmount: string
  swishAnyAmount: string
  scanWithSwish: string
  qrAlt: string
  mobilePayIntro: string
  mobilePayNumber: string
  amount: string
  message: string
  copy: string
  copied: string
  noNumber: string
  /** Item 6 of the issue: the page says so. */
  noMoneyHere: string
  tellUs: string
  tellUsHint: string
  name: string
  amountLabel: string
  amountHint: string
  greeting: string
  send: string
  back: string
  thanksTitle: string
  thanksText: string
  gone: string
  requiredName: string
  invalidAmount: string
  failed: string
}

export const fundTexts: Record<InterfaceLanguage, FundTexts> = {
  sv: {
    ofGoal: '{pledged} av {goal}',
    percentOfGoal: '{percent} % av målet',
    pledgedSoFar: '{pledged} har getts hittills',
    goal: 'Mål: {goal}',
    swishAmount: 'Swisha {amount}',
    swishAnyAmount: 'Swisha valfritt belopp',
    scanWithSwish: 'Skanna med Swish-appen',
    qrAlt: 'QR-kod för att swisha till {title}',
    mobilePayIntro: 'Betala med MobilePay till numret nedan och skriv meddelandet.',
    mobilePayNumber: 'MobilePay-nummer',
    amount: 'Belopp',
    message: 'Meddelande',
    copy: 'Kopiera',
    copied: 'Kopierat',
    noNumber: 'Paret har inte angett något nummer än.',
    noMoneyHere:
      'Pengarna går direkt från dig till paret. Inga pengar passerar den här sidan och ingen avgift tas ut.',
    tellUs: 'Jag har gett – berätta för paret',
    tellUsHint: 'Berätta vad du gav, så vet paret vem de ska tacka.',
    name: 'Ditt namn',
    amountLabel: 'Belopp i kronor',
    amountHint: 'Det du swishade eller betalade, till exempel 500',
    greeting: 'Hälsning till paret (valfritt)',
    send: 'Skicka',
    back: 'Tillbaka till önskelistan',
    thanksTitle: 'Tack för ditt bidrag till {title}!',
    thanksText: 'Paret ser ditt namn och din hälsning.',
    gone: 'Insamlingen finns inte längre i önskelistan.',
    requiredName: 'Skriv ditt namn',
    invalidAmount: 'Ange ett belopp i kronor, till exempel 500 eller 250,50',
    failed: 'Bidraget kunde inte sparas',
  },
  en: {
    ofGoal: '{pledged} of {goal}',
    percentOfGoal: '{percent} % of the goal',
    pledgedSoFar: '{pledged} given so far',
    goal: 'Goal: {goal}',
    swishAmount: 'Swish {amount}',
    swishAnyAmount: 'Swish any amount',
    scanWithSwish: 'Scan with the Swish app',
    qrAlt: 'QR code to Swish to {title}',
    mobilePayIntro: 'Pay with MobilePay to the number below and write the message.',
    mobilePayNumber: 'MobilePay number',
    amount: 'Amount',
    message: 'Message',
    copy: 'Copy',
    copied: 'Copied',
    noNumber: 'The couple has not given a number yet.',
    noMoneyHere:
      'The money goes straight from you to the couple. No money passes through this page and no fee is taken.',
    tellUs: 'I have given – tell the couple',
    tellUsHint: 'Say what you gave, so the couple knows whom to thank.',
    name: 'Your name',
    amountLabel: 'Amount in kronor',
    amountHint: 'What you paid, for example 500',
    greeting: 'A greeting to the couple (optional)',
    send: 'Send',
    back: 'Back to the gift registry',
    thanksTitle: 'Thank you for your gift to {title}!',
    thanksText: 'The couple sees your name and your greeting.',
    gone: 'The fund is no longer in the registry.',
    requiredName: 'Write your name',
    invalidAmount: 'Enter an amount in kronor, for example 500 or 250.50',
    failed: 'The gift could not be saved',
  },
  da: {
    ofGoal: '{pledged} af {goal}',
    percentOfGoal: '{percent} % af målet',
    pledgedSoFar: '{pledged} givet indtil nu',
    goal: 'Mål: {goal}',
    swishAmount: 'Swish {amount}',
    swishAnyAmount: 'Swish valgfrit beløb',
    scanWithSwish: 'Scan med Swish-appen',
    qrAlt: 'QR-kode til at swishe til {title}',
    mobilePayIntro: 'Betal med MobilePay til nummeret herunder, og skriv beskeden.',
    mobilePayNumber: 'MobilePay-nummer',
    amount: 'Beløb',
    message: 'Besked',
    copy: 'Kopiér',
    copied: 'Kopieret',
    noNumber: 'Parret har ikke angivet et nummer endnu.',
    noMoneyHere:
      'Pengene går direkte fra dig til parret. Ingen penge passerer denne side, og der tages intet gebyr.',
    tellUs: 'Jeg har givet – fortæl parret det',
    tellUsHint: 'Fortæl, hvad du gav, så parret ved, hvem de skal takke.',
    name: 'Dit navn',
    amountLabel: 'Beløb i kroner',
    amountHint: 'Det, du betalte, for eksempel 500',
    greeting: 'En hilsen til parret (valgfrit)',
    send: 'Send',
    back: 'Tilbage til ønskelisten',
    thanksTitle: 'Tak for dit bidrag til {title}!',
    thanksText: 'Parret ser dit navn og din hilsen.',
    gone: 'Indsamlingen findes ikke længere på ønskelisten.',
    requiredName: 'Skriv dit navn',
    invalidAmount: 'Angiv et beløb i kroner, for eksempel 500 eller 250,50',
    failed: 'Bidraget kunne ikke gemmes',
  },
}
