import { describe, expect, it } from 'vitest'
import { ATTEND, acceptedAnswers, NAME, RSVP_QUESTIONS, rsvpRecord } from '../testing/fixtures.ts'
import { questionColumns, questionsOfType, siteFirstLanguage } from './responses.ts'

const RSVPS = [rsvpRecord('r1', '2027-04-01T10:00:00.000Z', 'g1', acceptedAnswers('Anna', 'yes', 'Nötter'))]

describe('questionColumns', () => {
  it('takes the current form first, then questions only older answers have', () => {
    const removed = { ...NAME, id: 'old', label: { sv: 'Gammal fråga' } }
    const old = rsvpRecord('x', '2027-01-01T00:00:00Z', 'g', [
      { formElement: removed, value: 'svar', selectedOption: null },
    ])
    expect(questionColumns([NAME, ATTEND], [old, ...RSVPS]).map((q) => q.id)).toEqual([
      'name',
      'attend',
      'old',
      'allergies',
    ])
  })
})

describe('siteFirstLanguage', () => {
  it('is the first available language, Swedish when there is none', () => {
    expect(siteFirstLanguage({ availableLanguages: [{ languageCode: 'da' }, { languageCode: 'sv' }] })).toBe(
      'da',
    )
    expect(siteFirstLanguage({ availableLanguages: [] })).toBe('sv')
  })
})

describe('questionsOfType', () => {
  it('takes the questions of every module of the type, in page order', () => {
    const site = {
      siteModules: [
        { siteModuleType: 'Form', form: { formElements: [ATTEND] } },
        { siteModuleType: 'Text' },
        { siteModuleType: 'Rsvp', form: { formElements: RSVP_QUESTIONS } },
        { siteModuleType: 'Rsvp', form: { formElements: [NAME] } },
      ],
    }
    const isRsvp = (m: { siteModuleType: string }) => m.siteModuleType === 'Rsvp'
    expect(questionsOfType(site, isRsvp).map((q) => q.id)).toEqual(['name', 'attend', 'allergies', 'name'])
  })
})
