// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import type { Household } from '#domain/households/household.ts'
import { renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { GuestListBody } from './GuestListPage.tsx'

resetAppBetweenTests()

const slow = { timeout: 8000 }

function household(i: number, overrides: Partial<Household> = {}): Household {
  const code = `code${String(i).padStart(18, '0')}`
  return {
    _id: `h${i}`,
    name: `Familjen ${String(i).padStart(3, '0')}`,
    members: [
      { name: `Anna ${i}`, email: `anna${i}@example.se`, phone: '' },
      { name: `Olle ${i}`, email: '', phone: '' },
    ],
    extraGuests: i % 3 === 0 ? 1 : 0,
    tags: i % 2 === 0 ? ['släkt'] : ['vänner'],
    note: '',
    code,
    answeredAt: i % 4 === 0 ? '2026-05-01T10:00:00.000Z' : null,
    unsubscribedAt: null,
    link: `https://lisa.brollopssida.se/?inbjudan=${code}`,
    status: i % 4 === 0 ? (i % 8 === 0 ? 'no' : 'yes') : 'none',
    answers:
      i % 4 === 0
        ? [{ guestName: `Anna ${i}`, comes: i % 8 !== 0, answeredAt: '2026-05-01T10:00:00.000Z' }]
        : [],
    ...overrides,
  }
}

function api(households: Household[], reminderLanguages = ['sv']) {
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1/households': () => ({
      status: 200,
      body: { households, requireCode: false, reminderLanguages },
    }),
    'PUT /api/sites/s1/households/h1': (body) => ({
      status: 200,
      body: { ...households[0], ...(body as object) },
    }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
}

describe('/redigera/{siteId}/gaster', () => {
  it('shows 500 households with the counts and filters them by search and tag', async () => {
    const list = Array.from({ length: 500 }, (_, i) => household(i + 1))
    api(list)
    renderApp('/redigera/s1/gaster')
    await screen.findByText('Familjen 100', {}, slow)
    const counts = screen.getByLabelText('Sammanställning')
    // Households and people apart, each number beside its own word.
    expect(within(counts).getByText('Inbjudna').nextSibling?.textContent).toBe('500 hushåll, 1000 personer')
    expect(within(counts).getByText('Svarat ja').nextSibling?.textContent).toBe('63 hushåll, 126 personer')
    expect(within(counts).getByText('Svarat nej').nextSibling?.textContent).toBe('62 hushåll, 124 personer')
    expect(within(counts).getByText('Inte svarat').nextSibling?.textContent).toBe('375 hushåll, 750 personer')

    expect(screen.getAllByRole('button', { name: /^Familjen/ })).toHaveLength(100)
    fireEvent.change(screen.getByRole('searchbox', { name: 'Sök namn eller e-post' }), {
      target: { value: 'anna12@' },
    })
    await waitFor(() => expect(screen.getByText('Visar 1 av 500 hushåll')).toBeTruthy())
    expect(screen.getAllByRole('button', { name: /^Familjen/ })).toHaveLength(1)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'vänner' }))
    await waitFor(() => expect(screen.getByText('Visar 250 av 500 hushåll')).toBeTruthy())
    fireEvent.click(screen.getByRole('button', { name: 'Visa 100 till' }))
    expect(screen.getAllByRole('button', { name: /^Familjen/ })).toHaveLength(200)
  })

  it("offers a reminder in the site's languages only, starting with the first", async () => {
    api([household(1)], ['en', 'da'])
    renderApp('/redigera/s1/gaster')
    fireEvent.click(await screen.findByRole('button', { name: 'Skicka påminnelse' }, slow))
    const language = await screen.findByRole('combobox', { name: 'Språk' })
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Engelska', 'Danska'])
    expect((language as HTMLSelectElement).value).toBe('en')
  })

  it('renders a list of 500 households in under a second, 100 rows at first', () => {
    const list = Array.from({ length: 500 }, (_, i) => household(i + 1))
    const i18n = createI18n('sv')
    const started = performance.now()
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <GuestListBody siteId="s1" households={list} />
        </I18nextProvider>
      </QueryClientProvider>,
    )
    const rendered = performance.now() - started
    expect(screen.getAllByRole('listitem')).toHaveLength(100)
    expect(screen.getByText('Visar 500 av 500 hushåll')).toBeTruthy()
    // jsdom is many times slower than a phone's browser; the bound catches a list drawn whole or n² work.
    expect(rendered).toBeLessThan(1000)
    unmount()
  })

  it('opens a household in place with its link and QR, and edits it from the keyboard', async () => {
    const calls = api([household(1), household(2)])
    renderApp('/redigera/s1/gaster')
    const row = await screen.findByRole('button', { name: /Familjen 001/ }, slow)
    row.focus()
    const user = userEvent.setup()
    await user.keyboard('{Enter}')
    expect(row.getAttribute('aria-expanded')).toBe('true')
    expect(
      screen.getByRole('link', { name: 'https://lisa.brollopssida.se/?inbjudan=code000000000000000001' }),
    ).toBeTruthy()
    const qr = screen.getByRole('img', {
      name: 'QR-kod med Familjen 001s personliga länk',
    }) as HTMLImageElement
    expect(qr.src).toContain(
      `/api/qr/${encodeURIComponent('https://lisa.brollopssida.se/?inbjudan=code000000000000000001')}`,
    )
    await user.click(screen.getByRole('button', { name: 'Ändra' }))
    const name = screen.getByLabelText('Hushållets namn')
    expect(document.activeElement).toBe(name)
    await user.clear(name)
    await user.type(name, 'Bergs{Enter}')
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.body).toMatchObject({ name: 'Bergs', members: [{ name: 'Anna 1' }, { name: 'Olle 1' }] })
    await screen.findByRole('button', { name: /Bergs/ })
    await act(async () => {})
  })
})
