// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { acceptedAnswers, rsvpRecord } from '#domain/testing/fixtures.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'
import { RSVPS, testSite } from './test-data.ts'

resetAppBetweenTests()

function api(
  options: { site?: Partial<SiteV2>; rsvps?: unknown[]; extra?: Parameters<typeof stubApi>[0] } = {},
) {
  return stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1': () => ({ status: 200, body: options.site ?? testSite() }),
    'GET /api/rsvps/s1/v4': () => ({ status: 200, body: { data: options.rsvps ?? RSVPS } }),
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    ...options.extra,
  })
}

// Lazy route chunks compile on first use; under a loaded test run that can take a while.
const slow = { timeout: 10_000 }

async function table() {
  return screen.findByRole('table', {}, slow)
}

/** The names in the list, top to bottom (the row headers). */
function names(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
}

function header(list: HTMLElement, name: string): HTMLElement {
  const button = within(list).getByRole('button', { name })
  const th = button.closest('th')
  if (!th) throw new Error(`no header ${name}`)
  return th
}

describe('/redigera/{siteId}/visa-osa', () => {
  it('shows the statistics: parties, guests and each answer of a single-select question', async () => {
    api()
    renderApp('/redigera/s1/visa-osa')
    const stats = await screen.findByRole('region', { name: 'Sammanställning' }, slow)
    const figures = within(stats)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('data-stat'))
      .map((li) => li.textContent)
    expect(figures).toEqual(['Anmälningar3', 'Gäster4', 'Kommer du?Ja3Nej tyvärr1'])
    expect(document.title).toBe('Svar från gästerna – Bröllopssida')
    expect(screen.queryByText('Exempel – så här ser det ut när gästerna har svarat')).toBeNull()
  })

  it('lists one row per guest with the questions as columns in the site language, newest first', async () => {
    api({ site: testSite({ availableLanguages: [{ languageCode: 'en' }, { languageCode: 'sv' }] }) })
    renderApp('/redigera/s1/visa-osa')
    const list = await table()
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual(['Name', 'Are you coming?', 'Allergies', 'Datum', 'Ta bort'])
    expect(names(list)).toEqual(['Örjan Al', 'Cilla Berg', 'bo Ek', 'Anna Svensson'])
    expect(header(list, 'Datum').getAttribute('aria-sort')).toBe('descending')
    const bo = within(list).getByRole('rowheader', { name: 'bo Ek' }).closest('tr') as HTMLElement
    expect(within(bo).getByText('No').closest('[data-yes-no]')?.getAttribute('data-yes-no')).toBe('no')
    expect(within(bo).getByText('Grupp 1')).toBeTruthy()
  })

  it('sorts by a column and by date, a second click reversing the order', async () => {
    api()
    renderApp('/redigera/s1/visa-osa')
    const list = await table()
    const user = userEvent.setup()

    await user.click(within(list).getByRole('button', { name: 'Namn' }))
    expect(header(list, 'Namn').getAttribute('aria-sort')).toBe('ascending')
    expect(header(list, 'Datum').hasAttribute('aria-sort')).toBe(false)
    expect(names(list)).toEqual(['Anna Svensson', 'bo Ek', 'Cilla Berg', 'Örjan Al'])

    await user.click(within(list).getByRole('button', { name: 'Namn' }))
    expect(header(list, 'Namn').getAttribute('aria-sort')).toBe('descending')
    expect(names(list)).toEqual(['Örjan Al', 'Cilla Berg', 'bo Ek', 'Anna Svensson'])

    await user.click(within(list).getByRole('button', { name: 'Datum' }))
    expect(header(list, 'Datum').getAttribute('aria-sort')).toBe('ascending')
    expect(names(list)).toEqual(['Anna Svensson', 'bo Ek', 'Cilla Berg', 'Örjan Al'])

    await user.click(within(list).getByRole('button', { name: 'Datum' }))
    expect(header(list, 'Datum').getAttribute('aria-sort')).toBe('descending')
    expect(names(list)).toEqual(['Örjan Al', 'Cilla Berg', 'bo Ek', 'Anna Svensson'])

    // The phone's sort select does the same.
    await user.selectOptions(screen.getByLabelText('Sortera'), 'Kommer du?, Ö–A')
    expect(header(list, 'Kommer du?').getAttribute('aria-sort')).toBe('descending')
    expect(names(list)[0]).toBe('bo Ek')
  })

  it('filters by text and by answer, and says how many are shown', async () => {
    api()
    renderApp('/redigera/s1/visa-osa')
    const list = await table()
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Sök bland svaren'), 'laktos')
    expect(names(list)).toEqual(['Cilla Berg'])
    expect(screen.getByText('Visar 1 av 4 gäster')).toBeTruthy()

    await user.clear(screen.getByLabelText('Sök bland svaren'))
    await user.selectOptions(screen.getByLabelText('Visa bara'), 'Nej tyvärr (1)')
    expect(names(list)).toEqual(['bo Ek'])

    await user.selectOptions(screen.getByLabelText('Visa bara'), 'Ja (3)')
    expect(names(list)).toEqual(['Örjan Al', 'Cilla Berg', 'Anna Svensson'])

    await user.type(screen.getByLabelText('Sök bland svaren'), 'zzz')
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('Inga svar matchar filtret.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Rensa filter' }))
    expect(names(await table())).toHaveLength(4)
    expect((screen.getByLabelText('Visa bara') as HTMLSelectElement).value).toBe('')
  })

  it('deletes a response after the confirmation naming the guest', async () => {
    const calls = api({
      extra: { 'DELETE /api/rsvps/s1/v4/r2': () => ({ status: 200, body: { ok: true } }) },
    })
    renderApp('/redigera/s1/visa-osa')
    const list = await table()
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Ta bort anmälan från bo Ek' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort anmälan?' })
    expect(dialog.textContent).toContain(
      'Är du säker på att du vill ta bort anmälan från bo Ek? Åtgärden går inte att ångra och innehållet försvinner permanent.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/rsvps/s1/v4/r2')).toBe(true)
    expect(names(await table())).toEqual(['Örjan Al', 'Cilla Berg', 'Anna Svensson'])
    expect(screen.getByText('Anmälan från bo Ek är borttagen.')).toBeTruthy()
    expect(document.activeElement?.textContent).toMatch(/^Gäster/)
  })

  it('asks without a name when the guest gave none, and cancelling deletes nothing', async () => {
    const calls = api({
      rsvps: [rsvpRecord('n1', '2027-04-01T10:00:00.000Z', 'g', acceptedAnswers('', 'no'))],
    })
    renderApp('/redigera/s1/visa-osa')
    const list = await table()
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Ta bort anmälan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort anmälan?' })
    expect(dialog.textContent).toContain(
      'Är du säker på att du vill ta bort anmälan? Åtgärden går inte att ångra och innehållet försvinner permanent.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([])
  })

  it('shows the confirmation in English too', async () => {
    api()
    renderApp('/redigera/s1/visa-osa', { language: 'en' })
    const list = await table()
    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete the response from Anna Svensson' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete the response?' })
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete the response from Anna Svensson? This cannot be undone and the content disappears permanently.',
    )
  })

  it('says when the deletion failed, with the server message, and keeps the row', async () => {
    const calls = api({
      extra: {
        'DELETE /api/rsvps/s1/v4/r1': () => ({
          status: 500,
          body: errorResponse('Databasen svarar inte', 'No db'),
        }),
      },
    })
    renderApp('/redigera/s1/visa-osa')
    const list = await table()
    const user = userEvent.setup()
    await user.click(within(list).getByRole('button', { name: 'Ta bort anmälan från Anna Svensson' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Misslyckades att ta bort OSA')
    expect(alert.textContent).toContain('Databasen svarar inte')
    // The modal hides the page from the accessibility tree; the row is still there.
    expect(list.textContent).toContain('Anna Svensson')
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/logs/')).toHaveLength(1))
  })

  it('links the export to osa.xlsx in the interface language', async () => {
    api()
    renderApp('/redigera/s1/visa-osa', { language: 'da' })
    const link = await screen.findByRole('link', { name: /Download Excel-fil/ }, slow)
    expect(link.getAttribute('href')).toBe('/api/rsvps/s1/v4/export?lang=da')
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('says the responses could not be loaded, with the server message', async () => {
    const calls = api({
      extra: {
        'GET /api/rsvps/s1/v4': () => ({ status: 500, body: errorResponse('Något gick snett', 'Oops') }),
      },
    })
    renderApp('/redigera/s1/visa-osa')
    // A 5xx is tried once more before it counts as failed.
    const dialog = await screen.findByRole('dialog', { name: 'Fel' }, { timeout: 10_000 })
    expect(within(dialog).getByRole('button', { name: 'Stäng' })).toBeTruthy()
    const box = screen.getByText('Misslyckades att ladda OSA-svar').closest('[role="alert"]')
    expect(box?.textContent).toContain('Något gick snett')
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/logs/')).toHaveLength(1))
  })

  it('shows a 403 in the error dialog with Logga in, and does not log it', async () => {
    const calls = api({
      extra: {
        'GET /api/rsvps/s1/v4': () => ({
          status: 403,
          body: errorResponse('Du äger inte sidan', 'Not yours'),
        }),
      },
    })
    renderApp('/redigera/s1/visa-osa')
    const dialog = await screen.findByRole('dialog', { name: 'Fel' }, slow)
    expect(dialog.textContent).toContain('Du äger inte sidan')
    expect(within(dialog).getByRole('button', { name: 'Logga in' })).toBeTruthy()
    expect(screen.getByText('Misslyckades att ladda OSA-svar')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls.filter((c) => c.path === '/api/logs/')).toEqual([])
  })
})

describe('demo mode', () => {
  it('shows sample answers from the site’s questions when nobody has answered yet', async () => {
    const calls = api({ rsvps: [] })
    renderApp('/redigera/s1/visa-osa')
    expect(
      await screen.findByText('Exempel – så här ser det ut när gästerna har svarat', {}, slow),
    ).toBeTruthy()
    const list = await table()
    expect(names(list)).toHaveLength(7)
    expect(within(list).getAllByRole('columnheader')[1]?.textContent).toBe('Kommer du?')
    const stats = screen.getByRole('region', { name: 'Sammanställning' })
    expect(within(stats).getByText('Anmälningar').parentElement?.textContent).toBe('Anmälningar3')
    for (const button of within(list).getAllByRole('button', { name: /^Ta bort anmälan/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true)
    }
    const exportButton = screen.getByRole('button', { name: 'Ladda ner Excel-fil' }) as HTMLButtonElement
    expect(exportButton.disabled).toBe(true)
    expect(exportButton.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(exportButton.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Du kan ladda ner svaren när gästerna har svarat.',
    )
    expect(screen.queryByRole('link', { name: /Excel/ })).toBeNull()
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([])
  })

  it('is always a demo in a quick start, which fetches no responses, and uses a sample form', async () => {
    const calls = api({ site: testSite({ quickStart: true, siteModules: [] }) })
    renderApp('/redigera/s1/visa-osa', { language: 'en' })
    expect(
      await screen.findByText('Example – this is how it looks when your guests have replied', {}, slow),
    ).toBeTruthy()
    const list = await table()
    expect(names(list)).toContain('Anna Lindqvist')
    expect(within(list).getAllByRole('columnheader')[0]?.textContent).toBe('Namn')
    expect(calls.some((c) => c.path.startsWith('/api/rsvps/'))).toBe(false)
  })
})

describe('/redigera/{siteId}/visa-osa/fragor', () => {
  it('counts single-select answers with bars and lists short-text answers', async () => {
    api()
    renderApp('/redigera/s1/visa-osa/fragor')
    const attend = (await screen.findByRole('heading', { name: 'Kommer du?' }, slow)).closest(
      'article',
    ) as HTMLElement
    expect(attend.textContent).toContain('4 svar')
    const bars = within(attend)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(bars).toEqual(['Ja375 %', 'Nej tyvärr125 %'])
    const allergies = screen.getByRole('heading', { name: 'Allergier' }).closest('article') as HTMLElement
    expect(
      within(allergies)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['NötterAnna Svensson', 'LaktosCilla Berg'])
    // Allergies are asked only of the three who come; Bo, who does not, is not in the count.
    expect(allergies.textContent).toContain('2 svar av 3 gäster som fick frågan')
    const views = screen.getByRole('navigation', { name: 'Visa svaren' })
    expect(within(views).getByRole('link', { name: 'Per fråga' }).getAttribute('aria-current')).toBe('page')
    expect(within(views).getByRole('link', { name: 'Lista' }).getAttribute('href')).toBe(
      '/redigera/s1/visa-osa/',
    )
  })

  it('goes to the list and back, keeping the tab', async () => {
    api({ extra: { 'GET /api/form-submissions/s1': () => ({ status: 200, body: { data: [] } }) } })
    renderApp('/redigera/s1/visa-osa')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Formulär' }, slow))
    await user.click(screen.getByRole('link', { name: 'Per fråga' }))
    expect(await screen.findByRole('heading', { name: 'Vad vill du bidra med?' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Formulär' }).getAttribute('aria-selected')).toBe('true')
  })
})

describe('the Formulär tab', () => {
  const speech = {
    id: 'speech',
    siteModuleType: 'Form',
    hide: false,
    hideInMenu: false,
    title: { sv: 'Anmäl tal' },
    form: {
      formElements: [
        {
          id: 'who',
          formElementType: 'ShortText',
          label: { sv: 'Vem är du?' },
          required: true,
          showConditions: [],
        },
      ],
    },
  }

  it('lists the form answers with their own delete and export calls', async () => {
    const site = testSite()
    site.siteModules = [...(site.siteModules ?? []), speech] as SiteV2['siteModules']
    const calls = api({
      site,
      extra: {
        'GET /api/form-submissions/s1': () => ({
          status: 200,
          body: {
            data: [
              {
                _id: 'f1',
                createdAt: '2027-04-02T10:00:00.000Z',
                language: 'sv',
                formTitle: 'Anmäl tal',
                formId: 'speech',
                formElements: [
                  { formElement: speech.form.formElements[0], value: 'Farbror Sven', selectedOption: null },
                ],
              },
            ],
          },
        }),
        'DELETE /api/form-submissions/s1/f1': () => ({ status: 200, body: { ok: true } }),
      },
    })
    renderApp('/redigera/s1/visa-osa')
    const user = userEvent.setup()
    const tab = await screen.findByRole('tab', { name: 'Formulär' }, slow)
    // Arrow keys move between the tabs.
    screen.getByRole('tab', { name: 'OSA' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(tab)
    expect(tab.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'Formulär' })
    const list = await within(panel).findByRole('table')
    expect(names(list)).toEqual(['Farbror Sven'])
    const stats = within(panel).getByRole('region', { name: 'Sammanställning' })
    expect(within(stats).getByText('Svar').parentElement?.textContent).toBe('Svar1')
    expect(within(panel).getByRole('link', { name: /Excel/ }).getAttribute('href')).toBe(
      '/api/form-submissions/s1/export?lang=sv',
    )
    await user.click(within(list).getByRole('button', { name: 'Ta bort anmälan från Farbror Sven' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }))
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/form-submissions/s1/f1')).toBe(true),
    )
    // With no answers left the tab shows sample answers again, marked as such.
    expect(await within(panel).findByText('Exempel – så här ser det ut när gästerna har svarat')).toBeTruthy()
  })
})
