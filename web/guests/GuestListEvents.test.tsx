// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { EventsResponse, SiteEvent } from '#domain/events/event.ts'
import type { InvitationsInput } from '#domain/events/invitations.ts'
import type { Household } from '#domain/households/household.ts'
import { renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 8000 }

function event(id: string, title: string): SiteEvent {
  return {
    id,
    title: { sv: title },
    start: '2027-06-12T15:00',
    end: null,
    place: { name: '', mapLocation: '' },
    dressCode: '',
    note: '',
    openToAll: true,
    isDefault: false,
  }
}

function household(i: number, events: string[] | null): Household {
  return {
    _id: `h${i}`,
    name: `Familjen ${i}`,
    members: [{ name: `Anna ${i}`, email: '', phone: '' }],
    extraGuests: 0,
    tags: [],
    note: '',
    code: `code${String(i).padStart(18, '0')}`,
    answeredAt: null,
    unsubscribedAt: null,
    link: null,
    status: 'none',
    answers: [],
    events,
  }
}

function api(households: Household[], events: SiteEvent[]) {
  const programme: EventsResponse = { events, timeZone: 'Europe/Stockholm', languages: ['sv'], maxEvents: 20 }
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1/households': () => ({
      status: 200,
      body: { households, requireCode: false, reminderLanguages: ['sv'] },
    }),
    'GET /api/sites/s1/events': () => ({ status: 200, body: programme }),
    'PUT /api/sites/s1/events/invitations': (body) => {
      const { householdIds, eventIds } = body as InvitationsInput
      return { status: 200, body: { households: householdIds.map((_id) => ({ _id, events: eventIds })) } }
    },
    'PUT /api/sites/s1/households/h1': (body) => ({
      status: 200,
      body: { ...households[0], ...(body as object) },
    }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
}

const programme = [event('main', 'Vigseln'), event('dinner', 'Middag'), event('brunch', 'Brunch')]
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })

describe('the guest list with several events', () => {
  it('marks per event whether the household comes: yes, no, not answered, not invited', async () => {
    const berg = {
      ...household(1, ['main', 'dinner', 'brunch']),
      eventAnswers: { main: { yes: ['Anna 1'], no: [] }, dinner: { yes: [], no: ['Anna 1'] } },
    }
    api([berg, household(2, ['dinner'])], programme)
    renderApp('/redigera/s1/gaster')
    await screen.findByRole('combobox', { name: 'Händelse' }, slow)
    const said = (name: string) =>
      Array.from(row(name).querySelectorAll('[data-invited]')).map(
        (chip) => `${chip.getAttribute('data-answer') ?? '-'} ${chip.textContent}`,
      )
    expect(said('Familjen 1')).toEqual([
      'yes ✓VigselnVigseln: inbjudna, kommer',
      'no ✗MiddagMiddag: inbjudna, kommer inte',
      'none ○BrunchBrunch: inbjudna, inte svarat',
    ])
    expect(said('Familjen 2')).toEqual([
      '- –VigselnVigseln: inte inbjudna',
      'none ○MiddagMiddag: inbjudna, inte svarat',
      '- –BrunchBrunch: inte inbjudna',
    ])
  })

  it('marks per household the events it is invited to and filters by event', async () => {
    api([household(1, null), household(2, ['dinner']), household(3, ['main', 'brunch'])], programme)
    renderApp('/redigera/s1/gaster')
    await screen.findByRole('combobox', { name: 'Händelse' }, slow)
    // Each row says every event, invited or not, to a screen reader; its marks sit under the titles.
    expect(row('Familjen 1').textContent).toContain('Vigseln: inbjudna')
    expect(row('Familjen 2').textContent).toContain('Vigseln: inte inbjudna')
    expect(row('Familjen 2').textContent).toContain('Middag: inbjudna')
    expect(row('Familjen 3').textContent).toContain('Middag: inte inbjudna')

    const filter = screen.getByRole('combobox', { name: 'Händelse' })
    await userEvent.selectOptions(filter, 'Middag')
    await waitFor(() => expect(screen.getByText('Visar 2 av 3 hushåll')).toBeTruthy())
    expect(screen.queryByRole('button', { name: /^Familjen 3/ })).toBeNull()
    await userEvent.selectOptions(filter, 'Brunch')
    await waitFor(() => expect(screen.getByText('Visar 2 av 3 hushåll')).toBeTruthy())
    expect(screen.queryByRole('button', { name: /^Familjen 2/ })).toBeNull()
  })

  it('invites the selected households to the events ticked in "Bjud in till…"', async () => {
    const calls = api([household(1, null), household(2, null), household(3, ['dinner'])], programme)
    renderApp('/redigera/s1/gaster')
    await screen.findByRole('combobox', { name: 'Händelse' }, slow)
    const invite = screen.getByRole('button', { name: 'Bjud in till…' })
    expect((invite as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markera Familjen 1' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markera Familjen 2' }))
    expect(screen.getByText('2 hushåll markerade')).toBeTruthy()
    await userEvent.click(invite)

    const dialog = await screen.findByRole('dialog', { name: 'Bjud in till händelser' })
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Vigseln' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Middag' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bjud in' }))
    await waitFor(() => expect(screen.getByText('2 hushåll har fått nya inbjudningar.')).toBeTruthy())
    expect(calls.find((c) => c.path === '/api/sites/s1/events/invitations')?.body).toEqual({
      householdIds: ['h1', 'h2'],
      eventIds: ['brunch'],
    })
    // The list shows the new invitations, and the selection is cleared.
    expect(row('Familjen 1').textContent).toContain('Middag: inte inbjudna')
    expect(row('Familjen 1').textContent).toContain('Brunch: inbjudna')
    expect((screen.getByRole('checkbox', { name: 'Markera Familjen 1' }) as HTMLInputElement).checked).toBe(
      false,
    )

    // Selecting every shown household and ticking every event is "every event" (null).
    await userEvent.click(screen.getByRole('checkbox', { name: 'Markera alla som visas' }))
    expect(screen.getByText('3 hushåll markerade')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Bjud in till…' }))
    const again = await screen.findByRole('dialog', { name: 'Bjud in till händelser' })
    await userEvent.click(within(again).getByRole('button', { name: 'Bjud in' }))
    await waitFor(() => expect(screen.getByText('3 hushåll har fått nya inbjudningar.')).toBeTruthy())
    expect(calls.filter((c) => c.path === '/api/sites/s1/events/invitations').at(-1)?.body).toEqual({
      householdIds: ['h1', 'h2', 'h3'],
      eventIds: null,
    })
  })

  it('chooses a household’s events in its editor and needs one at least', async () => {
    const calls = api([household(1, ['dinner'])], programme)
    renderApp('/redigera/s1/gaster')
    await userEvent.click(await screen.findByRole('button', { name: /^Familjen 1/ }, slow))
    await userEvent.click(screen.getByRole('button', { name: 'Ändra' }))
    const editor = screen.getByRole('form', { name: 'Ändra Familjen 1' })
    const box = (name: string) => within(editor).getByRole('checkbox', { name }) as HTMLInputElement
    expect([box('Vigseln').checked, box('Middag').checked, box('Brunch').checked]).toEqual([
      false,
      true,
      false,
    ])
    await userEvent.click(box('Middag'))
    expect(within(editor).getByText('Markera minst en händelse.')).toBeTruthy()
    expect((within(editor).getByRole('button', { name: 'Spara' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(box('Brunch'))
    await userEvent.click(box('Vigseln'))
    await userEvent.click(within(editor).getByRole('button', { name: 'Spara' }))
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/sites/s1/events/invitations')?.body).toEqual({
        householdIds: ['h1'],
        eventIds: ['main', 'brunch'],
      }),
    )
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ändra Familjen 1' })).toBeNull())
    expect(row('Familjen 1').textContent).toContain('Brunch: inbjudna')
  })

  it("shows in the import's preview the events a file's columns chose", async () => {
    const preview = {
      households: [
        { name: 'Ek', members: [{ name: 'Eva Ek' }], extraGuests: 0, tags: [], note: '', events: ['dinner'] },
        { name: 'Sjö', members: [{ name: 'Siv Sjö' }], extraGuests: 0, tags: [], note: '', events: null },
      ],
      rejected: [],
      missingColumns: [],
      duplicates: [],
      stored: 0,
    }
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1/households': () => ({
        status: 200,
        body: { households: [], requireCode: false, reminderLanguages: ['sv'] },
      }),
      'GET /api/sites/s1/events': () => ({
        status: 200,
        body: { events: programme, timeZone: 'Europe/Stockholm', languages: ['sv'], maxEvents: 20 },
      }),
      'POST /api/sites/s1/households/import': () => ({ status: 200, body: preview }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1/gaster')
    await userEvent.click(await screen.findByRole('button', { name: 'Importera' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Importera gäster' })
    await waitFor(() => expect(within(dialog).getByText(/en kolumn med en händelses rubrik/)).toBeTruthy())
    await userEvent.upload(within(dialog).getByLabelText('Fil'), new File(['x'], 'g.xlsx'))
    const ek = await within(dialog).findByText('Ek')
    expect(ek.parentElement?.textContent).toBe('Ek · Eva Ek · Inbjudna till: Middag')
    expect(within(dialog).getByText('Sjö').parentElement?.textContent).toBe('Sjö · Siv Sjö')
  })

  it('keeps the list as it was when the site has one event', async () => {
    api([household(1, null)], [event('main', 'Vigseln')])
    renderApp('/redigera/s1/gaster')
    await screen.findByRole('button', { name: /^Familjen 1/ }, slow)
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Händelse' })).toBeNull())
    expect(screen.queryByRole('checkbox', { name: 'Markera Familjen 1' })).toBeNull()
    expect(row('Familjen 1').textContent).not.toContain('inbjudna')
  })
})
