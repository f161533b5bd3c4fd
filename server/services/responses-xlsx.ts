import ExcelJS from 'exceljs'
import type { AcceptedElement } from '#domain/forms/answers.ts'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'

export interface ResponseRow {
  createdAt: string
  group?: string
  formTitle: string
  formElements: AcceptedElement[]
}

const HEADINGS = {
  sv: {
    sheet: 'Svar',
    summary: 'Sammanställning',
    date: 'Datum',
    group: 'Grupp',
    form: 'Formulär',
    question: 'Fråga',
    answer: 'Svar',
    count: 'Antal',
    responses: 'Svar totalt',
    groups: 'Anmälningar',
    empty: '(inget svar)',
  },
  en: {
    sheet: 'Answers',
    summary: 'Summary',
    date: 'Date',
    group: 'Group',
    form: 'Form',
    question: 'Question',
    answer: 'Answer',
    count: 'Count',
    responses: 'Answers in total',
    groups: 'Registrations',
    empty: '(no answer)',
  },
  da: {
    sheet: 'Svar',
    summary: 'Opsummering',
    date: 'Dato',
    group: 'Gruppe',
    form: 'Formular',
    question: 'Spørgsmål',
    answer: 'Svar',
    count: 'Antal',
    responses: 'Svar i alt',
    groups: 'Tilmeldinger',
    empty: '(intet svar)',
  },
} as const

/** Every question seen in the responses, in the order of the owner's current form first. */
export function questionColumns(current: FormElementLike[], rows: ResponseRow[]): FormElementLike[] {
  const columns = new Map<string, FormElementLike>(current.map((e) => [e.id, e]))
  for (const row of rows)
    for (const e of row.formElements)
      if (!columns.has(e.formElement.id)) columns.set(e.formElement.id, e.formElement)
  return [...columns.values()]
}

export function answerText(element: AcceptedElement | undefined, language: string): string {
  if (!element) return ''
  return element.selectedOption ? lookupText(element.selectedOption.text, language) : element.value
}

/**
 * osa.xlsx: one sheet with a row per guest (date as a real date, group, form, one column per
 * question) and a summary sheet counting the answers of every single-select question.
 */
export async function responsesWorkbook(input: {
  rows: ResponseRow[]
  questions: FormElementLike[]
  /** Language of the question labels and answers: the site's default language. */
  siteLanguage: string
  /** Language of the sheet's own headings: the owner's interface language. */
  uiLanguage: 'sv' | 'en' | 'da'
}): Promise<Buffer> {
  const h = HEADINGS[input.uiLanguage]
  const book = new ExcelJS.Workbook()
  book.creator = 'eventsite'
  const sheet = book.addWorksheet(h.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  const hasGroups = input.rows.some((r) => r.group !== undefined)
  sheet.columns = [
    { header: h.date, key: 'date', width: 18, style: { numFmt: 'yyyy-mm-dd hh:mm' } },
    ...(hasGroups ? [{ header: h.group, key: 'group', width: 10 }] : []),
    { header: h.form, key: 'form', width: 20 },
    ...input.questions.map((q) => ({
      header: lookupText(q.label, input.siteLanguage) || q.id,
      key: `q:${q.id}`,
      width: Math.min(50, Math.max(14, (lookupText(q.label, input.siteLanguage) || q.id).length + 4)),
    })),
  ]
  const groupNumbers = new Map<string, number>()
  for (const row of input.rows) {
    const values: Record<string, unknown> = { date: new Date(row.createdAt), form: row.formTitle }
    if (row.group !== undefined) {
      if (!groupNumbers.has(row.group)) groupNumbers.set(row.group, groupNumbers.size + 1)
      values.group = groupNumbers.get(row.group)
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
  summary.addRow({ question: h.responses, count: input.rows.length })
  if (hasGroups) summary.addRow({ question: h.groups, count: groupNumbers.size })
  for (const q of input.questions.filter((q) => q.formElementType === 'SingleSelect')) {
    const counts = new Map<string, number>()
    for (const row of input.rows) {
      const text =
        answerText(
          row.formElements.find((e) => e.formElement.id === q.id),
          input.siteLanguage,
        ) || h.empty
      counts.set(text, (counts.get(text) ?? 0) + 1)
    }
    summary.addRow({})
    for (const [answer, count] of counts)
      summary.addRow({ question: lookupText(q.label, input.siteLanguage), answer, count })
  }
  return Buffer.from(await book.xlsx.writeBuffer())
}
