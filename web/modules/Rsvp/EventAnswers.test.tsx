// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import type { SiteEvent } from '#domain/events/event.ts'
import { makeRsvp, NAME as name, singleSelect } from '#domain/testing/fixtures.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { postKeyApi, setUpGuestFormTests } from '../guest-forms/test-view.tsx'
import { RsvpView } from './View.tsx'

const event = (id: string, title: string): SiteEvent => ({
  id,
  title: { sv: title },
  start: '2027-06-12T15:00',
  end: null,
  place: { name: '', mapLocation: '' },
  dressCode: '',
  note: '',
  openToAll: true,
  isDefault: false,
})
const meal = {
  ...singleSelect('meal', { sv: 'Matval' }, { fish: { sv: 'Fisk' }, veg: { sv: 'Vego' } }),
  eventId: 'dinner',
}
const module = makeRsvp({ maxNumberOfGuests: 2, form: { formElements: [name, meal] } })

function renderWithEvents(events: SiteEvent[]) {
  render(
    <SiteProvider
      value={{ site: makePublicSite(), language: 'sv', uiLanguage: 'sv', editMode: false, events }}
    >
      <RsvpView module={module} language="sv" />
    </SiteProvider>,
  )
}

const api = () => postKeyApi({ key: '/api/rsvps/post-key', post: '/api/rsvps/site-1/v4/', prefix: 'key' })

/** The fields the spec's V4 body has (spec 001 section 7), with today's answer token and honeypot. */
const TODAYS_FIELDS = [
  'answerToken',
  'formId',
  'formTitle',
  'groupIdentifier',
  'guests',
  'language',
  'postKey',
  'website',
]

describe('the RSVP per event (issue 32)', () => {
  setUpGuestFormTests()

  test('a guest who sees one event sends the spec’s body as before: no event question, no events field', async () => {
    const calls = api()
    renderWithEvents([event('dinner', 'Middag')])
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    const guest = await screen.findByRole('group', { name: 'Gäst 1' })
    expect(within(guest).queryByRole('group', { name: 'Middag' })).toBeNull()
    await userEvent.type(within(guest).getByRole('textbox', { name: 'Namn' }), 'Anna')
    await userEvent.click(within(guest).getByRole('radio', { name: 'Fisk' }))
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    await screen.findByRole('dialog', { name: 'Tack!' })
    const body = calls.of('POST', '/api/rsvps/site-1/v4/')[0]?.body as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(TODAYS_FIELDS)
    const guests = body.guests as Record<string, unknown>[]
    expect(guests.map((g) => Object.keys(g))).toEqual([['formElements']])
    expect(
      ((guests[0]?.formElements ?? []) as { formElement: { id: string } }[]).map((e) => e.formElement.id),
    ).toEqual(['name', 'meal'])
  })

  test('a guest who sees several events answers each, the dinner’s question only when coming to it', async () => {
    const calls = api()
    renderWithEvents([event('main', 'Vigseln'), event('dinner', 'Middag'), event('brunch', 'Brunch')])
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    const guest = await screen.findByRole('group', { name: 'Gäst 1' })
    await userEvent.type(within(guest).getByRole('textbox', { name: 'Namn' }), 'Anna')
    const eventGroup = (title: string) => within(guest).getByRole('group', { name: title })
    expect(within(guest).queryByRole('group', { name: 'Matval' })).toBeNull()
    await userEvent.click(within(eventGroup('Vigseln')).getByRole('radio', { name: 'Ja, jag kommer' }))
    await userEvent.click(within(eventGroup('Middag')).getByRole('radio', { name: 'Ja, jag kommer' }))
    // The brunch left unanswered: the form says so before anything is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    expect(calls.of('POST', '/api/rsvps/site-1/v4/')).toHaveLength(0)
    await userEvent.click(within(eventGroup('Brunch')).getByRole('radio', { name: 'Nej, tyvärr' }))
    await userEvent.click(within(eventGroup('Matval')).getByRole('radio', { name: 'Vego' }))
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    await screen.findByRole('dialog', { name: 'Tack!' })
    const body = calls.of('POST', '/api/rsvps/site-1/v4/')[0]?.body as {
      guests: { formElements: { formElement: { id: string } }[]; events: Record<string, string> }[]
    }
    expect(body.guests[0]?.events).toEqual({ main: 'yes', dinner: 'yes', brunch: 'no' })
    expect(body.guests[0]?.formElements.map((e) => e.formElement.id)).toEqual(['name', 'meal'])
  })
})
