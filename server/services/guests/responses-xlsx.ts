// exceljs is loaded when a sheet is first written, not by every process that wires the services.
const excel = async () => (await import('exceljs')).default

import type { Market } from '#domain/brands.ts'
import { type EventColumn, eventCounts, type GuestEventAnswers } from '#domain/events/event-answers.ts'
import type { AcceptedElement } from '#domain/forms/answers.ts'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import {
  questionColumns,
  questionsOfType,
  type ResponseRecord,
  siteFirstLanguage,
} from '#domain/forms/responses.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { addGiftSheet } from './gifts-xlsx.ts'
import type { GiftsWorkbookData } from './thank-you-list.ts'

type Records = readonly (Pick<
  ResponseRecord,
  'createdAt' | 'changedAt' | 'groupIdentifier' | 'groupNumber' | 'formTitle' | 'formElements'
> & { householdName?: string; events?: GuestEventAnswers | undefined })[]
type HeadingLanguage = 'sv' | 'en' | 'da'

const HEADINGS = {
  sv: {
    sheet: 'Svar',
    summary: 'Sammanställning',
    date: 'Datum',
    group: 'Grupp',
    household: 'Hushåll',
    changed: 'Ändrad',
    form: 'Formulär',
    question: 'Fråga',
    answer: 'Svar',
    count: 'Antal',
    guests: 'Gäster',
    answers: 'Svar',
    groups: 'Anmälningar',
    empty: 'Inget svar',
    eventYes: 'Kommer',
    eventNo: 'Kommer inte',
    eventNotAnswered: 'Inte svarat',
    eventDeleted: 'borttagen',
    event: 'Händelse',
  },
  en: {
    sheet: 'Answers',
    summary: 'Summary',
    date: 'Date',
    group: 'Group',
    household: 'Household',
    changed: 'Changed',
    form: 'Form',
    question: 'Question',
    answer: 'Answer',
    count: 'Count',
    guests: 'Guests',
    answers: 'Answers',
    groups: 'Responses',
    empty: 'No answer',
    eventYes: 'Coming',
    eventNo: 'Not coming',
    eventNotAnswered: 'Not answered',
    eventDeleted: 'deleted',
    event: 'Event',
  },
  da: {
    sheet: 'Svar',
    summary: 'Opsummering',
    date: 'Dato',
    group: 'Gruppe',
    household: 'Husstand',
    changed: 'Rettet',
    form: 'Formular',
    question: 'Spørgsmål',
    answer: 'Svar',
    count: 'Antal',
    guests: 'Gæster',
    answers: 'Svar',
    groups: 'Tilmeldinger',
    empty: 'Intet svar',
    eventYes: 'Kommer',
    eventNo: 'Kommer ikke',
    eventNotAnswered: 'Ikke svaret',
    eventDeleted: 'slettet',
    event: 'Begivenhed',
  },
} as const

/** The time zone of a market's couples and guests: the workbook's times are theirs. */
export const MARKET_TIME_ZONES: Record<Market, string> = { se: 'Europe/Stockholm', dk: 'Europe/Copenhagen' }

/**
 * A spreadsheet date has no time zone: Excel shows its fields as they are. So the instant becomes
 * a Date whose UTC fields are the wall-clock time in the zone.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const parts = wallClockFormat(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value)
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  )
}

// Making a DateTimeFormat costs far more than using one: an export of 5,000 answers spent a quarter
// of a second making one per row.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>()
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClockFormats.set(timeZone, format)
  }
  return format
}

export function answerText(element: AcceptedElement | undefined, language: string): string {
  if (!element) return ''
  return element.selectedOption ? lookupText(element.selectedOption.text, language) : element.value
}

type Headings = (typeof HEADINGS)[HeadingLanguage]

function eventHeading(event: EventColumn, language: string, h: Headings): string {
  const title = lookupText(event.title, language) || h.event
  return event.deleted ? `${title} (${h.eventDeleted})` : title
}

/** A question asked for one event is headed with the event's title: "Middag: Allergier". */
function questionHeading(
  q: FormElementLike & { eventId?: string | undefined },
  events: readonly EventColumn[],
  language: string,
): string {
  const label = lookupText(q.label, language) || q.id
  const event = q.eventId ? events.find((e) => e.id === q.eventId) : undefined
  return event ? `${lookupText(event.title, language)}: ${label}` : label
}

/**
 * osa.xlsx: one sheet with a row per guest (date as a real date in the site's time zone, named in
 * the header; group; form; one column per question) and a summary sheet counting the answers of
 * every single-select question, options nobody chose included, in the viewer's words.
 */
export async function responsesWorkbook(input: {
  records: Records
  questions: FormElementLike[]
  /** Language of the question labels and answers: the site's default language. */
  siteLanguage: string
  /** Language of the sheet's own headings: the owner's interface language. */
  uiLanguage: HeadingLanguage
  /** IANA zone of the times: the site's market's. */
  timeZone: string
  /** The gift registry's reservations and pledges (issue 35): osa.xlsx's gift sheet. */
  gifts?: { content: Pick<SiteContent, 'availableLanguages' | 'siteModules'>; data: GiftsWorkbookData }
  /** The site's events where it has several (issue 32): a column and counts per event. */
  events?: readonly EventColumn[]
}): Promise<Buffer> {
  const events = input.events ?? []
  const h = HEADINGS[input.uiLanguage]
  const book = new (await excel()).Workbook()
  book.creator = 'eventsite'
  const sheet = book.addWorksheet(h.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  const hasGroups = input.records.some((r) => r.groupIdentifier !== undefined)
  const hasChanges = input.records.some((r) => r.changedAt)
  const hasHouseholds = input.records.some((r) => r.householdName)
  sheet.columns = [
    {
      header: `${h.date} (${input.timeZone})`,
      key: 'date',
      width: 26,
      style: { numFmt: 'yyyy-mm-dd hh:mm' },
    },
    ...(hasGroups ? [{ header: h.group, key: 'group', width: 10 }] : []),
    // The guest list household the answer came through (issue 22).
    ...(hasHouseholds ? [{ header: h.household, key: 'household', width: 24 }] : []),
    // The latest answer is the one listed; when a guest changed it, this says when (issue 21).
    ...(hasChanges
      ? [
          {
            header: `${h.changed} (${input.timeZone})`,
            key: 'changed',
            width: 26,
            style: { numFmt: 'yyyy-mm-dd hh:mm' },
          },
        ]
      : []),
    { header: h.form, key: 'form', width: 20 },
    // A column per event (issue 32); a deleted one's answers stay, its heading says so.
    ...events.map((event) => ({
      header: eventHeading(event, input.siteLanguage, h),
      key: `e:${event.id}`,
      width: Math.min(40, Math.max(14, eventHeading(event, input.siteLanguage, h).length + 4)),
    })),
    ...input.questions.map((q) => ({
      header: questionHeading(q, events, input.siteLanguage),
      key: `q:${q.id}`,
      width: Math.min(50, Math.max(14, questionHeading(q, events, input.siteLanguage).length + 4)),
    })),
  ]
  const groupNumbers = new Map<string, number>()
  for (const row of input.records) {
    const values: Record<string, unknown> = {
      date: wallClock(new Date(row.createdAt), input.timeZone),
      form: row.formTitle,
      ...(row.changedAt ? { changed: wallClock(new Date(row.changedAt), input.timeZone) } : {}),
      ...(row.householdName ? { household: row.householdName } : {}),
    }
    const group = row.groupIdentifier
    if (group !== undefined) {
      // The server's number for the party, as the viewer shows it; else the order of answering.
      if (!groupNumbers.has(group)) groupNumbers.set(group, row.groupNumber ?? groupNumbers.size + 1)
      values.group = groupNumbers.get(group)
    }
    for (const event of events) {
      const answer = row.events?.[event.id]
      values[`e:${event.id}`] =
        answer === 'yes'
          ? h.eventYes
          : answer === 'no'
            ? h.eventNo
            : answer === null
              ? h.eventNotAnswered
              : ''
    }
    for (const q of input.questions) {
      values[`q:${q.id}`] = answerText(
        row.formElements.find((e) => e.formElement.id === q.id),
        input.siteLanguage,
      )
    }
    sheet.addRow(values)
  }
  sheet.getRow(1).font = { bold: true }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } }

  const summary = book.addWorksheet(h.summary)
  summary.columns = [
    { header: h.question, key: 'question', width: 40 },
    { header: h.answer, key: 'answer', width: 30 },
    { header: h.count, key: 'count', width: 10 },
  ]
  summary.getRow(1).font = { bold: true }
  // The viewer's figures: registrations and guests for RSVPs, answers for forms.
  if (hasGroups) {
    summary.addRow({ question: h.groups, count: groupNumbers.size })
    summary.addRow({ question: h.guests, count: input.records.length })
  } else {
    summary.addRow({ question: h.answers, count: input.records.length })
  }
  // Per event: who comes, who does not, who is invited and has not said (issue 32, item 5).
  for (const count of eventCounts(
    events.map((e) => e.id),
    input.records,
  )) {
    const event = events.find((e) => e.id === count.eventId)
    if (!event) continue
    const question = eventHeading(event, input.siteLanguage, h)
    summary.addRow({})
    summary.addRow({ question, answer: h.eventYes, count: count.yes })
    summary.addRow({ question, answer: h.eventNo, count: count.no })
    summary.addRow({ question, answer: h.eventNotAnswered, count: count.notAnswered })
  }
  for (const q of input.questions.filter((q) => q.formElementType === 'SingleSelect')) {
    // Every current option, chosen or not, then options only older answers hold.
    const counts = new Map<string, { answer: string; count: number }>(
      (q.options ?? []).map((o) => [o.id, { answer: lookupText(o.text, input.siteLanguage), count: 0 }]),
    )
    let unanswered = 0
    // A question asked for one event was asked of its guests who come to it (issue 32).
    const eventId = (q as { eventId?: string }).eventId
    for (const row of input.records) {
      if (eventId && (row as { events?: Record<string, string | null> }).events?.[eventId] !== 'yes') continue
      const element = row.formElements.find((e) => e.formElement.id === q.id)
      const option = element?.selectedOption
      if (!option) {
        unanswered += 1
        continue
      }
      const entry = counts.get(option.id) ?? { answer: answerText(element, input.siteLanguage), count: 0 }
      entry.count += 1
      counts.set(option.id, entry)
    }
    const question = questionHeading(q, events, input.siteLanguage)
    summary.addRow({})
    for (const { answer, count } of counts.values()) summary.addRow({ question, answer, count })
    if (unanswered > 0) summary.addRow({ question, answer: h.empty, count: unanswered })
  }
  if (input.gifts) addGiftSheet(book, input.gifts.content, input.gifts.data, input.uiLanguage, input.timeZone)
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** What osa.xlsx holds beside the answers: the gift sheet (issue 35) and the events' columns (issue 32). */
export interface WorkbookExtras {
  gifts?: GiftsWorkbookData | undefined
  events?: readonly EventColumn[]
}

/**
 * The workbook of the answers to a site's modules of one type, laid out as the owner's list
 * shows them: the site's current questions first, labels and options in its first language.
 */
export function siteResponsesWorkbook(
  records: Records,
  site: Pick<SiteContent, 'availableLanguages' | 'siteModules'>,
  isOfType: (module: SiteContent['siteModules'][number]) => boolean,
  uiLanguage: HeadingLanguage,
  market: string,
  extras: WorkbookExtras = {},
): Promise<Buffer> {
  const { gifts, events = [] } = extras
  return responsesWorkbook({
    ...(gifts ? { gifts: { content: site, data: gifts } } : {}),
    events,
    records,
    questions: questionColumns(questionsOfType(site, isOfType), records),
    siteLanguage: siteFirstLanguage(site),
    uiLanguage,
    timeZone: MARKET_TIME_ZONES[market as Market] ?? MARKET_TIME_ZONES.se,
  })
}
