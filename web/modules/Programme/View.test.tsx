import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SiteEvent } from '#domain/events/event.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { eventTime } from './event-time.ts'
import { loadEvents, ProgrammeView } from './View.tsx'

const module = {
  id: 'prog',
  siteModuleType: 'Programme',
  hide: false,
  hideInMenu: false,
  title: { sv: 'Program', en: 'Programme' },
} as const

const events: SiteEvent[] = [
  {
    id: 'dinner',
    title: { sv: 'Välkomstmiddag', en: 'Welcome dinner' },
    start: '2027-03-27T18:00',
    end: '2027-03-28T02:00',
    place: { name: 'Grand Hôtel', mapLocation: 'Södra Blasieholmshamnen 8' },
    dressCode: 'Kavaj',
    note: 'Buss från Centralen',
    openToAll: true,
    isDefault: false,
  },
  {
    id: 'brunch',
    title: { sv: 'Brunch' },
    start: null,
    end: null,
    place: { name: '', mapLocation: '' },
    dressCode: '',
    note: '',
    openToAll: true,
    isDefault: false,
  },
]

function render(context: { events?: SiteEvent[]; editMode?: boolean; language?: string }) {
  const language = context.language ?? 'sv'
  return renderToStaticMarkup(
    <SiteProvider
      value={{
        site: makePublicSite({}),
        language,
        uiLanguage: language === 'en' ? 'en' : 'sv',
        editMode: context.editMode ?? false,
        events: context.events,
      }}
    >
      <ProgrammeView module={module} language={language} />
    </SiteProvider>,
  )
}

describe('programme view', () => {
  // As on the server, which loads the events' code before it renders any page.
  beforeAll(async () => void (await loadEvents()))

  it('lists the events in order with time, place, dress code, map and calendar links', () => {
    const html = render({ events })
    expect(html.indexOf('Välkomstmiddag')).toBeLessThan(html.indexOf('Brunch'))
    expect(html).toMatch(/<time datetime="2027-03-27T18:00"/i)
    expect(html).toContain('lördag 27 mars 2027')
    expect(html).toContain('18:00–02:00')
    expect(html).toContain('Grand Hôtel')
    expect(html).toContain('Klädkod:</span> Kavaj')
    expect(html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=S%C3%B6dra%20Blasieholmshamnen%208"',
    )
    expect(html).toContain('href="/kalender/dinner.ics?lang=sv"')
    expect(html).toMatch(/>Lägg till i kalendern<span[^>]*> \(Välkomstmiddag\)<\/span>/)
    // An event without a time says so, and has no calendar file; with one timed event no "all" link.
    expect(html).toContain('Tid meddelas senare')
    expect(html).not.toContain('/kalender/brunch.ics')
    expect(html).not.toContain('/kalender.ics')
  })

  it('offers the whole programme once two events have a time, in the page language', () => {
    const html = render({
      language: 'en',
      events: [events[0] as SiteEvent, { ...(events[0] as SiteEvent), id: 'b' }],
    })
    expect(html).toContain('href="/kalender.ics?lang=en"')
    expect(html).toMatch(/Saturday,? 27 March 2027/)
    expect(html).toContain('Welcome dinner')
  })

  it('tells the owner in the editor where the events are written', () => {
    expect(render({ editMode: true })).toContain('Program i menyn')
    expect(render({})).not.toContain('Program i menyn')
  })

  it('names the end day of an event over several days', () => {
    expect(eventTime('2027-06-12T15:00', '2027-06-14T12:00', 'sv')).toEqual({
      day: 'lördag 12 juni 2027',
      time: '15:00–12:00',
      endDay: 'måndag 14 juni 2027',
    })
    expect(eventTime('nonsense', null, 'sv')).toBeNull()
  })
})
