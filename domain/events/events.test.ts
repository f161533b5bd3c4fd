import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { defaultEvent } from './default-event.ts'
import { eventInputSchema, isSameSet, type SiteEvent } from './event.ts'
import { calendarFile } from './ics.ts'
import { isRealDateTime } from './local-time.ts'
import { MARKET_TIME_ZONES, zonedToUtc } from './time-zone.ts'

const stockholm = MARKET_TIME_ZONES.se

function event(overrides: Partial<SiteEvent>): SiteEvent {
  return {
    id: 'e1',
    title: { sv: 'Fest', en: 'Party' },
    start: '2027-06-12T15:00',
    end: null,
    place: { name: '', mapLocation: '' },
    dressCode: '',
    note: '',
    openToAll: true,
    isDefault: false,
    ...overrides,
  }
}

describe('event input', () => {
  it('takes a title in any language, a start and an end after it', () => {
    const ok = eventInputSchema.safeParse({
      title: { sv: 'Middag' },
      start: '2027-06-12T18:00',
      end: '2027-06-13T01:00',
    })
    expect(ok.success).toBe(true)
    expect(ok.data?.place).toEqual({ name: '', mapLocation: '' })
  })

  it('refuses an empty title, an end before the start and days that do not exist', () => {
    expect(eventInputSchema.safeParse({ title: { sv: ' ' }, start: '2027-06-12T18:00' }).success).toBe(false)
    const early = eventInputSchema.safeParse({
      title: { sv: 'a' },
      start: '2027-06-12T18:00',
      end: '2027-06-12T17:00',
    })
    expect(early.error?.issues[0]?.path).toEqual(['end'])
    expect(isRealDateTime('2027-02-29T10:00')).toBe(false)
    expect(isRealDateTime('2028-02-29T10:00')).toBe(true)
    expect(isRealDateTime('2027-06-12T24:00')).toBe(false)
  })

  it('reorders only by the exact set of ids', () => {
    const events = [{ id: 'a' }, { id: 'b' }]
    expect(isSameSet(['b', 'a'], events)).toBe(true)
    expect(isSameSet(['a'], events)).toBe(false)
    expect(isSameSet(['a', 'a'], events)).toBe(false)
    expect(isSameSet(['a', 'c'], events)).toBe(false)
  })
})

describe('time in the market zone', () => {
  it('reads wall-clock times in Stockholm in winter, summer and across the spring change', () => {
    expect(zonedToUtc('2027-01-10T12:00', stockholm).toISOString()).toBe('2027-01-10T11:00:00.000Z')
    expect(zonedToUtc('2027-07-10T12:00', stockholm).toISOString()).toBe('2027-07-10T10:00:00.000Z')
    expect(zonedToUtc('2027-03-27T18:00', stockholm).toISOString()).toBe('2027-03-27T17:00:00.000Z')
    expect(zonedToUtc('2027-03-28T04:00', stockholm).toISOString()).toBe('2027-03-28T02:00:00.000Z')
    // The clocks skip 02:00-03:00 that night: 02:30 is the moment they show 03:30.
    expect(zonedToUtc('2027-03-28T02:30', stockholm).toISOString()).toBe('2027-03-28T01:30:00.000Z')
    // 02:30 happens twice in autumn: the first.
    expect(zonedToUtc('2027-10-31T02:30', stockholm).toISOString()).toBe('2027-10-31T00:30:00.000Z')
    expect(zonedToUtc('2027-07-10T12:00', MARKET_TIME_ZONES.dk).toISOString()).toBe(
      '2027-07-10T10:00:00.000Z',
    )
  })
})

describe('default event', () => {
  it('is made from the wizard date and place, titled for the brand in every site language', () => {
    const made = defaultEvent({
      brand: 'wedding',
      languages: ['sv', 'en', 'fr'],
      wizardData: { dateStart: '2027-06-12T15:00', location: 'Ulriksdals slott' },
      siteModules: [],
    })
    expect(made).toMatchObject({
      id: 'main',
      isDefault: true,
      start: '2027-06-12T15:00',
      title: { sv: 'Bröllopet', en: 'The wedding', fr: 'The wedding' },
      place: { name: 'Ulriksdals slott', mapLocation: 'Ulriksdals slott' },
    })
  })

  it("falls back on the countdown's date and the map's place, and has no start without a date", () => {
    const modules = [
      { siteModuleType: 'Countdown', countdownDate: '2027-08-01T14:00' },
      { siteModuleType: 'Location', map: { location: 'Storgatan 1, Malmö' } },
    ]
    const made = defaultEvent({ brand: 'party', languages: ['da'], wizardData: null, siteModules: modules })
    expect(made).toMatchObject({
      start: '2027-08-01T14:00',
      title: { da: 'Festen' },
      place: { name: 'Storgatan 1, Malmö' },
    })
    const none = defaultEvent({
      brand: 'event',
      languages: ['sv'],
      wizardData: { dateNotDecided: true },
      siteModules: [],
    })
    expect(none.start).toBeNull()
  })
})

describe('calendar file', () => {
  const file = (events: SiteEvent[]) =>
    calendarFile({
      uidDomain: 'brollopssida.se',
      siteId: 'site1',
      calendarName: 'Anna & Erik',
      language: 'sv',
      timeZone: stockholm,
      url: 'https://anna.brollopssida.se',
      labels: { dressCode: 'Klädkod' },
      now: new Date('2026-11-28T12:00:00Z'),
      events,
    })

  it('is a calendar a real parser reads, with the times right across the spring change', () => {
    const text = file([
      event({
        start: '2027-03-27T18:00',
        end: '2027-03-28T04:00',
        dressCode: 'Mörk kostym',
        note: 'Buss, kl. 17; tåg',
      }),
      event({
        id: 'e2',
        title: { sv: 'Brunch' },
        start: '2027-03-28T11:00',
        place: { name: 'Hotellet', mapLocation: '' },
      }),
      event({ id: 'e3', start: null }),
    ])
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    const calendar = new ICAL.Component(ICAL.parse(text))
    const vevents = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(vevents).toHaveLength(2)
    const [party, brunch] = vevents as [ICAL.Event, ICAL.Event]
    expect(party.uid).toBe('e1.site1@brollopssida.se')
    expect(party.summary).toBe('Fest')
    expect(party.startDate.toJSDate().toISOString()).toBe('2027-03-27T17:00:00.000Z')
    expect(party.endDate.toJSDate().toISOString()).toBe('2027-03-28T02:00:00.000Z')
    // Ten wall-clock hours, nine real ones: the clocks skipped one.
    expect(party.duration.toSeconds()).toBe(9 * 3600)
    expect(party.description).toBe('Klädkod: Mörk kostym\n\nBuss, kl. 17; tåg')
    expect(brunch.startDate.toJSDate().toISOString()).toBe('2027-03-28T09:00:00.000Z')
    expect(brunch.location).toBe('Hotellet')
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-11-28T12:00:00Z',
    )
  })

  it('folds long lines without splitting a character', () => {
    const text = file([event({ note: 'å'.repeat(200) })])
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true)
    const parsed = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') as ICAL.Component,
    )
    expect(parsed.description).toBe('å'.repeat(200))
  })
})
