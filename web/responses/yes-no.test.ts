import { describe, expect, it } from 'vitest'
import { yesNoOf } from './yes-no.ts'

describe('yesNoOf', () => {
  it.each([
    'Ja',
    'ja',
    'JA',
    'Ja!',
    'Ja självklart',
    'Ja, självklart!',
    'Ja tack',
    'Yes',
    'yes!',
    'Yes please',
    'Absolut',
    'Självklart 🎉',
    'Gärna',
    'Jeg kommer',
    'Vi kommer gärna',
    "I'll be there",
    'I’ll be there',
    'Of course',
    'Ja, men inte på middagen',
    'Ja tak',
    'Selvfølgelig',
  ])('%s is a yes', (answer) => {
    expect(yesNoOf(answer)).toBe('yes')
  })

  it.each([
    'Nej',
    'nej',
    'NEJ',
    'Nej tyvärr',
    'Nej, tyvärr.',
    'Nej tack',
    'No',
    'no',
    'No thanks',
    'Nope',
    'Tyvärr kan vi inte',
    'Kan tyvärr inte komma',
    'Jag kommer inte',
    'Kommer ej',
    "I can't make it",
    'Unfortunately not',
    'Nej desværre',
    'Desværre',
    'Jeg kommer ikke',
  ])('%s is a no', (answer) => {
    expect(yesNoOf(answer)).toBe('no')
  })

  it.each([
    '',
    '   ',
    'Kanske',
    'Vet inte än',
    'Maybe',
    'Måske',
    'Nötter',
    'Anna Lindqvist',
    'Nora',
    'Johan',
    'Vegetarian',
    'Buss från kyrkan',
  ])('%j is neither', (answer) => {
    expect(yesNoOf(answer)).toBeNull()
  })

  it('takes null and undefined', () => {
    expect(yesNoOf(null)).toBeNull()
    expect(yesNoOf(undefined)).toBeNull()
  })
})
