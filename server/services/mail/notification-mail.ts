import type { AcceptedElement } from '#domain/forms/answers.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

const WORDS = {
  sv: {
    rsvp: 'Ny OSA',
    form: 'Nytt formulärsvar',
    guest: 'Gäst',
    intro: 'Svar från sidan',
    none: '(inget svar)',
  },
  en: {
    rsvp: 'New RSVP',
    form: 'New form answer',
    guest: 'Guest',
    intro: 'Answer from the site',
    none: '(no answer)',
  },
  da: {
    rsvp: 'Nyt S.U.-svar',
    form: 'Nyt formularsvar',
    guest: 'Gæst',
    intro: 'Svar fra siden',
    none: '(intet svar)',
  },
} as const

function words(language: string) {
  return WORDS[language as keyof typeof WORDS] ?? WORDS.en
}

function answerLines(elements: AcceptedElement[], language: string): string[] {
  const w = words(language)
  return elements
    .filter((e) => e.value || e.selectedOption || e.formElement.formElementType === 'SingleSelect')
    .map((e) => {
      const label = lookupText(e.formElement.label, language)
      const answer = e.selectedOption ? lookupText(e.selectedOption.text, language) : e.value
      return `${label}: ${answer || w.none}`
    })
}

/** A readable summary of one submission in the site's language, for the owner's inbox. */
export function notificationMail(input: {
  kind: 'rsvp' | 'form'
  language: string
  formTitle: string
  siteHost: string | null
  guests: AcceptedElement[][]
}): { subject: string; text: string } {
  const w = words(input.language)
  const title = input.formTitle.trim()
  const subject = `${input.kind === 'rsvp' ? w.rsvp : w.form}${title ? `: ${title}` : ''}`
  const blocks = input.guests.map((elements, i) => {
    const heading = input.guests.length > 1 ? `${w.guest} ${i + 1}\n` : ''
    return heading + answerLines(elements, input.language).join('\n')
  })
  const intro = `${w.intro}${input.siteHost ? ` ${input.siteHost}` : ''}.`
  return { subject, text: `${intro}\n\n${blocks.join('\n\n')}\n` }
}
