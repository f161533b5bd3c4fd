import { describe, expect, it } from 'vitest'
import type { EventFormElement } from '#domain/forms/event-questions.ts'
import { answerRows } from './answer-rows.ts'

const form: EventFormElement[] = [
  { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' } },
  {
    id: 'meal',
    formElementType: 'SingleSelect',
    label: { sv: 'Matval' },
    eventId: 'dinner',
    options: [{ id: 'fish', text: { sv: 'Fisk' } }],
  },
]
const programme = [
  { id: 'main', title: { sv: 'Bröllopet' } },
  { id: 'dinner', title: { sv: 'Middagen' } },
  { id: 'brunch', title: { sv: 'Brunchen' } },
]

describe('the answers shown after the last day', () => {
  it('shows each event the answer names with its yes or no, and the questions asked for it', () => {
    const guests = [{ name: 'Anna', 'event:main': 'yes', 'event:dinner': 'yes', meal: 'fish' }]
    expect(answerRows(form, guests, 'sv', programme)[0]?.map((r) => `${r.label}: ${r.text}`)).toEqual([
      'Namn: Anna',
      'Bröllopet: Ja, jag kommer',
      'Middagen: Ja, jag kommer',
      'Matval: Fisk',
    ])
  })

  it('shows an answer without events as the form has it', () => {
    expect(answerRows(form, [{ name: 'Bo', meal: 'fish' }], 'sv', programme)[0]?.map((r) => r.label)).toEqual(
      ['Namn', 'Matval'],
    )
  })
})
