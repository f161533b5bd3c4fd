import { describe, expect, it } from 'vitest'
import { fieldsOf, inputOf } from './event-fields.ts'

describe('event form fields', () => {
  const base = {
    ...fieldsOf(undefined, ['sv', 'en']),
    title: { sv: 'Fest', en: '' },
    date: '2027-03-27',
    startTime: '18:00',
  }

  it('ends the night after when the end time is not after the start', () => {
    expect(inputOf({ ...base, endTime: '02:00' })).toMatchObject({
      title: { sv: 'Fest' },
      start: '2027-03-27T18:00',
      end: '2027-03-28T02:00',
    })
    expect(inputOf({ ...base, endTime: '23:00' }).end).toBe('2027-03-27T23:00')
    expect(inputOf({ ...base, endDate: '2027-03-29', endTime: '12:00' }).end).toBe('2027-03-29T12:00')
    expect(inputOf(base).end).toBeNull()
  })

  it('reads an event back into the same fields', () => {
    const input = inputOf({ ...base, endTime: '02:00', placeName: 'Slottet' })
    const event = { id: 'x', isDefault: false, ...input, end: input.end ?? null, title: { sv: 'Fest' } }
    expect(fieldsOf(event, ['sv', 'en'])).toMatchObject({
      title: { sv: 'Fest', en: '' },
      date: '2027-03-27',
      startTime: '18:00',
      endDate: '2027-03-28',
      endTime: '02:00',
      placeName: 'Slottet',
    })
  })
})
