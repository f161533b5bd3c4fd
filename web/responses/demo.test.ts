import { describe, expect, it } from 'vitest'
import { checkAnswers } from '#domain/forms/answers.ts'
import { RSVP_QUESTIONS } from '#domain/testing/fixtures.ts'
import { demoResponses, SAMPLE_FORM, SAMPLE_RSVP_FORM } from './demo.ts'
import { statistics, toRows } from './model.ts'

const now = new Date('2027-05-01T12:00:00Z')

describe('demoResponses', () => {
  it('builds seven guests with Swedish names in three parties from the site’s own questions', () => {
    const { form, records } = demoResponses({ kind: 'rsvp', form: RSVP_QUESTIONS, siteLanguage: 'sv', now })
    expect(form).toEqual(RSVP_QUESTIONS)
    expect(records).toHaveLength(7)
    expect(new Set(records.map((r) => r.groupIdentifier)).size).toBe(3)
    const rows = toRows(records, form, 'sv')
    expect(rows.map((r) => r.name)).toContain('Anna Lindqvist')
    // Coming guests answer the yes option, the others the no option; allergies only when coming.
    const stats = statistics(rows, form, 'sv')
    expect(stats.questions[0]?.options.map((o) => [o.text, o.count])).toEqual([
      ['Ja', 5],
      ['Nej tyvärr', 2],
    ])
    for (const row of rows) {
      if (row.answers.attend?.optionId === 'no') expect(row.answers.allergies?.text).toBe('')
    }
    expect(rows.some((r) => r.answers.allergies?.text)).toBe(true)
    // Every sample answer is one a guest could really have sent.
    for (const record of records) expect(checkAnswers(form, record.formElements).problems).toEqual([])
    expect(records.every((r) => Date.parse(r.createdAt) < now.getTime())).toBe(true)
  })

  it('uses a sample RSVP form when the site has no questions', () => {
    const { form, records } = demoResponses({ kind: 'rsvp', form: [], siteLanguage: 'sv', now })
    expect(form).toBe(SAMPLE_RSVP_FORM)
    expect(records).toHaveLength(7)
    for (const record of records) expect(checkAnswers(form, record.formElements).problems).toEqual([])
    const rows = toRows(records, form, 'sv')
    // The bus question shows only to those who come.
    expect(rows.filter((r) => r.answers['demo-bus']?.optionId).length).toBe(5)
  })

  it('gives a form four answers and no parties', () => {
    const { form, records } = demoResponses({ kind: 'form', form: [], siteLanguage: 'en', now })
    expect(form).toBe(SAMPLE_FORM)
    expect(records).toHaveLength(4)
    expect(records.every((r) => r.groupIdentifier === undefined)).toBe(true)
    const stats = statistics(toRows(records, form, 'en'), form, 'en')
    expect(stats.responses).toBe(4)
    expect(stats.questions[0]?.options.reduce((sum, o) => sum + o.count, 0)).toBe(4)
  })
})
