import type { AcceptedElement } from '#domain/forms/answers.ts'
import { type FormElementLike, isElementShown } from '#domain/forms/conditions.ts'
import type { ResponseRecord } from '#domain/forms/responses.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { type YesNo, yesNoOf } from './yes-no.ts'

export interface Answer {
  /** What the guest answered, options in the site's default language; '' when unanswered. */
  text: string
  /** The chosen option of a single-select. */
  optionId: string | null
  /** Single-select answers worded as yes or no. */
  yesNo: YesNo | null
}

/** One row of the list: one guest (RSVP) or one form answer. */
export interface ResponseRow {
  id: string
  createdAt: string
  /** When the guest last changed the answer (issue 21), or null. */
  changedAt: string | null
  /** The guest list household whose personal link the answer came with (issue 22), or null. */
  household: string | null
  time: number
  /**
   * The guest's party: the server's number, which a delete never moves (1, 2, ... in the order
   * parties first answered); null for form answers.
   */
  group: number | null
  answers: Record<string, Answer>
  /** The guest's yes or no per event where the site has several (issue 32); null: not answered. */
  events: Readonly<Record<string, 'yes' | 'no' | null>>
  /** The guest's first short-text answer (their name on a usual form); '' when there is none. */
  name: string
  /** Every answer in lower case, for the text filter. */
  haystack: string
}

const NO_ANSWER: Answer = { text: '', optionId: null, yesNo: null }
const NO_EVENTS: ResponseRow['events'] = {}

/** The answer to one question, with option texts in the given language. */
export function answerOf(element: AcceptedElement | undefined, language: string): Answer {
  if (!element) return NO_ANSWER
  if (element.selectedOption) {
    const text = lookupText(element.selectedOption.text, language)
    return { text, optionId: element.selectedOption.id, yesNo: yesNoOf(text) }
  }
  return { text: (element.value ?? '').trim(), optionId: null, yesNo: null }
}

/** The guest's first non-empty short-text answer: what the delete confirmation calls them. */
export function guestName(record: Pick<ResponseRecord, 'formElements'>): string {
  for (const element of record.formElements) {
    if (element.formElement.formElementType !== 'ShortText') continue
    const value = (element.value ?? '').trim()
    if (value) return value
  }
  return ''
}

/** An event's column among the questions (issue 32): a prefix no form element's id has. */
const EVENT_COLUMN = 'event:'

const isEventColumn = (question: FormElementLike) => question.id.startsWith(EVENT_COLUMN)
const eventIdOf = (question: FormElementLike) => question.id.slice(EVENT_COLUMN.length)

/** Whether any guest answered per event (issue 32): only then do the events get figures and columns. */
export function hasEventAnswers(records: readonly Pick<ResponseRecord, 'events'>[]): boolean {
  return records.some((r) => Object.keys(r.events ?? {}).length > 0)
}

/** The events' ids in the programme's order, then those only answers still name (deleted since). */
export function eventIdsOf(
  programme: readonly { id: string }[],
  records: readonly Pick<ResponseRecord, 'events'>[],
): string[] {
  const ids = programme.map((e) => e.id)
  for (const record of records)
    for (const id of Object.keys(record.events ?? {})) if (!ids.includes(id)) ids.push(id)
  return ids
}

/** What an event's column says: its title, and the words for its yes and its no. */
export interface EventColumnTexts {
  yes: string
  no: string
  /** The title of an event deleted since the guests answered for it. */
  deleted: string
}

/**
 * A column per event the guests answered for (issue 32), in the programme's order: a yes-or-no
 * question headed by the event's title, so the list shows, sorts and filters who comes to what as
 * it does any answer. An event deleted since keeps its answers under the deleted-event title.
 */
export function eventColumns(
  programme: readonly { id: string; title: Text }[],
  records: readonly Pick<ResponseRecord, 'events'>[],
  texts: EventColumnTexts,
  siteLanguage: string,
): FormElementLike[] {
  const answered = eventIdsOf(programme, records).filter((id) =>
    records.some((r) => r.events?.[id] !== undefined),
  )
  const text = (value: string) => ({ [siteLanguage]: value })
  return answered.map((id) => {
    const event = programme.find((e) => e.id === id)
    return {
      id: `${EVENT_COLUMN}${id}`,
      formElementType: 'SingleSelect',
      label: text(event ? lookupText(event.title, siteLanguage) : texts.deleted),
      options: [
        { id: 'yes', text: text(texts.yes) },
        { id: 'no', text: text(texts.no) },
      ],
    }
  })
}

/** The guest's yes or no to the event of a column made by `eventColumns`. */
function eventAnswer(
  question: FormElementLike,
  events: ResponseRecord['events'],
  siteLanguage: string,
): Answer {
  const said = events?.[eventIdOf(question)]
  const option = question.options?.find((o) => o.id === said)
  if (!said || !option) return NO_ANSWER
  return { text: lookupText(option.text, siteLanguage), optionId: said, yesNo: said }
}

/** Rows for the list, oldest first; parties numbered in the order they first answered. */
export function toRows(
  records: readonly ResponseRecord[],
  questions: readonly FormElementLike[],
  siteLanguage: string,
): ResponseRow[] {
  const byTime = [...records].sort(
    (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a._id.localeCompare(b._id),
  )
  const groups = new Map<string, number>()
  return byTime.map((record) => {
    const answers: Record<string, Answer> = {}
    for (const question of questions) {
      answers[question.id] = isEventColumn(question)
        ? eventAnswer(question, record.events, siteLanguage)
        : answerOf(
            record.formElements.find((e) => e.formElement.id === question.id),
            siteLanguage,
          )
    }
    let group: number | null = null
    if (record.groupIdentifier !== undefined) {
      if (!groups.has(record.groupIdentifier))
        groups.set(record.groupIdentifier, record.groupNumber ?? groups.size + 1)
      group = groups.get(record.groupIdentifier) ?? null
    }
    return {
      id: record._id,
      createdAt: record.createdAt,
      changedAt: record.changedAt ?? null,
      household:
        ('householdName' in record && typeof record.householdName === 'string' && record.householdName) ||
        null,
      time: Date.parse(record.createdAt),
      group,
      answers,
      // An RSVP's (issue 32); a form answer has none.
      events: record.events ?? NO_EVENTS,
      name: guestName(record),
      haystack: Object.values(answers)
        .map((a) => a.text.toLowerCase())
        .join('\n'),
    }
  })
}

export type SortKey = 'date' | `q:${string}`
export type SortDirection = 'ascending' | 'descending'
export interface SortState {
  key: SortKey
  direction: SortDirection
}

/** Newest first until the owner picks another order. */
export const DEFAULT_SORT: SortState = { key: 'date', direction: 'descending' }

/** Clicking a column's header: the same column again reverses the order, a new one sorts ascending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
  }
  return { key, direction: 'ascending' }
}

/**
 * Sorts rows by a column. Text compares as people read it (case-insensitive, numbers by value, the
 * given locale's alphabet); unanswered cells stay at the end either way; ties keep answer order.
 */
export function sortRows(rows: readonly ResponseRow[], sort: SortState, locale = 'sv'): ResponseRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })
  const sign = sort.direction === 'ascending' ? 1 : -1
  const byTime = (a: ResponseRow, b: ResponseRow) => a.time - b.time || a.id.localeCompare(b.id)
  if (sort.key === 'date') return [...rows].sort((a, b) => sign * byTime(a, b))
  const questionId = sort.key.slice(2)
  return [...rows].sort((a, b) => {
    const x = a.answers[questionId]?.text ?? ''
    const y = b.answers[questionId]?.text ?? ''
    if (!x !== !y) return x ? -1 : 1
    return sign * collator.compare(x, y) || byTime(a, b)
  })
}

export interface ResponseFilter {
  /** Free text; matches any answer, case-insensitively. */
  text: string
  /** Only rows that chose this option of this single-select question. */
  option: { questionId: string; optionId: string } | null
}

export const NO_FILTER: ResponseFilter = { text: '', option: null }

export function isFiltering(filter: ResponseFilter): boolean {
  return filter.text.trim() !== '' || filter.option !== null
}

/** Rows whose answers contain every word of the text and that chose the option, if one is set. */
export function filterRows(rows: readonly ResponseRow[], filter: ResponseFilter): ResponseRow[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean)
  const { option } = filter
  return rows.filter(
    (row) =>
      words.every((word) => row.haystack.includes(word)) &&
      (!option || row.answers[option.questionId]?.optionId === option.optionId),
  )
}

export interface OptionCount {
  optionId: string
  text: string
  count: number
  yesNo: YesNo | null
}

export interface QuestionCounts {
  question: FormElementLike
  label: string
  /** Every option of the question in the form's order (also those nobody chose), then any older ones. */
  options: OptionCount[]
  /** Rows asked the question that have no answer to it (e.g. it was added later). */
  unanswered: number
  /** Rows the question was shown to: all, unless a condition hid it from some guests. */
  asked: number
  /** Whether the question shows only on a condition, so `asked` may be fewer than all rows. */
  conditional: boolean
}

export interface ResponseStats {
  /** Registrations: parties for RSVPs (guests who answered together count once), answers for forms. */
  responses: number
  /** Rows: one per guest for RSVPs. */
  guests: number
  questions: QuestionCounts[]
}

function optionText(text: Text, language: string): string {
  return lookupText(text, language)
}

/** Whether a condition of the question held for the row's answers, so the guest was asked it. */
function wasAsked(
  question: FormElementLike & { eventId?: string | undefined },
  row: ResponseRow,
  questions: readonly FormElementLike[],
): boolean {
  // An event's own yes or no is asked of the guests invited to it; a question asked for one event,
  // of the guests who come to it (issue 32).
  if (isEventColumn(question)) return row.events[eventIdOf(question)] !== undefined
  if (question.eventId && row.events[question.eventId] !== 'yes') return false
  if (!question.showConditions?.length) return true
  const chosen = new Map(
    Object.entries(row.answers).map(([id, answer]) => [id, answer.optionId ?? undefined]),
  )
  return isElementShown(question, chosen, questions)
}

/** The rows whose guests were asked the question; a guest a condition never asked is not counted. */
export function askedRows(
  question: FormElementLike,
  rows: readonly ResponseRow[],
  questions: readonly FormElementLike[],
): ResponseRow[] {
  return rows.filter((row) => wasAsked(question, row, questions))
}

/** How often each option of a single-select question was chosen, among the guests asked it. */
export function countOptions(
  question: FormElementLike,
  allRows: readonly ResponseRow[],
  siteLanguage: string,
  questions: readonly FormElementLike[],
): QuestionCounts {
  const rows = askedRows(question, allRows, questions)
  const options = new Map<string, OptionCount>()
  for (const option of question.options ?? []) {
    const text = optionText(option.text, siteLanguage)
    options.set(option.id, { optionId: option.id, text, count: 0, yesNo: yesNoOf(text) })
  }
  let unanswered = 0
  for (const row of rows) {
    const answer = row.answers[question.id]
    if (!answer?.optionId) {
      unanswered += 1
      continue
    }
    const known = options.get(answer.optionId)
    if (known) known.count += 1
    else
      options.set(answer.optionId, {
        optionId: answer.optionId,
        text: answer.text,
        count: 1,
        yesNo: answer.yesNo,
      })
  }
  return {
    question,
    label: lookupText(question.label, siteLanguage),
    options: [...options.values()],
    unanswered,
    asked: rows.length,
    conditional: isConditional(question),
  }
}

function isConditional(question: FormElementLike & { eventId?: string | undefined }): boolean {
  return Boolean(question.showConditions?.length || question.eventId || isEventColumn(question))
}

/** The figures at the top of the list. */
export function statistics(
  rows: readonly ResponseRow[],
  questions: readonly FormElementLike[],
  siteLanguage: string,
): ResponseStats {
  const groups = new Set(rows.map((r) => (r.group === null ? `row:${r.id}` : `group:${r.group}`)))
  return {
    responses: groups.size,
    guests: rows.length,
    questions: questions
      .filter((q) => q.formElementType === 'SingleSelect')
      .map((q) => countOptions(q, rows, siteLanguage, questions)),
  }
}

export interface TextAnswers {
  question: FormElementLike
  label: string
  answers: { rowId: string; text: string; name: string }[]
  /** Rows the question was shown to, as for a single-select. */
  asked: number
  conditional: boolean
}

/** The non-empty answers to a short-text question, oldest first, each with who gave it. */
export function textAnswers(
  question: FormElementLike,
  allRows: readonly ResponseRow[],
  siteLanguage: string,
  questions: readonly FormElementLike[],
): TextAnswers {
  const rows = askedRows(question, allRows, questions)
  return {
    question,
    label: lookupText(question.label, siteLanguage),
    answers: rows
      .map((row) => ({ rowId: row.id, text: row.answers[question.id]?.text ?? '', name: row.name }))
      .filter((a) => a.text !== ''),
    asked: rows.length,
    conditional: isConditional(question),
  }
}

/** A date as YYYY-MM-DD in the viewer's time zone (spec 002 section 9). */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * A question asked for one event (issue 32) headed with the event's title, "Middag: Matval", in
 * every language of its label, as osa.xlsx heads it; other questions as they are.
 */
export function headedByEvent<Q extends FormElementLike & { eventId?: string | undefined }>(
  questions: readonly Q[],
  programme: readonly { id: string; title: Text }[] | undefined,
): Q[] {
  return questions.map((q) => {
    const event = q.eventId ? programme?.find((e) => e.id === q.eventId) : undefined
    if (!event) return q
    const label = Object.fromEntries(
      Object.entries(q.label).map(([language, text]) => [
        language,
        `${lookupText(event.title, language)}: ${text}`,
      ]),
    )
    return { ...q, label }
  })
}
