// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubOwnerApi, testSite } from './test-app.tsx'

resetAppBetweenTests()

function api(overrides: Partial<SiteV2> = {}, extra: Parameters<typeof stubOwnerApi>[1] = {}) {
  return stubOwnerApi(testSite(overrides), {
    'GET /api/rsvps/s1/v4': () => ({ status: 200, body: { data: [] } }),
    ...extra,
  })
}

// Lazy route chunks compile on first use; under a loaded test run that can take a while.
const slow = { timeout: 10_000 }

async function menu() {
  return screen.findByRole('navigation', { name: 'Redigera sidan' }, slow)
}

describe('the edit-area side menu', () => {
  it('links home, responses, invitations and account, marking the current page', async () => {
    api()
    renderApp('/redigera/s1/visa-osa')
    const nav = await menu()
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])
    expect(links).toEqual([
      ['Min sida', '/redigera/s1/', null],
      ['Svar', '/redigera/s1/visa-osa/', 'page'],
      ['Gäster', '/redigera/s1/gaster/', null],
      ['Program', '/redigera/s1/program/', null],
      ['Bilder', '/redigera/s1/bilder/', null],
      ['Versioner', '/redigera/s1/versioner/', null],
      ['Inbjudningar', '/redigera/s1/inbjudningar/', null],
      ['Talarlista', '/redigera/s1/talarlista/', null],
      ['Medarbetare', '/redigera/s1/medarbetare/', null],
      ['Konto', '/redigera/s1/konto/', null],
    ])
    expect(screen.getByRole('button', { name: 'Tyck till' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hjälp' })).toBeTruthy()
    expect(await screen.findByText('Inloggad som anna@example.se')).toBeTruthy()
  })

  it('marks home on the site page and goes between pages', async () => {
    api()
    renderApp('/redigera/s1')
    const nav = await menu()
    expect(within(nav).getByRole('link', { name: 'Min sida' }).getAttribute('aria-current')).toBe('page')
    await userEvent.click(within(nav).getByRole('link', { name: 'Svar' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Svar från gästerna' }, slow)).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Svar' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'Min sida' }).hasAttribute('aria-current')).toBe(false)
  })

  it('has no invitations outside the wedding brand', async () => {
    api()
    renderApp('/redigera/s1', { boot: { brand: brandInfo('party', 'se') } })
    const nav = await menu()
    expect(within(nav).queryByRole('link', { name: 'Inbjudningar' })).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Konto' })).toBeTruthy()
  })

  it('hides the account and feedback in a quick start', async () => {
    api({ quickStart: true })
    renderApp('/redigera/s1/visa-osa')
    expect(
      await screen.findByText('Exempel – så här ser det ut när gästerna har svarat', {}, slow),
    ).toBeTruthy()
    const nav = await menu()
    expect(within(nav).queryByRole('link', { name: 'Konto' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Versioner' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Tyck till' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Hjälp' })).toBeTruthy()
  })

  it('opens and closes the phone menu with its button and Escape', async () => {
    api()
    renderApp('/redigera/s1')
    const toggle = await screen.findByRole('button', { name: 'Meny' }, slow)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(panel?.contains(await menu())).toBe(true)
    const user = userEvent.setup()
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(panel?.getAttribute('data-open')).toBe('true')
    await user.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })

  it('keeps the menu on an edit-area page that does not exist', async () => {
    api()
    renderApp('/redigera/s1/finns-inte')
    expect(await screen.findByRole('heading', { name: 'Sidan finns inte' }, slow)).toBeTruthy()
    const nav = await menu()
    expect(within(nav).getByRole('link', { name: 'Inbjudningar' }).getAttribute('aria-current')).toBeNull()
    expect(within(nav).getByRole('link', { name: 'Gäster' })).toBeTruthy()
  })
})

describe('the help dialog', () => {
  it('gives the brand’s contact mail', async () => {
    api()
    renderApp('/redigera/s1', { language: 'en' })
    await userEvent.click(await screen.findByRole('button', { name: 'Help' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Help' })
    expect(within(dialog).getByRole('link', { name: 'hej@brollopssida.se' }).getAttribute('href')).toBe(
      'mailto:hej@brollopssida.se',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('the feedback dialog', () => {
  it('needs a text, asks for a mail when a reply is wanted, sends, then thanks', async () => {
    const calls = api({}, { 'POST /api/feedback/': () => ({ status: 201, body: { ok: true } }) })
    renderApp('/redigera/s1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Tyck till' }, slow))
    const dialog = await screen.findByRole('dialog', { name: 'Tyck till' })

    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }))
    const text = within(dialog).getByLabelText('Din feedback')
    expect(text.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(text)
    expect(calls.filter((c) => c.path === '/api/feedback/')).toEqual([])

    expect(within(dialog).queryByLabelText('Din e-postadress')).toBeNull()
    await user.type(text, 'Väldigt smidigt!')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Jag vill ha svar' }))
    const mail = within(dialog).getByLabelText('Din e-postadress') as HTMLInputElement
    expect(mail.value).toBe('anna@example.se')
    expect(mail.required).toBe(true)
    await user.clear(mail)
    await user.type(mail, 'svar@example.se')
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }))

    expect(await within(dialog).findByText('Tack för din feedback!')).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/feedback/')).toEqual([
      {
        method: 'POST',
        path: '/api/feedback/',
        body: { expectsReply: true, userMail: 'svar@example.se', feedbackText: 'Väldigt smidigt!' },
      },
    ])

    // Closing starts it afresh.
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('button', { name: 'Tyck till' }))
    expect(await screen.findByLabelText('Din feedback')).toBeTruthy()
  })

  it('sends without a mail when no reply is wanted, and shows a failure with the server message', async () => {
    let fail = true
    const calls = api(
      {},
      {
        'POST /api/feedback/': () =>
          fail
            ? { status: 429, body: errorResponse('För många försök', 'Too many') }
            : { status: 201, body: { ok: true } },
      },
    )
    renderApp('/redigera/s1')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Tyck till' }, slow))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText('Din feedback'), 'Saknar mörkt läge')
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }))
    const failure = (await within(dialog).findByText('Det gick inte att skicka din feedback.')).closest(
      '[role="alert"]',
    )
    expect(failure?.textContent).toContain('För många försök')
    fail = false
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }))
    expect(await within(dialog).findByText('Tack för din feedback!')).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/feedback/').map((c) => c.body)).toEqual([
      { expectsReply: false, feedbackText: 'Saknar mörkt läge' },
      { expectsReply: false, feedbackText: 'Saknar mörkt läge' },
    ])
  })
})
