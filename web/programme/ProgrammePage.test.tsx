// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { EventsResponse, SiteEvent } from '#domain/events/event.ts'
import { renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 8000 }

function event(id: string, title: string, start: string, overrides: Partial<SiteEvent> = {}): SiteEvent {
  const place = { name: '', mapLocation: '' }
  return {
    id,
    title: { sv: title },
    start,
    end: null,
    place,
    dressCode: '',
    note: '',
    openToAll: true,
    isDefault: false,
    ...overrides,
  }
}

function api(events: SiteEvent[], status = 200) {
  const answer: EventsResponse = {
    events,
    timeZone: 'Europe/Stockholm',
    languages: ['sv', 'en'],
    maxEvents: 20,
  }
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1/events': () =>
      status === 200
        ? { status, body: answer }
        : { status, body: { isErrorResponse: true, errorDescription: { sv: 'Fel' }, message: 'x' } },
    'POST /api/sites/s1/events': (body) => {
      const added = { id: 'new', isDefault: false, ...(body as object) } as SiteEvent
      events.push(added)
      return { status: 201, body: added }
    },
    'PUT /api/sites/s1/events/order': (body) => ({
      status: 200,
      body: {
        ...answer,
        events: (body as { ids: string[] }).ids.map((id) => events.find((e) => e.id === id)),
      },
    }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
}

describe('/redigera/{siteId}/program', () => {
  it('adds an event with a title per language and an end after midnight, and moves one up', async () => {
    const calls = api([
      event('main', 'Bröllopet', '2027-06-12T15:00', { isDefault: true }),
      event('b', 'Brunch', '2027-06-13T11:00'),
    ])
    renderApp('/redigera/s1/program')
    expect(await screen.findByRole('heading', { level: 1, name: 'Program' }, slow)).toBeTruthy()
    expect(screen.getByText(/gjord av sidans datum och plats/)).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Lägg till händelse' }))
    const form = screen.getByRole('form', { name: 'Ny händelse' })
    await userEvent.type(within(form).getByLabelText('Rubrik (svenska)'), 'Middag')
    await userEvent.type(within(form).getByLabelText('Rubrik (engelska)'), 'Dinner')
    await userEvent.type(within(form).getByLabelText('Datum'), '2027-06-12')
    await userEvent.type(within(form).getByLabelText('Starttid'), '18:00')
    await userEvent.type(within(form).getByLabelText('Sluttid'), '02:00')
    const open = within(form).getByRole('checkbox', {
      name: 'Visas för alla gäster (även utan personlig länk)',
    }) as HTMLInputElement
    expect(open.checked).toBe(true)
    await userEvent.click(open)
    await userEvent.click(within(form).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Middag' })).toBeTruthy())
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/sites/s1/events')?.body).toMatchObject({
      title: { sv: 'Middag', en: 'Dinner' },
      start: '2027-06-12T18:00',
      end: '2027-06-13T02:00',
      openToAll: false,
    })
    // The list says which events every guest sees and which only the invited households.
    const row = (title: string) => screen.getByRole('heading', { level: 2, name: title }).parentElement
    expect(row('Middag')?.textContent).toContain('Visas bara för inbjudna hushåll')
    expect(row('Brunch')?.textContent).toContain('Visas för alla gäster')

    await userEvent.click(screen.getByRole('button', { name: 'Flytta upp Brunch' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/sites/s1/events/order')?.body).toEqual({
        ids: ['b', 'main', 'new'],
      }),
    )
    expect(screen.getByText('Brunch flyttades till plats 1.')).toBeTruthy()
    // The first event cannot go further up: the button says so and does nothing.
    expect(screen.getByRole('button', { name: 'Flytta upp Brunch' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
  })

  it('says so when the programme cannot be loaded', async () => {
    api([], 500)
    renderApp('/redigera/s1/program')
    expect(await screen.findByText('Programmet kunde inte hämtas.', undefined, slow)).toBeTruthy()
  })
})
