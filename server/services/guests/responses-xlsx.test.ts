import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import { responsesWorkbook, wallClock } from './responses-xlsx.ts'

const attend: FormElementLike = {
  id: 'attend',
  formElementType: 'SingleSelect',
  label: { sv: 'Kommer du?' },
  options: [
    { id: 'yes', text: { sv: 'Ja' } },
    { id: 'no', text: { sv: 'Nej' } },
    { id: 'maybe', text: { sv: 'Kanske' } },
  ],
}
const name: FormElementLike = { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' } }

const record = (createdAt: string, group: string, option: 'yes' | 'no' | null) => ({
  createdAt,
  groupIdentifier: group,
  formTitle: 'OSA',
  formElements: [
    { formElement: name, value: 'Anna', selectedOption: null },
    ...(option
      ? [
          {
            formElement: attend,
            value: '',
            selectedOption: { id: option, text: { sv: option === 'yes' ? 'Ja' : 'Nej' } },
          },
        ]
      : []),
  ],
})

async function load(buffer: Buffer) {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(buffer as unknown as ArrayBuffer)
  const [answers, summary] = book.worksheets
  if (!answers || !summary) throw new Error('two sheets expected')
  const rows = (sheet: ExcelJS.Worksheet) =>
    (sheet.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1))
  return { answers: rows(answers), summary: rows(summary) }
}

describe('osa.xlsx', () => {
  const records = [
    record('2027-01-15T09:30:00.000Z', 'g1', 'yes'),
    record('2027-07-01T21:45:00.000Z', 'g2', 'yes'),
    record('2027-07-01T21:46:00.000Z', 'g2', null),
  ]

  it('shows times in the site’s zone, named in the header (Stockholm: winter and summer time)', async () => {
    const { answers } = await load(
      await responsesWorkbook({
        records,
        questions: [name, attend],
        siteLanguage: 'sv',
        uiLanguage: 'sv',
        timeZone: 'Europe/Stockholm',
      }),
    )
    expect(answers[0]).toEqual(['Datum (Europe/Stockholm)', 'Grupp', 'Formulär', 'Namn', 'Kommer du?'])
    expect(answers[1]?.[0]).toEqual(new Date(Date.UTC(2027, 0, 15, 10, 30)))
    expect(answers[2]?.[0]).toEqual(new Date(Date.UTC(2027, 6, 1, 23, 45)))
  })

  it('keeps options nobody chose, in the viewer’s words, in the summary sheet (Danish)', async () => {
    const { summary, answers } = await load(
      await responsesWorkbook({
        records,
        questions: [name, attend],
        siteLanguage: 'sv',
        uiLanguage: 'da',
        timeZone: 'Europe/Copenhagen',
      }),
    )
    expect(answers[0]?.[0]).toBe('Dato (Europe/Copenhagen)')
    expect(summary).toEqual([
      ['Spørgsmål', 'Svar', 'Antal'],
      ['Tilmeldinger', undefined, 2],
      ['Gæster', undefined, 3],
      ['Kommer du?', 'Ja', 2],
      ['Kommer du?', 'Nej', 0],
      ['Kommer du?', 'Kanske', 0],
      ['Kommer du?', 'Intet svar', 1],
    ])
  })

  it('counts a question asked for one event among the guests who come to it (issue 32)', async () => {
    const meal: FormElementLike & { eventId: string } = {
      id: 'meal',
      formElementType: 'SingleSelect',
      label: { sv: 'Matval' },
      options: [{ id: 'fish', text: { sv: 'Fisk' } }],
      eventId: 'dinner',
    }
    const guest = (events: Record<string, 'yes' | 'no' | null>, fish: boolean) => ({
      ...record('2027-01-15T09:30:00.000Z', 'g1', 'yes'),
      events,
      formElements: [
        { formElement: name, value: 'Anna', selectedOption: null },
        ...(fish
          ? [{ formElement: meal, value: '', selectedOption: { id: 'fish', text: { sv: 'Fisk' } } }]
          : []),
      ],
    })
    const { summary } = await load(
      await responsesWorkbook({
        records: [
          guest({ dinner: 'yes' }, true),
          guest({ dinner: 'no' }, false),
          guest({ dinner: null }, false),
        ],
        questions: [name, meal],
        siteLanguage: 'sv',
        uiLanguage: 'sv',
        timeZone: 'Europe/Stockholm',
        events: [{ id: 'dinner', title: { sv: 'Middag' }, deleted: false }],
      }),
    )
    expect(summary.filter((row) => row[0] === 'Middag: Matval')).toEqual([['Middag: Matval', 'Fisk', 1]])
  })

  it('converts an instant to the wall-clock time of a zone', () => {
    expect(wallClock(new Date('2027-03-28T00:59:59Z'), 'Europe/Copenhagen')).toEqual(
      new Date(Date.UTC(2027, 2, 28, 1, 59, 59)),
    )
    expect(wallClock(new Date('2027-03-28T01:00:00Z'), 'Europe/Copenhagen')).toEqual(
      new Date(Date.UTC(2027, 2, 28, 3, 0, 0)),
    )
  })
})
