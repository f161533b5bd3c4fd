import { describe, expect, it } from 'vitest'
import type { SiteEvent } from './event.ts'
import { eventLine, eventWhen, invitedEventsText } from './event-lines.ts'

const event = (overrides: Partial<SiteEvent>): SiteEvent => ({
  id: 'e',
  title: { sv: 'Middag', en: 'Dinner' },
  start: '2027-06-11T18:00',
  end: null,
  place: { name: 'Grand Hôtel', mapLocation: '' },
  dressCode: '',
  note: '',
  openToAll: true,
  isDefault: false,
  ...overrides,
})

describe('event lines for mails and cards', () => {
  it('writes the wall-clock time in the language, an end after midnight as its time only', () => {
    expect(eventWhen(event({ end: '2027-06-12T02:00' }), 'sv')).toBe('fredag 11 juni 2027 kl. 18:00–02:00')
    expect(eventWhen(event({ end: '2027-06-11T23:00' }), 'en')).toBe('Friday, 11 June 2027 at 18:00–23:00')
    expect(eventWhen(event({ end: '2027-06-13T12:00' }), 'da')).toBe(
      'fredag den 11. juni 2027 kl. 18:00 – 2027-06-13 12:00',
    )
    expect(eventWhen(event({ start: null }), 'sv')).toBe('tid meddelas senare')
    expect(eventLine(event({}), 'en')).toBe('Dinner: Friday, 11 June 2027 at 18:00, Grand Hôtel')
    expect(eventLine(event({ place: { name: '', mapLocation: '' } }), 'sv')).toBe(
      'Middag: fredag 11 juni 2027 kl. 18:00',
    )
  })

  it('lists a household its events only when the site has several', () => {
    const brunch = event({
      id: 'b',
      title: { sv: 'Brunch' },
      start: '2027-06-13T11:00',
      place: { name: '', mapLocation: '' },
    })
    expect(invitedEventsText([event({}), brunch], 3, 'sv')).toBe(
      'Ni är inbjudna till:\n- Middag: fredag 11 juni 2027 kl. 18:00, Grand Hôtel\n- Brunch: söndag 13 juni 2027 kl. 11:00',
    )
    expect(invitedEventsText([event({})], 1, 'sv')).toBe('')
    expect(invitedEventsText([], 3, 'sv')).toBe('')
  })
})
