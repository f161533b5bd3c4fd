// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { errorResponse, renderApp, resetAppBetweenTests, stubOwnerApi } from '#web/app/test-app.tsx'
import { addressSite, paidSwish } from './test-kit.ts'

resetAppBetweenTests()

const slow = { timeout: 10_000 }
const availability = (available: boolean) => () => ({ status: 200, body: { available } })

describe('address offers', () => {
  it('shows both offers with their prices for an unpublished site', async () => {
    stubOwnerApi(addressSite())
    renderApp('/redigera/s1/valj-adress')
    const subdomain = await screen.findByRole('article', { name: 'Subdomän' }, slow)
    expect(within(subdomain).getByText('599:-')).toBeTruthy()
    expect(within(subdomain).getByText('för 18 månader')).toBeTruthy()
    expect(within(subdomain).getByRole('link', { name: 'Välj subdomän' }).getAttribute('href')).toBe(
      '/redigera/s1/valj-adress/subdoman/',
    )
    const domain = screen.getByRole('article', { name: 'Egen domän' })
    expect(within(domain).getByText('1199:-')).toBeTruthy()
    expect(within(domain).getByRole('link', { name: 'Välj egen domän' }).getAttribute('href')).toBe(
      '/redigera/s1/valj-adress/doman/',
    )
  })

  it('shows an active subdomain as bought, and the upgrade price for a domain', async () => {
    stubOwnerApi(addressSite({ active: true, host: 'anna.brollopssida.se' }))
    renderApp('/redigera/s1/valj-adress')
    const subdomain = await screen.findByRole('article', { name: 'Subdomän' }, slow)
    expect(within(subdomain).getByText('Köpt')).toBeTruthy()
    expect(within(subdomain).getByText('Sidan finns på anna.brollopssida.se')).toBeTruthy()
    expect(within(subdomain).queryByText('599:-')).toBeNull()
    expect(within(screen.getByRole('article', { name: 'Egen domän' })).getByText('600:-')).toBeTruthy()
  })

  it('shows a connected custom domain as bought, and a waiting one with the way to its DNS settings', async () => {
    stubOwnerApi(addressSite({ active: true, host: 'annaocherik.se', customDomainActive: true }))
    const first = renderApp('/redigera/s1/valj-adress')
    const domain = await screen.findByRole('article', { name: 'Egen domän' }, slow)
    expect(within(domain).getByText('Sidan finns på annaocherik.se')).toBeTruthy()
    expect(within(domain).queryByRole('link')).toBeNull()
    first.unmount()
    stubOwnerApi(addressSite({ active: true, host: 'anna.brollopssida.se', customDomainActive: true }))
    renderApp('/redigera/s1/valj-adress')
    const waiting = await screen.findByRole('article', { name: 'Egen domän' }, slow)
    expect(within(waiting).getByText('Domänen väntar på att du pekar den till oss.')).toBeTruthy()
    expect(within(waiting).getByRole('link', { name: 'Visa DNS-inställningarna' }).getAttribute('href')).toBe(
      '/redigera/s1/valj-adress/doman-annan-registrar/bekraftelse/',
    )
  })
})

describe('subdomain search', () => {
  it('asks once typing pauses and says available, with the buy button', async () => {
    const calls = stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/subdomain-available/anna-och-erik': availability(true),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/valj-adress/subdoman/')
    await user.type(await screen.findByLabelText('Önskad adress', {}, slow), 'Anna & Erik')
    expect(await screen.findByText('anna-och-erik.brollopssida.se är ledig!', {}, slow)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('är ledig')
    expect(screen.getByRole('button', { name: 'Köp anna-och-erik.brollopssida.se' })).toBeTruthy()
    // Debounced: one question for the whole name, none for the letters on the way.
    expect(calls.filter((c) => c.path.includes('subdomain-available'))).toHaveLength(1)
  })

  it('says taken, and never asks about an empty name, a bad one or the current address', async () => {
    const calls = stubOwnerApi(addressSite({ host: 'anna.brollopssida.se' }), {
      'GET /api/sites/s1/host/subdomain-available/upptagen': availability(false),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/valj-adress/subdoman/')
    const input = await screen.findByLabelText('Önskad adress', {}, slow)
    await user.type(input, 'upptagen')
    expect(await screen.findByText(/upptagen\.brollopssida\.se är tyvärr upptagen/, {}, slow)).toBeTruthy()
    await user.clear(input)
    await user.type(input, 'ab')
    expect(await screen.findByText('Namnet måste vara 3–63 tecken långt.', {}, slow)).toBeTruthy()
    await user.clear(input)
    await user.type(input, 'anna')
    expect(await screen.findByText('anna.brollopssida.se är sidans adress nu.', {}, slow)).toBeTruthy()
    await user.clear(input)
    await new Promise((r) => setTimeout(r, 500))
    expect(calls.filter((c) => c.path.includes('subdomain-available')).map((c) => c.path)).toEqual([
      '/api/sites/s1/host/subdomain-available/upptagen',
    ])
  })

  it("shows a failed check with the server's message", async () => {
    stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/subdomain-available/anna': () => ({
        status: 502,
        body: errorResponse('Registraren svarar inte.', 'No answer'),
      }),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/valj-adress/subdoman/')
    await user.type(await screen.findByLabelText('Önskad adress', {}, slow), 'anna')
    const alert = await screen.findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Misslyckades att kontrollera adressen')
    expect(alert.textContent).toContain('Registraren svarar inte.')
  })

  it('buys with Swish (product subdomain and the host), then shows the confirmation and receipt', async () => {
    const calls = stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/subdomain-available/anna': availability(true),
      ...paidSwish,
    })
    const user = userEvent.setup()
    const { router } = renderApp('/redigera/s1/valj-adress/subdoman/')
    await user.type(await screen.findByLabelText('Önskad adress', {}, slow), 'anna')
    await user.click(await screen.findByRole('button', { name: 'Köp anna.brollopssida.se' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' }, slow)
    expect(within(dialog).getByText('Att betala: 599:- (inklusive moms 119,80)')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Swish' }))
    await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234567')
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(await screen.findByRole('heading', { name: 'Grattis! Din sida är publicerad' }, slow)).toBeTruthy()
    expect(router.state.location.pathname).toBe('/redigera/s1/valj-adress/subdoman/bekraftelse/sw1')
    expect(calls.find((c) => c.path === '/api/sites/s1/payment/swish')?.body).toEqual({
      host: 'anna',
      payerAlias: '0701234567',
      paymentProduct: 'subdomain',
    })
    expect(await screen.findByRole('heading', { name: 'Kvitto' }, slow)).toBeTruthy()
  })

  it('says why when another pending payment holds the name (409)', async () => {
    stubOwnerApi(addressSite(), {
      'GET /api/sites/s1/host/subdomain-available/anna': availability(true),
      'POST /api/sites/s1/payment/swish': () => ({
        status: 409,
        body: errorResponse('Någon håller just nu på att köpa anna.brollopssida.se.', 'Held'),
      }),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/valj-adress/subdoman/')
    await user.type(await screen.findByLabelText('Önskad adress', {}, slow), 'anna')
    await user.click(await screen.findByRole('button', { name: 'Köp anna.brollopssida.se' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Betalning' }, slow)
    await user.click(within(dialog).getByRole('button', { name: 'Swish' }))
    await user.type(within(dialog).getByLabelText('Ditt swish-nummer'), '0701234567')
    await user.click(within(dialog).getByRole('button', { name: 'Betala med Swish' }))
    expect(
      await within(dialog).findByText('Någon håller just nu på att köpa anna.brollopssida.se.', {}, slow),
    ).toBeTruthy()
  })

  it('moves an active site to another free subdomain at no cost', async () => {
    const calls = stubOwnerApi(addressSite({ active: true, host: 'anna.brollopssida.se' }), {
      'GET /api/sites/s1/host/subdomain-available/erik': availability(true),
      'PUT /api/sites/s1/host': () => ({ status: 200, body: { host: 'erik.brollopssida.se' } }),
    })
    const user = userEvent.setup()
    renderApp('/redigera/s1/valj-adress/subdoman/')
    await user.type(await screen.findByLabelText('Önskad adress', {}, slow), 'erik')
    await user.click(await screen.findByRole('button', { name: 'Byt till erik.brollopssida.se' }, slow))
    expect(await screen.findByText(/Klart! Sidan finns nu på/, {}, slow)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'erik.brollopssida.se' }).getAttribute('href')).toBe(
      'http://erik.brollopssida.localhost:3000/',
    )
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ host: 'erik' }))
  })
})
