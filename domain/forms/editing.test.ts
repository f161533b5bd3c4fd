import { describe, expect, it } from 'vitest'
import { shortText, singleSelect } from '../testing/fixtures.ts'
import {
  addOption,
  cleanConditions,
  cleanRecipients,
  clearedConditions,
  conditionChoices,
  currentCondition,
  isValidRecipient,
  missingTexts,
  moveElement,
  moveOption,
  removeElement,
  removeOption,
  setShowCondition,
  updateElement,
  updateOption,
  withFormRecipients,
} from './editing.ts'
import type { FormElement } from './elements.ts'

const name = shortText('name', { sv: 'Namn', en: 'Name' })
const coming: FormElement = singleSelect(
  'coming',
  { sv: 'Kommer du?', en: 'Are you coming?' },
  { yes: { sv: 'Ja', en: 'Yes' }, no: { sv: 'Nej', en: 'No' } },
)
const onlyIfYes = (id: string, optionIds = ['yes'], formElementId = 'coming'): FormElement => ({
  id,
  formElementType: 'ShortText',
  label: { sv: 'Allergier', en: 'Allergies' },
  required: false,
  showConditions: [{ type: 'SHOW', formElementId, formElementOptionIds: optionIds }],
})
const food = onlyIfYes('food')
const form = [name, coming, food]

const ids = (elements: FormElement[]) => elements.map((e) => e.id)
const conditionsOf = (elements: FormElement[], id: string) =>
  elements.find((e) => e.id === id)?.showConditions

describe('cleanConditions', () => {
  it('keeps a valid form as it is, the same list and the same elements', () => {
    expect(cleanConditions(form)).toBe(form)
  })

  it('clears a condition whose question is gone', () => {
    const cleaned = cleanConditions([name, food])
    expect(conditionsOf(cleaned, 'food')).toEqual([])
    expect(cleaned[0]).toBe(name)
  })

  it('clears a condition whose answer is gone', () => {
    expect(conditionsOf(cleanConditions([name, coming, onlyIfYes('food', ['maybe'])]), 'food')).toEqual([])
  })

  it('keeps the answers that still exist', () => {
    expect(conditionsOf(cleanConditions([coming, onlyIfYes('food', ['maybe', 'no'])]), 'food')).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ])
  })

  it('clears a condition that is not fully specified', () => {
    expect(conditionsOf(cleanConditions([coming, onlyIfYes('food', [])]), 'food')).toEqual([])
    expect(conditionsOf(cleanConditions([coming, onlyIfYes('food', ['yes'], '')]), 'food')).toEqual([])
  })

  it('clears a condition that points to a later question, to itself or to a short-text question', () => {
    expect(conditionsOf(cleanConditions([food, coming]), 'food')).toEqual([])
    expect(conditionsOf(cleanConditions([onlyIfYes('self', ['yes'], 'self')]), 'self')).toEqual([])
    expect(conditionsOf(cleanConditions([name, onlyIfYes('food', ['yes'], 'name')]), 'food')).toEqual([])
  })
})

describe('moveElement', () => {
  it('moves by one place and clamps at the ends', () => {
    expect(ids(moveElement(form, 'name', 1))).toEqual(['coming', 'name', 'food'])
    expect(moveElement(form, 'name', -1)).toBe(form)
    expect(moveElement(form, 'food', 1)).toBe(form)
    expect(ids(moveElement(form, 'food', -10))).toEqual(['food', 'name', 'coming'])
  })

  it('clears the condition of a question moved above the one it depends on', () => {
    const moved = moveElement(form, 'food', -1)
    expect(ids(moved)).toEqual(['name', 'food', 'coming'])
    expect(conditionsOf(moved, 'food')).toEqual([])
  })

  it('clears the condition of a question when the one it depends on moves below it', () => {
    expect(conditionsOf(moveElement(form, 'coming', 1), 'food')).toEqual([])
  })

  it('keeps conditions that still point to an earlier question', () => {
    expect(conditionsOf(moveElement(form, 'name', 1), 'food')).toEqual(food.showConditions)
  })

  it('throws for a question that is not there', () => {
    expect(() => moveElement(form, 'nope', 1)).toThrow('Missing form element: nope')
  })
})

describe('removeElement', () => {
  it('removes the question and the conditions that depended on it', () => {
    const removed = removeElement(form, 'coming')
    expect(ids(removed)).toEqual(['name', 'food'])
    expect(conditionsOf(removed, 'food')).toEqual([])
  })

  it('throws for a question that is not there', () => {
    expect(() => removeElement(form, 'nope')).toThrow('Missing form element')
    expect(() => updateElement(form, 'nope', (e) => e)).toThrow('Missing form element')
  })
})

describe('options', () => {
  it('adds an answer at the end', () => {
    const added = addOption(form, 'coming', { id: 'maybe', text: { sv: '' } })
    const options = added[1]?.formElementType === 'SingleSelect' ? added[1].options : []
    expect(options.map((o) => o.id)).toEqual(['yes', 'no', 'maybe'])
  })

  it('removes an answer and clears the conditions on it', () => {
    const removed = removeOption(form, 'coming', 'yes')
    const options = removed[1]?.formElementType === 'SingleSelect' ? removed[1].options : []
    expect(options.map((o) => o.id)).toEqual(['no'])
    expect(conditionsOf(removed, 'food')).toEqual([])
  })

  it('never removes the last answer', () => {
    const one = removeOption(form, 'coming', 'no')
    expect(removeOption(one, 'coming', 'yes')).toBe(one)
  })

  it('moves an answer, clamped at the ends', () => {
    const moved = moveOption(form, 'coming', 'no', -5)
    expect(moved[1]?.formElementType === 'SingleSelect' && moved[1].options.map((o) => o.id)).toEqual([
      'no',
      'yes',
    ])
    expect(moveOption(form, 'coming', 'no', 1)).toBe(form)
  })

  it('changes one answer, and throws for an answer that is not there', () => {
    const changed = updateOption(form, 'coming', 'no', (o) => ({ ...o, text: { sv: 'Tyvärr inte' } }))
    expect(changed[1]?.formElementType === 'SingleSelect' && changed[1].options[1]?.text).toEqual({
      sv: 'Tyvärr inte',
    })
    expect(() => updateOption(form, 'coming', 'maybe', (o) => o)).toThrow('Missing option')
  })

  it('refuses options on a short-text question', () => {
    expect(() => addOption(form, 'name', { id: 'x', text: {} })).toThrow('has no options')
  })
})

describe('show conditions', () => {
  it('offers the earlier single-select questions with answers', () => {
    expect(ids(conditionChoices(form, 'food'))).toEqual(['coming'])
    expect(conditionChoices(form, 'name')).toEqual([])
    expect(conditionChoices(form, 'coming')).toEqual([])
  })

  it('writes one SHOW condition, and clears it for "always"', () => {
    const set = setShowCondition([name, coming, { ...food, showConditions: [] }], 'food', {
      formElementId: 'coming',
      optionId: 'no',
    })
    expect(conditionsOf(set, 'food')).toEqual([
      { type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['no'] },
    ])
    expect(currentCondition(set, 'food')).toEqual({ formElementId: 'coming', optionId: 'no' })
    const cleared = setShowCondition(set, 'food', null)
    expect(conditionsOf(cleared, 'food')).toEqual([])
    expect(currentCondition(cleared, 'food')).toBeNull()
  })

  it('does not keep a condition on a later question', () => {
    expect(
      conditionsOf(setShowCondition(form, 'name', { formElementId: 'coming', optionId: 'yes' }), 'name'),
    ).toEqual([])
  })

  it('names the questions whose condition a change cleared, but not one cleared on purpose', () => {
    expect(clearedConditions(form, removeElement(form, 'coming'))).toEqual(['food'])
    expect(clearedConditions(form, moveElement(form, 'name', 1))).toEqual([])
    expect(clearedConditions(form, setShowCondition(form, 'food', null), 'food')).toEqual([])
  })

  it('reads an invalid condition as none', () => {
    expect(currentCondition([name, food], 'food')).toBeNull()
  })
})

describe('missingTexts', () => {
  it('lists every empty label and answer per language', () => {
    const elements: FormElement[] = [
      { ...name, label: { sv: 'Namn', en: '  ' } },
      { ...coming, options: [{ id: 'yes', text: { sv: 'Ja' } }] },
    ]
    expect(missingTexts(elements, ['sv', 'en'])).toEqual([
      { elementId: 'name', language: 'en' },
      { elementId: 'coming', optionId: 'yes', language: 'en' },
    ])
    expect(missingTexts(form, ['sv', 'en'])).toEqual([])
  })
})

describe('recipients', () => {
  it('trims, drops blanks and keeps at most 6', () => {
    expect(cleanRecipients([' a@b.se ', '', '  ', 'c@d.se'])).toEqual(['a@b.se', 'c@d.se'])
    const seven = Array.from({ length: 7 }, (_, i) => `g${i}@x.se`)
    expect(cleanRecipients(seven)).toEqual(seven.slice(0, 6))
  })

  it('checks addresses as the server does', () => {
    expect(isValidRecipient('anna@example.se')).toBe(true)
    expect(isValidRecipient('anna@')).toBe(false)
    expect(isValidRecipient('anna example.se')).toBe(false)
  })

  it('sets one form entry in place, drops it when empty and keeps the list when nothing changes', () => {
    const list = [
      { formId: 'a', recipients: ['x@y.se'] },
      { formId: 'b', recipients: ['z@y.se'] },
    ]
    expect(withFormRecipients(list, 'a', ['x@y.se', ' '])).toBe(list)
    expect(withFormRecipients(list, 'a', ['n@y.se'])).toEqual([
      { formId: 'a', recipients: ['n@y.se'] },
      { formId: 'b', recipients: ['z@y.se'] },
    ])
    expect(withFormRecipients(list, 'a', ['', ''])).toEqual([{ formId: 'b', recipients: ['z@y.se'] }])
    expect(withFormRecipients([], 'c', ['q@y.se'])).toEqual([{ formId: 'c', recipients: ['q@y.se'] }])
  })
})
