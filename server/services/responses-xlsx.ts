import ExcelJS from 'exceljs'
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

type Records = readonly Pick<ResponseRecord, 'createdAt' | 'groupIdentifier' | 'formTitle' | 'formElements'>[]
type HeadingLanguage = 'sv' | 'en' | 'da'

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

export function answerText(element: AcceptedElement | undefined, language: string): string {
  if (!element) return ''
  return element.selectedOption ? lookupText(element.selectedOption.text, language) : element.value
}

/**
 * osa.xlsx: one sheet with a row per guest (date as a real date, group, form, one column per
 * question) and a summary sheet counting the answers of every single-select question.
 */
export async function responsesWorkbook(input: {
  records: Records
  questions: FormElementLike[]
  /** Language of the question labels and answers: the site's default language. */
  siteLanguage: string
  /** Language of the sheet's own headings: the owner's interface language. */
  uiLanguage: HeadingLanguage
}): Promise<Buffer> {
  const h = HEADINGS[input.uiLanguage]
  const book = new ExcelJS.Workbook()
  book.creator = 'eventsite'
  const sheet = book.addWorksheet(h.sheet, { views: [{ state: 'frozen', ySplit: 1 }] })
  const hasGroups = input.records.some((r) => r.groupIdentifier !== undefined)
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
  for (const row of input.records) {
    const values: Record<string, unknown> = { date: new Date(row.createdAt), form: row.formTitle }
    const group = row.groupIdentifier
    if (group !== undefined) {
      if (!groupNumbers.has(group)) groupNumbers.set(group, groupNumbers.size + 1)
      values.group = groupNumbers.get(group)
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
  summary.addRow({ question: h.responses, count: input.records.length })
  if (hasGroups) summary.addRow({ question: h.groups, count: groupNumbers.size })
  for (const q of input.questions.filter((q) => q.formElementType === 'SingleSelect')) {
    const counts = new Map<string, number>()
    for (const row of input.records) {
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

/**
 * The workbook of the answers to a site's modules of one type, laid out as the owner's list
 * shows them: the site's current questions first, labels and options in its first language.
 */
export function siteResponsesWorkbook(
  records: Records,
  site: Pick<SiteContent, 'availableLanguages' | 'siteModules'>,
  isOfType: (module: SiteContent['siteModules'][number]) => boolean,
  uiLanguage: HeadingLanguage,
): Promise<Buffer> {
  return responsesWorkbook({
    records,
    questions: questionColumns(questionsOfType(site, isOfType), records),
    siteLanguage: siteFirstLanguage(site),
    uiLanguage,
  })
}
