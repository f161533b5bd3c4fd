import type { InterfaceLanguage } from '#domain/site/languages.ts'

/** The running order's default blocks, print and speaker mail, per interface language (issue 33). */
export const RUNNING_ORDER_TEXTS: Record<
  InterfaceLanguage,
  {
    blocks: [string, string, string]
    title: string
    minutes: (n: number) => string
    needs: Record<'microphone' | 'screen' | 'music', string>
    unplaced: string
    empty: string
    columns: { time: string; who: string; what: string; length: string; needs: string; note: string }
    mail: (m: { name: string; site: string; block: string; time: string; minutes: number }) => {
      subject: string
      text: string
    }
  }
> = {
  sv: {
    blocks: ['Före middagen', 'Mellan rätterna', 'Efter middagen'],
    title: 'Talarlista',
    minutes: (n) => `${n} min`,
    needs: { microphone: 'mikrofon', screen: 'skärm', music: 'musik' },
    unplaced: 'Ännu inte placerade',
    empty: 'Inga tal i det här blocket.',
    columns: { time: 'Tid', who: 'Vem', what: 'Vad', length: 'Längd', needs: 'Behöver', note: 'Anteckning' },
    mail: (m) => ({
      subject: `Din plats i talarlistan – ${m.site}`,
      text: `Hej ${m.name}!\n\nTack för din anmälan. Du har fått en plats i talarlistan för ${m.site}:\n\n${m.block}, cirka kl. ${m.time} (${m.minutes} minuter).\n\nHör av dig till toastmastern om något ändras.\n`,
    }),
  },
  en: {
    blocks: ['Before dinner', 'Between courses', 'After dinner'],
    title: 'Running order',
    minutes: (n) => `${n} min`,
    needs: { microphone: 'microphone', screen: 'screen', music: 'music' },
    unplaced: 'Not yet placed',
    empty: 'No speeches in this block.',
    columns: { time: 'Time', who: 'Who', what: 'What', length: 'Length', needs: 'Needs', note: 'Note' },
    mail: (m) => ({
      subject: `Your slot in the running order – ${m.site}`,
      text: `Hi ${m.name}!\n\nThank you for signing up. You have a slot in the running order of ${m.site}:\n\n${m.block}, at about ${m.time} (${m.minutes} minutes).\n\nTell the toastmaster if anything changes.\n`,
    }),
  },
  da: {
    blocks: ['Før middagen', 'Mellem retterne', 'Efter middagen'],
    title: 'Talerliste',
    minutes: (n) => `${n} min`,
    needs: { microphone: 'mikrofon', screen: 'skærm', music: 'musik' },
    unplaced: 'Endnu ikke placeret',
    empty: 'Ingen taler i denne blok.',
    columns: { time: 'Tid', who: 'Hvem', what: 'Hvad', length: 'Længde', needs: 'Behøver', note: 'Note' },
    mail: (m) => ({
      subject: `Din plads på talerlisten – ${m.site}`,
      text: `Hej ${m.name}!\n\nTak for din tilmelding. Du har fået en plads på talerlisten til ${m.site}:\n\n${m.block}, cirka kl. ${m.time} (${m.minutes} minutter).\n\nGiv toastmasteren besked, hvis noget ændrer sig.\n`,
    }),
  },
}
