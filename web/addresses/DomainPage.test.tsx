// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorResponse, renderApp, resetAppBetweenTests, stubOwnerApi } from '#web/app/test-app.tsx'
import { REGISTRATION_RETRIES, REGISTRATION_WAIT_MS } from './register-domain.ts'
import { addressSite, paidSwish } from './test-kit.ts'

resetAppBetweenTests()
afterEach(() => vi.useRealTimers())

const slow = { timeout: 10_000 }
const availability = (available: boolean) => () => ({ status: 200, body: { available } })

// The registration tests run on fake timers that also move with real time; the rest on real ones.
const setupUser = () => userEvent.setup(vi.isFakeTimers() ? { advanceTimers: vi.advanceTimersByTime } : {})

async function search(name: string, tld?: string) {
  const user = setupUser()
  const input = await screen.findByLabelText('Domännamn', {}, slow)
  await user.clear(input)
  await user.type(input, name)
  if (tld) await user.selectOptions(screen.getByLabelText('Domänändelse'), tld)
  await user.click(screen.getByRole('button', { name: 'Sök' }))
  return user
}

async function payWithSwish(user: ReturnType<typeof userEvent.setup>, buy: string) {
  await user.click(await screen.findByRole('button', { name: buy }, slow))
  const dialog = await screen.findByRole('dialog', { name: 'Betalning' }, slow)
  await user.click(within(dialog).getByRole('button', { name: 'Swish' }))
  await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234567')
  await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
}

describe('domain search states', () => {
  it('shows the search button only with a name, and 1 available with the price', async () => {
    const calls = stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/domain-available/annaocherik.nu': availability(true),
    })
    renderApp('/redigera/s1/valj-adress/doman/')
    await screen.findByLabelText('Domännamn', {}, slow)
    expect(screen.queryByRole('button', { name: 'Sök' })).toBeNull()
    expect(
      within(screen.getByLabelText('Domänändelse'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['.se', '.nu', '.com', '.eu'])
    await search('www.AnnaOchErik.nu')
    expect(await screen.findByText('annaocherik.nu är ledig!', {}, slow)).toBeTruthy()
    expect((screen.getByLabelText('Domänändelse') as HTMLSelectElement).value).toBe('nu')
    expect(screen.getByText('Pris: 1199:- för 12 månader')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Köp annaocherik.nu' })).toBeTruthy()
    expect(calls.filter((c) => c.path.includes('domain-available'))).toHaveLength(1)
  })

  it('goes 2 not available, then 3 own-registrar offer; changing the input resets to 0', async () => {
    stubOwnerApi(addressSite({ active: true, host: 'anna.brollopssida.se' }), {
      'GET /api/sites/s1/host/domain-available/upptagen.se': availability(false),
    })
    renderApp('/redigera/s1/valj-adress/doman/')
    const user = await search('upptagen')
    expect(await screen.findByText('upptagen.se är redan registrerad.', {}, slow)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Jag äger upptagen.se' }))
    expect(screen.getByRole('heading', { name: 'Koppla upptagen.se till sidan' })).toBeTruthy()
    // A site with an active subdomain pays the upgrade price.
    expect(screen.getByText('Pris: 600:- för 12 månader')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Koppla upptagen.se' })).toBeTruthy()
    await user.type(screen.getByLabelText('Domännamn'), 'x')
    expect(screen.queryByRole('heading', { name: /Koppla/ })).toBeNull()
    expect(screen.queryByText(/redan registrerad/)).toBeNull()
  })

  it("refuses a too short name without asking, and shows a failed search with the server's message", async () => {
    const calls = stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/domain-available/anna.eu': () => ({
        status: 502,
        body: errorResponse('Det gick inte att kontrollera om domänen är ledig.', 'Failed'),
      }),
    })
    renderApp('/redigera/s1/valj-adress/doman/')
    await search('ab')
    expect(await screen.findByText('Namnet måste vara 3–63 tecken långt.', {}, slow)).toBeTruthy()
    await search('anna', 'eu')
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Misslyckades att söka efter domänen')
    expect(alert.textContent).toContain('Det gick inte att kontrollera om domänen är ledig.')
    expect(calls.filter((c) => c.path.includes('domain-available'))).toHaveLength(1)
  })

  it('the own-registrar payment takes the domain and leads to the DNS instructions', async () => {
    const calls = stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/domain-available/upptagen.com': availability(false),
      ...paidSwish,
      'GET /api/sites/s1/host/domain-dns': () => ({
        status: 200,
        body: {
          domain: 'upptagen.com',
          status: 'waiting',
          checkedAt: null,
          aRecord: '203.0.113.7',
          cnameTarget: 'sites.brollopssida.se',
          proofName: '_eventsite-verify',
          proofValue: 'eventsite-verify=0123abcd',
          proven: false,
        },
      }),
      'POST /api/sites/s1/host/domain-dns/check': () => ({
        status: 200,
        body: {
          domain: 'upptagen.com',
          status: 'connected',
          checkedAt: '2026-11-26T12:00:00.000Z',
          aRecord: '203.0.113.7',
          cnameTarget: 'sites.brollopssida.se',
          proofName: '_eventsite-verify',
          proofValue: 'eventsite-verify=0123abcd',
          proven: true,
        },
      }),
    })
    const { router } = renderApp('/redigera/s1/valj-adress/doman/')
    const user = await search('upptagen', 'com')
    await user.click(await screen.findByRole('button', { name: 'Jag äger upptagen.com' }, slow))
    await payWithSwish(user, 'Koppla upptagen.com')
    expect(
      await screen.findByRole('heading', { name: 'Nästan klart! Peka domänen till oss' }, slow),
    ).toBeTruthy()
    expect(router.state.location.pathname).toBe(
      '/redigera/s1/valj-adress/doman-annan-registrar/bekraftelse/sw1',
    )
    expect(calls.find((c) => c.path === '/api/sites/s1/payment/swish')?.body).toMatchObject({
      domain: 'upptagen.com',
      paymentProduct: 'domain_name_other_registrar',
    })
    const table = await screen.findByRole('table', { name: 'DNS-poster för upptagen.com' }, slow)
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent)
    expect(rows).toEqual([
      'TypNamnVärde',
      'A@ (domänen själv)203.0.113.7Kopiera',
      'CNAMEwwwsites.brollopssida.seKopiera',
      'TXT_eventsite-verifyeventsite-verify=0123abcdKopiera',
    ])
    expect(screen.getByText(/^TXT-posten visar att domänen är din/)).toBeTruthy()
    expect(screen.getByText('Väntar på DNS')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Kontrollera nu' }))
    expect(await screen.findByText('Ansluten', {}, slow)).toBeTruthy()
    expect(screen.getByText('Domänen är bekräftad som din.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'upptagen.com' }).getAttribute('href')).toBe(
      'http://brollopssida.localhost:3000/?domainHost=upptagen.com',
    )
  })
})

describe('registration after payment', () => {
  function registerStub(answers: number[]) {
    let call = 0
    return () => {
      const status = answers[Math.min(call, answers.length - 1)] ?? 402
      call += 1
      return status === 200
        ? { status: 200, body: { host: 'annaocherik.se', domain: 'annaocherik.se' } }
        : { status, body: errorResponse('Betalningen har inte kommit fram än.', 'Not paid') }
    }
  }

  async function buyDomain(register: () => { status: number; body?: unknown }) {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/domain-available/annaocherik.se': availability(true),
      'POST /api/sites/s1/host/domain-registration/register/annaocherik.se': register,
      ...paidSwish,
    })
    const view = renderApp('/redigera/s1/valj-adress/doman/')
    const user = await search('annaocherik')
    await payWithSwish(user, 'Köp annaocherik.se')
    expect(
      await screen.findByText('Vi registrerar annaocherik.se. Det tar en liten stund…', {}, slow),
    ).toBeTruthy()
    const registerCalls = () => calls.filter((c) => c.path.includes('domain-registration')).length
    return { ...view, calls, registerCalls }
  }

  it('waits 5 s, retries on 402 and goes to the confirmation with the link to the domain', async () => {
    const { router, registerCalls } = await buyDomain(registerStub([402, 402, 200]))
    expect(registerCalls()).toBe(0)
    await act(() => vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS))
    expect(registerCalls()).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(2 * REGISTRATION_WAIT_MS))
    expect(
      await screen.findByRole('heading', { name: 'Grattis! Din domän är registrerad' }, slow),
    ).toBeTruthy()
    expect(registerCalls()).toBe(3)
    expect(router.state.location.pathname).toBe('/redigera/s1/valj-adress/doman/bekraftelse/sw1')
    expect(screen.getByRole('link', { name: 'annaocherik.se' }).getAttribute('href')).toBe(
      'http://brollopssida.localhost:3000/?domainHost=annaocherik.se',
    )
  })

  it('shows the no-payment error after 10 retries', async () => {
    const { registerCalls } = await buyDomain(registerStub([402]))
    await act(() => vi.advanceTimersByTimeAsync((REGISTRATION_RETRIES + 1) * REGISTRATION_WAIT_MS))
    expect(
      await screen.findByText(
        'Vi har inte fått någon betalning för domänen. Om pengar har dragits från ditt konto, kontakta oss.',
        {},
        slow,
      ),
    ).toBeTruthy()
    expect(registerCalls()).toBe(REGISTRATION_RETRIES + 1)
  })

  it('shows the registration error at once on another status, and tries again on request', async () => {
    const { registerCalls } = await buyDomain(registerStub([502, 200]))
    await act(() => vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS))
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Misslyckades att registrera domänen')
    expect(registerCalls()).toBe(1)
    await setupUser().click(within(alert).getByRole('button', { name: 'Försök igen' }))
    await act(() => vi.advanceTimersByTimeAsync(REGISTRATION_WAIT_MS))
    expect(
      await screen.findByRole('heading', { name: 'Grattis! Din domän är registrerad' }, slow),
    ).toBeTruthy()
  })
})
