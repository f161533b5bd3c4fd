import type { AcceptedElement } from '#domain/forms/answers.ts'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

const TEXTS = {
  sv: {
    subject: (title: string) => `Ditt svar: ${title}`,
    text: (link: string, sender: string) =>
      `Tack för ditt svar till ${sender}!\n\nMed den här länken ser du vad du svarade och kan ändra det, från vilken enhet som helst:\n${link}\n\nLänken är personlig: dela den inte.`,
  },
  en: {
    subject: (title: string) => `Your answer: ${title}`,
    text: (link: string, sender: string) =>
      `Thank you for your answer to ${sender}!\n\nThis link shows what you answered and lets you change it, on any device:\n${link}\n\nThe link is personal: do not share it.`,
  },
  da: {
    subject: (title: string) => `Dit svar: ${title}`,
    text: (link: string, sender: string) =>
      `Tak for dit svar til ${sender}!\n\nMed dette link ser du, hvad du svarede, og kan ændre det fra en hvilken som helst enhed:\n${link}\n\nLinket er personligt: del det ikke.`,
  },
}

/** The first answer that is an e-mail address: where a form that asked for one sends its guest's link. */
export function guestEmail(guests: AcceptedElement[][]): string | undefined {
  for (const guest of guests) {
    const found = guest.find((a) => EMAIL.test(a.value.trim()))
    if (found) return found.value.trim()
  }
  return undefined
}

/** The private link to an answer (as the browser writes it, without the module's anchor). */
export function answerLink(siteUrl: string, language: string, token: string): string {
  const url = new URL(siteUrl)
  url.pathname = `/${encodeURIComponent(language)}`
  url.searchParams.set('svar', token)
  return url.toString()
}

/**
 * The mail that gives a guest the private link to see and change an answer (issue 21), naming
 * `sender`, the couple the answer went to; `events`, the household's events on a site with several
 * (issue 32, domain/events/event-lines.ts), ends it. Without them it is the mail as it always was.
 */
export function answerLinkMail(
  language: string,
  formTitle: string,
  link: string,
  sender: string,
  events = '',
) {
  const texts = language === 'en' || language === 'da' ? TEXTS[language] : TEXTS.sv
  return {
    subject: texts.subject(formTitle),
    text: `${texts.text(link, sender)}${events ? `\n\n${events}` : ''}`,
  }
}
