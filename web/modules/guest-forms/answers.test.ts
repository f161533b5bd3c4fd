import { describe, expect, test } from 'vitest'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import { checkGuest, serverFieldErrors, shownElementIds, submittedElements } from './answers.ts'
import { guestTexts, guestTitle, ownerText } from './texts.ts'
import { waitBeforeSending } from './use-guest-submission.ts'

const t = guestTexts.en
const select = (id: string, options: string[], showIf?: [string, string]): FormElementLike => ({
  id,
  formElementType: 'SingleSelect',
  label: { en: id },
  options: options.map((o) => ({ id: o, text: { en: o } })),
  showConditions: showIf
    ? [{ type: 'SHOW', formElementId: showIf[0], formElementOptionIds: [showIf[1]] }]
    : [],
})
const text = (id: string, required: boolean, showIf?: [string, string]): FormElementLike => ({
  id,
  formElementType: 'ShortText',
  label: { en: id },
  required,
  showConditions: showIf
    ? [{ type: 'SHOW', formElementId: showIf[0], formElementOptionIds: [showIf[1]] }]
    : [],
})

describe('guest answers', () => {
  const coming = select('coming', ['yes', 'no'])
  const dinner = select('dinner', ['fish', 'meat'], ['coming', 'yes'])
  const wine = text('wine', true, ['dinner', 'meat'])
  const form = [coming, dinner, wine]

  test('a chain of conditions: a hidden question hides what depends on it, as the server sees it', () => {
    expect([...shownElementIds(form, {})]).toEqual(['coming'])
    expect([...shownElementIds(form, { coming: 'yes', dinner: 'meat' })]).toEqual([
      'coming',
      'dinner',
      'wine',
    ])
    // The dinner choice stays typed, but with 'no' neither dinner nor what hangs on it shows or counts.
    expect([...shownElementIds(form, { coming: 'no', dinner: 'meat', wine: 'Rioja' })]).toEqual(['coming'])
    expect(submittedElements(form, { coming: 'no', dinner: 'meat', wine: 'Rioja' })).toEqual([
      { formElement: coming, value: '', selectedOption: { id: 'no', text: { en: 'no' } } },
      { formElement: dinner, value: '', selectedOption: null },
      { formElement: wine, value: '', selectedOption: null },
    ])
  })

  test('checks with the server rules: missing, too long, trimmed, an option that no longer exists', () => {
    expect(checkGuest(form, {}, t).errors).toEqual({ coming: t.requiredChoice })
    expect(checkGuest(form, { coming: 'yes', dinner: 'meat', wine: '   ' }, t).errors).toEqual({
      wine: t.requiredText,
    })
    expect(checkGuest([text('note', false)], { note: 'x'.repeat(2001) }, t).errors).toEqual({
      note: 'The answer can be at most 2000 characters.',
    })
    expect(checkGuest([text('note', false)], {}, t).errors).toEqual({})
    expect(checkGuest(form, { coming: 'maybe' }, t).errors).toEqual({ coming: t.requiredChoice })
    expect(checkGuest([text('note', false)], { note: '  hej ' }, t).submitted[0]?.value).toBe('hej')
  })

  test('server field messages land on their guest and question; the rest is listed', () => {
    expect(
      serverFieldErrors(
        { 'guests.1.wine': 'svar saknas', 'guests.0.nope': 'x', postKey: 'postKey saknas' },
        form,
        2,
        t,
      ),
    ).toEqual({
      perGuest: [{}, { wine: t.answerRejected }],
      other: ['guests.0.nope: x', 'postKey: postKey saknas'],
    })
  })

  test('a very fast guest waits for the key to be old enough', () => {
    expect(waitBeforeSending(1_000, 1_500, 3_100)).toBe(2_600)
    expect(waitBeforeSending(1_000, 9_000, 3_100)).toBe(0)
  })
})

describe('guest texts', () => {
  const [sv, en, da] = [guestTexts.sv, guestTexts.en, guestTexts.da]
  const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

  test('sv, en and da have the same keys and placeholders, none empty', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort())
    expect(Object.keys(da).sort()).toEqual(Object.keys(sv).sort())
    for (const key of Object.keys(sv) as (keyof typeof sv)[]) {
      for (const texts of [sv, en, da]) expect(texts[key].trim(), key).not.toBe('')
      expect(placeholders(en[key]), key).toEqual(placeholders(sv[key]))
      expect(placeholders(da[key]), key).toEqual(placeholders(sv[key]))
    }
  })

  test('the quoted texts of the spec, word for word', () => {
    expect(sv.rsvpConfirmationTitle).toBe('Tack!')
    expect(sv.rsvpConfirmationText).toBe('Tack för att du OSA, vi har tagit emot dina uppgifter.')
    expect(sv.editModeText).toBe(
      'Du kan inte skicka in formuläret från granska-läget. För att testa formuläret gå till sidans publika adress (samma som gästerna besöker).',
    )
    expect(en.spamTitle).toBe('Something went wrong')
    expect(en.botText).toBe(
      'Unfortunately we identified you as a bot. Please fill in the form again, wait a couple of seconds before you press submit.',
    )
    expect([sv.rsvpLoadFailed, en.rsvpLoadFailed]).toEqual([
      'Misslyckades att ladda OSA-formuläret',
      'Failed to load RSVP form',
    ])
    expect([sv.rsvpSendFailed, en.rsvpSendFailed]).toEqual([
      'Misslyckades att skicka OSA',
      'Failed to send RSVP',
    ])
    expect(en.formLoadFailed).toBe('Failed to load form')
    expect(en.formSendFailed).toBe('Failed to send form')
    expect([sv.reserveFailed, en.reserveFailed]).toEqual(['Misslyckades att reservera', 'Failed to reserve'])
    expect([sv.cancelReservationFailed, en.cancelReservationFailed]).toEqual([
      'Misslyckades att ta bort reservation',
      'Failed to remove reservation',
    ])
  })

  test('guest titles and owner texts', () => {
    expect(guestTitle('Gäst {n}', 2)).toBe('Gäst 2')
    expect(guestTitle('Person', 3)).toBe('Person 3')
    expect(ownerText({ sv: '  ' }, 'sv', 'Skicka')).toBe('Skicka')
    expect(ownerText({ sv: 'Svara', en: 'Reply' }, 'de', 'Send')).toBe('Reply')
  })
})
