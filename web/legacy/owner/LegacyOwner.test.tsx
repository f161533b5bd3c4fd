// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { legacyToV2 } from '#domain/legacy/convert.ts'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { legacySiteSchema } from '#domain/legacy/schema.ts'
import { renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'

resetAppBetweenTests()

const slow = { timeout: 8000 }

const legacySite = (over: Record<string, unknown> = {}) => ({
  ...structuredClone(siteFixture),
  _id: 's1',
  siteVersion: 1,
  usesSiteModules: false,
  siteModules: [],
  language: 'sv',
  availableLanguages: [{ languageCode: 'sv' }],
  revision: 3,
  modules: siteFixture.modules.map(({ _id, ...m }) => ({ ...m, _id })),
  ...over,
})

/** What GET /api/sites/{id}/upgrade/preview answers for the fixture: the V2 site, not stored. */
type SavedSite = { modules: { _id: string; properties: { key: string; value: unknown }[] }[] }

/** The legacy site to edit; every save is answered and kept, in order. */
function stubSiteSaves(): SavedSite[] {
  const saved: SavedSite[] = []
  stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1': () => ({ status: 200, body: legacySite() }),
    'PUT /api/sites/s1': (body) => {
      saved.push(body as SavedSite)
      return { status: 200, body: legacySite({ revision: 4 }) }
    },
    'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
  })
  return saved
}

const upgradePreview = () => {
  const { passwordProtected: _p, ...site } = makePublicSite({ _id: 's1', revision: 3 })
  return {
    ...site,
    ...legacyToV2(legacySiteSchema.parse(siteFixture), 'sv'),
    password: null,
    hasRsvps: true,
    wizardData: null,
  }
}

const RECORDS = [
  {
    _id: 'r1',
    site: 's1',
    registered: { ip: null, date: '2027-04-01T18:00:00.000Z' },
    firstName: 'Eva',
    lastName: 'Lind',
    weddingYesOrNo: true,
    customValues: [],
    source: 'site-form-mod-rsvp',
  },
  {
    _id: 'r2',
    site: 's1',
    registered: { ip: null, date: '2027-04-02T18:00:00.000Z' },
    customValues: [
      { id: 'tfName', label: 'Namn', value: 'Per Ek', type: 'TextField' },
      { id: 'tfAllergy', label: 'Allergier', value: 'Nötter', type: 'TextField' },
    ],
    source: 'site-form-mod-rsvp',
  },
]

describe('the legacy owner pages', () => {
  it('the editor of a legacy site previews the upgrade and saves the receivers, at most 6', async () => {
    const saved: unknown[] = []
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 200, body: legacySite() }),
      'PUT /api/sites/s1': (body) => {
        saved.push(body)
        return { status: 200, body: legacySite({ revision: 4 }) }
      },
      'GET /api/sites/s1/upgrade/preview': () => ({ status: 200, body: { site: upgradePreview() } }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1')
    expect(
      await screen.findByRole('heading', { name: 'Sidan är gjord i den äldre redigeraren' }, slow),
    ).toBeTruthy()
    expect(screen.getByRole('row', { name: /OSA OSA OSA OSA/ })).toBeTruthy()
    expect(screen.getByRole('row', { name: /Anmälan av tal Tal Formulär Tal/ })).toBeTruthy()
    expect(screen.getByRole('row', { name: /Utkast.*dold/ })).toBeTruthy()

    // The result itself: the V2 page drawn from the site the server would store, inert, in a frame
    // the keyboard can scroll.
    const page = await screen.findByRole('region', { name: 'Så här ser sidan ut efter uppgraderingen' }, slow)
    expect(page.tabIndex).toBe(0)
    expect(await within(page).findByText('Välkomna på bröllop!', {}, slow)).toBeTruthy()
    expect(within(page).getByText('Visa önskelista')).toBeTruthy()
    expect(page.querySelector('[data-module-type="Rsvp"]')).not.toBeNull()
    expect(page.querySelector('#osa')).not.toBeNull()
    expect(within(page).queryByText('Hemlig text')).toBeNull()
    expect(page.querySelector('[inert]')).not.toBeNull()

    const rsvp = screen.getByRole('group', { name: 'Mottagare av OSA' })
    expect(within(rsvp).getByLabelText('E-postadress 1')).toHaveProperty('required', true)
    const user = userEvent.setup()
    for (let i = 0; i < 4; i += 1)
      await user.click(within(rsvp).getByRole('button', { name: 'Lägg till mottagare' }))
    expect(within(rsvp).queryByRole('button', { name: 'Lägg till mottagare' })).toBeNull()
    await user.type(within(rsvp).getByLabelText('E-postadress 3'), ' tredje@example.se ')
    await user.click(screen.getByRole('button', { name: 'Spara mottagare' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      revision: 3,
      mailReceivers: {
        rsvp: ['anna@example.se', 'johan@example.se', 'tredje@example.se'],
        speech: ['toastmaster@example.se'],
      },
    })
    expect(await screen.findByText('Mottagarna är sparade.')).toBeTruthy()
  })

  it('the module settings: max persons and the conditional display, the countdown format alert', async () => {
    const saved = stubSiteSaves()
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {})
    renderApp('/redigera/s1')
    const user = userEvent.setup()
    const rsvp = await screen.findByRole('form', { name: 'OSA: OSA' }, slow)
    await user.selectOptions(within(rsvp).getByLabelText('Högst antal personer per svar'), '2')
    await user.selectOptions(within(rsvp).getByLabelText('Svar'), 'Nej')
    await user.click(within(rsvp).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const props = saved[0]?.modules.find((m) => m._id === 'mod-rsvp')?.properties ?? []
    expect(props).toContainEqual({ key: 'maxNumberOfPersons', value: 2 })
    expect(props).toContainEqual({
      key: 'conditionShowTextFieldsBelow',
      value: { question: 'rgComing', answer: 'Nej' },
    })

    // The form editor: a blanked label comes back, new questions get the legacy defaults.
    const speech = screen.getByRole('form', { name: 'Anmälan av tal: Tal' })
    const label = within(speech).getByLabelText('Fält 1')
    await user.clear(label)
    await user.tab()
    expect(label).toHaveProperty('value', 'Ditt namn')
    await user.click(within(speech).getByRole('button', { name: 'Lägg till textfält' }))
    expect(within(speech).getByLabelText('Fält 3')).toHaveProperty('value', 'Text som beskriver fältet')
    // Each row's remove button is named by its label; a question keeps at least one answer.
    await user.click(within(speech).getByRole('button', { name: 'Ta bort Vad handlar talet om?' }))
    await user.click(within(speech).getAllByRole('checkbox', { name: 'Obligatoriskt' })[1] as HTMLElement)
    const firstOf = (name: string) => within(rsvp).getAllByRole('button', { name })[0] as HTMLElement
    expect(firstOf('Ta bort Ja')).toHaveProperty('disabled', false)
    await user.click(firstOf('Ta bort Nej'))
    expect(firstOf('Ta bort Ja')).toHaveProperty('disabled', true)
    await user.click(
      within(rsvp).getAllByRole('button', { name: 'Lägg till fråga med svarsalternativ' })[0] as HTMLElement,
    )
    const added = within(rsvp).getAllByDisplayValue('En fråga att svara på?')
    expect(added).toHaveLength(1)
    await user.click(within(speech).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(saved).toHaveLength(2))
    const fields = saved[1]?.modules
      .find((m) => m._id === 'mod-speech')
      ?.properties.find((p) => p.key === 'customTextFields')
    expect(fields?.value).toMatchObject([
      { id: 'spName', label: 'Ditt namn' },
      { label: 'Text som beskriver fältet', mandatory: true },
    ])

    const countdown = screen.getByRole('form', { name: 'Nedräkning: Nedräkning' })
    const date = within(countdown).getByLabelText('Datum och tid (åååå-mm-dd hh:mm)')
    await user.clear(date)
    await user.type(date, '14/6 2027')
    await user.click(within(countdown).getByRole('button', { name: 'Spara' }))
    expect(alert).toHaveBeenCalledWith(
      'Datum måste anges i formatet åååå-mm-dd och tid i formatet hh:mm, tex. 2020-01-01 och 15:00.',
    )
    expect(saved).toHaveLength(2)
    await user.clear(date)
    await user.type(date, '2027-06-14 16:30')
    await user.click(within(countdown).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(saved).toHaveLength(3))
    alert.mockRestore()
  })

  it('the map settings: place, zoom, theme and marker colour, previewed by the legacy map call', async () => {
    const saved = stubSiteSaves()
    renderApp('/redigera/s1')
    const user = userEvent.setup()
    const map = await screen.findByRole('form', { name: 'Plats/tidpunkt: Plats' }, slow)
    expect(within(map).getByRole('img').getAttribute('src')).toBe(
      '/api/sites/s1/maps/Sigtuna%20kyrka/14/SILVER/1a73e8/?preventCache=true',
    )
    await user.selectOptions(within(map).getByLabelText('Karttema'), 'Natt')
    await user.click(within(map).getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    const location = saved[0]?.modules
      .find((m) => m._id === 'mod-location')
      ?.properties.find((p) => p.key === 'location')
    expect(location?.value).toEqual({
      location: 'Sigtuna kyrka',
      zoom: 14,
      markerColor: '#1a73e8',
      mapTheme: 'NIGHT',
    })
  })

  it('the legacy responses list the persons and delete one after the confirmation', async () => {
    const deleted: string[] = []
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 200, body: legacySite() }),
      'GET /api/rsvps/s1': () => ({
        status: 200,
        body: { data: RECORDS.filter((r) => !deleted.includes(r._id)) },
      }),
      'DELETE /api/rsvps/s1/r1': () => {
        deleted.push('r1')
        return { status: 200, body: { ok: true } }
      },
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    renderApp('/redigera/s1/visa-osa')
    const table = await screen.findByRole('table', {}, slow)
    expect(within(table).getByRole('cell', { name: 'Per Ek' })).toBeTruthy()
    expect(within(table).getByRole('cell', { name: 'Nötter' })).toBeTruthy()
    expect(within(table).getByRole('columnheader', { name: 'Förnamn' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ladda ner osa.xlsx' }).getAttribute('href')).toBe(
      '/api/rsvps/s1/v4/export?lang=sv',
    )
    const user = userEvent.setup()
    await user.click(
      within(screen.getByRole('row', { name: /Eva/ })).getByRole('button', { name: 'Ta bort' }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText(
        'Är du säker på att du vill ta bort anmälan från Eva Lind? Åtgärden går inte att ångra och innehållet försvinner permanent.',
      ),
    ).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }))
    await waitFor(() => expect(screen.queryByRole('row', { name: /Eva/ })).toBeNull())
    expect(deleted).toEqual(['r1'])
  })
})
