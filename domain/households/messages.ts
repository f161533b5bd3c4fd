import { z } from 'zod'

export const REMINDER_LANGUAGES = ['sv', 'en', 'da'] as const
export type ReminderLanguage = (typeof REMINDER_LANGUAGES)[number]

/** Who a send goes to. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('notAnswered') }),
  z.object({ kind: z.literal('answeredYes') }),
  z.object({ kind: z.literal('tag'), tag: z.string().trim().min(1).max(40) }),
  /** Issue 32: the households invited to the event that have not answered for it. */
  z.object({ kind: z.literal('eventNotAnswered'), eventId: z.string().min(1).max(100) }),
])
export type Audience = z.output<typeof audienceSchema>

/**
 * Whether a household is one an "invited to X and not answered" reminder goes to: invited to the
 * event (`invited` null: to every event) and no guest of it has said yes or no to it.
 */
export function eventNotAnswered(
  household: { eventAnswers?: Record<string, { yes: string[]; no: string[] }> | undefined },
  invited: readonly string[] | null,
  eventId: string,
): boolean {
  const answered = household.eventAnswers?.[eventId]
  return (
    (invited === null || invited.includes(eventId)) &&
    !(answered && answered.yes.length + answered.no.length > 0)
  )
}

export const LINK_PLACEHOLDER = '{länk}'
export const NAME_PLACEHOLDER = '{hushåll}'
/** The couple (the names at the top of their site), filled in when the mail is sent. */
export const SENDER_PLACEHOLDER = '{vi}'

export const reminderSchema = z.object({
  audience: audienceSchema,
  language: z.enum(REMINDER_LANGUAGES),
  subject: z.string().trim().min(1).max(200),
  body: z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .refine((body) => body.includes(LINK_PLACEHOLDER), {
      error: `The message must hold ${LINK_PLACEHOLDER}`,
    }),
})
export type ReminderInput = z.output<typeof reminderSchema>

/**
 * The message a send starts with, per language; {hushåll} and {länk} are filled in per household,
 * {vi} with the couple's names, so the guests see who reminds them.
 */
export const REMINDER_TEMPLATES: Record<ReminderLanguage, { subject: string; body: string }> = {
  sv: {
    subject: `Påminnelse: svara på inbjudan från ${SENDER_PLACEHOLDER}`,
    body: `Hej ${NAME_PLACEHOLDER}!\n\nVi hoppas att ni kan komma. Svara gärna via er personliga länk:\n${LINK_PLACEHOLDER}\n\nVarma hälsningar\n${SENDER_PLACEHOLDER}`,
  },
  en: {
    subject: `Reminder: please answer the invitation from ${SENDER_PLACEHOLDER}`,
    body: `Hi ${NAME_PLACEHOLDER}!\n\nWe hope you can come. Please answer through your personal link:\n${LINK_PLACEHOLDER}\n\nWarm regards\n${SENDER_PLACEHOLDER}`,
  },
  da: {
    subject: `Påmindelse: svar på invitationen fra ${SENDER_PLACEHOLDER}`,
    body: `Hej ${NAME_PLACEHOLDER}!\n\nVi håber, at I kan komme. Svar gerne via jeres personlige link:\n${LINK_PLACEHOLDER}\n\nKærlige hilsner\n${SENDER_PLACEHOLDER}`,
  },
}

const UNSUBSCRIBE_LINE: Record<ReminderLanguage, string> = {
  sv: 'Vill ni inte få fler mejl om det här? Avregistrera er här:',
  en: 'Do not want more mails about this? Unsubscribe here:',
  da: 'Vil I ikke have flere mails om dette? Afmeld jer her:',
}

/**
 * One household's mail: the couple's text with its name, link and the couple's names (`sender`),
 * then the household's events when the site has several (`events`, issue 32), and the unsubscribe
 * link last.
 */
export function renderReminder(
  input: { subject: string; body: string; language: ReminderLanguage },
  household: { name: string; link: string; unsubscribeLink: string; events?: string },
  sender: string,
): { subject: string; text: string } {
  const fill = (text: string) =>
    text
      .replaceAll(NAME_PLACEHOLDER, household.name)
      .replaceAll(LINK_PLACEHOLDER, household.link)
      .replaceAll(SENDER_PLACEHOLDER, sender)
  return {
    subject: fill(input.subject),
    text: `${fill(input.body)}${household.events ? `\n\n${household.events}` : ''}\n\n--\n${UNSUBSCRIBE_LINE[input.language]}\n${household.unsubscribeLink}\n`,
  }
}
