import { describe, expect, it } from 'vitest'
import { blockTimings, runningOrderSchema, signUpFrom, slotStart } from './running-order.ts'

const at = { id: 's1', createdAt: '2026-06-01T10:00:00Z' }

describe('signUpFrom', () => {
  it('reads the name, what, length, needs and mail from the answers by their labels', () => {
    expect(
      signUpFrom(at, [
        { label: 'Namn', value: 'Erik' },
        { label: 'Berätta kort om ditt tal', value: 'Brudens bror' },
        { label: 'Längd i minuter', value: 'ca 7 min' },
        { label: 'Behöver du något?', value: 'Mikrofon och musik' },
        { label: 'E-post', value: 'erik@example.se' },
      ]),
    ).toEqual({
      ...at,
      name: 'Erik',
      what: 'Brudens bror',
      minutes: 7,
      needs: ['microphone', 'music'],
      mail: 'erik@example.se',
    })
  })

  it('takes 5 minutes and no mail when the form asks for neither', () => {
    const s = signUpFrom(at, [
      { label: 'Name', value: 'Anna' },
      { label: 'Tell us about your speech', value: 'A song' },
    ])
    expect(s).toMatchObject({ name: 'Anna', what: 'A song', minutes: 5, needs: [], mail: null })
  })

  it("reads a marked form's standard questions by kind, whatever their labels and order", () => {
    const s = signUpFrom(at, [
      { label: 'Din e-post', value: 'olle@example.se', kind: 'mail' },
      { label: 'Hur länge?', value: '12', kind: 'minutes' },
      { label: 'Något om dig', value: 'Brudgummens kusin' },
      { label: 'Vad?', value: 'Bildspel med musik', kind: 'what' },
      { label: 'Vem är du?', value: 'Olle', kind: 'name' },
      { label: 'Teknik', value: 'skärm', kind: 'needs' },
    ])
    // The needs are read from its own question only: "musik" in what they do is no need.
    expect(s).toEqual({
      ...at,
      name: 'Olle',
      what: 'Bildspel med musik',
      minutes: 12,
      needs: ['screen'],
      mail: 'olle@example.se',
    })
  })
})

describe('block timings', () => {
  const minutes: Record<string, number> = { a: 10, b: 25, c: 5 }
  const blocks = [
    {
      id: 'b1',
      title: 'Före',
      start: '17:30',
      items: [
        { signUpId: 'a', note: '' },
        { signUpId: 'b', note: '' },
      ],
    },
    { id: 'b2', title: 'Mellan', start: '18:00', items: [{ signUpId: 'c', note: '' }] },
  ]
  it("sums each block, ends it, and warns when it runs into the next block's start", () => {
    expect(blockTimings(blocks, (id) => minutes[id] ?? 0)).toEqual([
      { start: '17:30', minutes: 35, end: '18:05', overrun: 5 },
      { start: '18:00', minutes: 5, end: '18:05', overrun: 0 },
    ])
    expect(slotStart(blocks[0] as (typeof blocks)[0], 1, (id) => minutes[id] ?? 0)).toBe('17:40')
  })

  it('refuses a sign-up placed twice and a time that is not HH:MM', () => {
    const twice = {
      formId: null,
      blocks: [{ ...blocks[0], items: [...(blocks[0]?.items ?? []), { signUpId: 'a', note: '' }] }],
    }
    expect(runningOrderSchema.safeParse(twice).success).toBe(false)
    expect(
      runningOrderSchema.safeParse({ formId: null, blocks: [{ ...blocks[1], start: '25:00' }] }).success,
    ).toBe(false)
    expect(runningOrderSchema.safeParse({ formId: null, blocks }).success).toBe(true)
  })
})
