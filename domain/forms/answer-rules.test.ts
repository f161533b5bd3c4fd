import { describe, expect, it } from 'vitest'
import { makeForm, makeRsvp } from '../testing/fixtures.ts'
import { type AnswerDecision, mayAnswer, type RsvpAnswerQuestion } from './answer-rules.ts'

const NOW = new Date('2027-05-01T12:00:00Z')
const modules = [
  makeRsvp({ id: 'osa', maxNumberOfGuests: 4, lastAnswerDate: '2027-06-30' }),
  makeRsvp({ id: 'dold', hide: true }),
  makeForm({ id: 'tal' }),
  makeForm({ id: 'dolt-tal', hide: true }),
]
const rsvp = (o: Partial<RsvpAnswerQuestion> = {}): RsvpAnswerQuestion => ({
  kind: 'rsvp',
  siteModules: modules,
  formId: 'osa',
  now: NOW,
  guests: 2,
  requireCode: false,
  household: undefined,
  ...o,
})
const reason = (decision: AnswerDecision<unknown>) => (decision.allowed ? 'allowed' : decision.refusal)

describe('mayAnswer', () => {
  it('takes an RSVP to a shown form within its last day and guest count', () => {
    expect(reason(mayAnswer(rsvp()))).toBe('allowed')
    expect(reason(mayAnswer(rsvp({ guests: 5 })))).toEqual({ reason: 'tooManyGuests', max: 4 })
  })

  it('refuses a hidden, missing or other kind of form', () => {
    for (const formId of ['dold', 'finns-inte', 'tal']) {
      expect(reason(mayAnswer(rsvp({ formId })))).toEqual({ reason: 'noSuchForm' })
    }
    expect(reason(mayAnswer({ kind: 'form', siteModules: modules, formId: 'dolt-tal', now: NOW }))).toEqual({
      reason: 'noSuchForm',
    })
    expect(reason(mayAnswer({ kind: 'form', siteModules: modules, formId: 'osa', now: NOW }))).toEqual({
      reason: 'noSuchForm',
    })
    expect(reason(mayAnswer({ kind: 'form', siteModules: modules, formId: 'tal', now: NOW }))).toBe('allowed')
  })

  it('refuses after the whole last day has passed everywhere', () => {
    expect(reason(mayAnswer(rsvp({ now: new Date('2027-07-01T10:00:00Z') })))).toBe('allowed')
    expect(reason(mayAnswer(rsvp({ now: new Date('2027-07-01T12:00:00Z') })))).toEqual({
      reason: 'answersClosed',
    })
  })

  it('asks for a personal code only where the owner does, and holds a household to its invitation', () => {
    expect(reason(mayAnswer(rsvp({ requireCode: true })))).toEqual({ reason: 'codeRequired' })
    const household = { members: ['Anna', 'Bo'], extraGuests: 1 }
    expect(reason(mayAnswer(rsvp({ requireCode: true, household, guests: 3 })))).toBe('allowed')
    expect(reason(mayAnswer(rsvp({ household, guests: 4 })))).toEqual({ reason: 'householdLimit', limit: 3 })
    // A household larger than the form's count still answers at most the form's count at once.
    const big = { members: ['A', 'B', 'C', 'D', 'E'], extraGuests: 0 }
    expect(reason(mayAnswer(rsvp({ household: big, guests: 5 })))).toEqual({
      reason: 'tooManyGuests',
      max: 4,
    })
  })
})
