// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubOwnerApi, testSite } from '#web/app/test-app.tsx'

resetAppBetweenTests()

beforeEach(() => {
  // jsdom has no CSS.escape; the editor uses it to find a moved module.
  globalThis.CSS ??= { escape: (s: string) => s } as unknown as typeof CSS
})

const site = (revision = 3): SiteV2 =>
  testSite({
    revision,
    siteModules: [
      { id: 'a', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'Första' } },
      { id: 'b', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'Andra' } },
      { id: 'c', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'Tredje' } },
    ],
  }) as SiteV2

const order = () =>
  Array.from(document.querySelectorAll('[data-module-id]')).map((el) => el.getAttribute('data-module-id'))
const bar = (type: string, n: number) =>
  screen.getAllByRole('toolbar', { name: `Åtgärder för ${type}` })[n] as HTMLElement

async function openEditor(handlers: Parameters<typeof stubOwnerApi>[1] = {}) {
  const calls = stubOwnerApi(site(), handlers)
  const view = renderApp('/redigera/s1')
  await screen.findByRole('toolbar', { name: 'Redigera sidan' }, { timeout: 10_000 })
  return { calls, ...view }
}

/**
 * The editor opened on revision 3 while another save (`theirs`, revision 7) lands before this one:
 * the first save is refused 409, a save on top of theirs goes through. Every PUT body is kept.
 */
async function openBeforeTheirSave(theirs: SiteV2) {
  const puts: SiteV2[] = []
  let current = site()
  const { calls } = await openEditor({
    'GET /api/sites/s1': () => ({ status: 200, body: current }),
    'PUT /api/sites/V2/s1': (body) => {
      const sent = (body as { site: SiteV2 }).site
      puts.push(sent)
      if (sent.revision !== 7)
        return {
          status: 409,
          body: errorResponse('Sidan har ändrats någon annanstans.', 'Changed elsewhere'),
        }
      return { status: 200, body: { site: { ...sent, revision: 8 } } }
    },
  })
  current = theirs
  return { puts, calls }
}

describe('the editor', () => {
  it('moves, hides and deletes modules, dirty until saved, and saves the whole site', async () => {
    const user = userEvent.setup()
    const saved = vi.fn((body: unknown) => ({
      status: 200,
      body: { site: { ...(body as { site: SiteV2 }).site, revision: 4 } },
    }))
    const { calls } = await openEditor({ 'PUT /api/sites/V2/s1': saved })
    expect(screen.getByText('Alla ändringar är sparade')).toBeTruthy()

    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Flytta ner' }))
    expect(order()).toEqual(['b', 'a', 'c'])
    expect(screen.getByText('Osparade ändringar')).toBeTruthy()

    await user.click(within(bar('Text', 2)).getByRole('button', { name: 'Dölj' }))
    expect(screen.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeTruthy()

    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Ta bort' }))
    const confirm = await screen.findByRole('dialog', { name: 'Ta bort modulen?' })
    expect(confirm.textContent).toContain('Borttagningen går inte att ångra.')
    await user.click(within(confirm).getByRole('button', { name: 'Ta bort permanent' }))
    expect(order()).toEqual(['a', 'c'])

    await user.click(screen.getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(screen.getByText('Alla ändringar är sparade')).toBeTruthy())
    const put = calls.find((c) => c.method === 'PUT')?.body as { site: SiteV2 }
    expect(put.site.revision).toBe(3)
    expect(put.site.siteModules.map((m) => [m.id, m.hide])).toEqual([
      ['a', false],
      ['c', true],
    ])
  })

  it('merges a stale save with the other save when they changed different modules, and says what came in', async () => {
    const user = userEvent.setup()
    const theirs = site(7)
    theirs.siteModules = theirs.siteModules.map((m) =>
      m.id === 'c' ? { ...m, title: { sv: 'Tredje ändrad' } } : m,
    )
    const { puts, calls } = await openBeforeTheirSave(theirs)
    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Dölj' }))
    await user.click(screen.getByRole('button', { name: 'Spara' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sidan har ändrats på annat håll' })
    expect(dialog.textContent).toContain('båda sparningarnas ändringar har slagits ihop och sparats')
    expect(within(dialog).getByRole('listitem').textContent).toBe('Text ”Tredje ändrad”: ändrad')
    await waitFor(() => expect(screen.getByText('Alla ändringar är sparade')).toBeTruthy())
    const merged = puts.at(-1) as SiteV2
    expect(
      merged.siteModules.map((m) => [m.id, m.hide, (m as { title?: { sv: string } }).title?.sv]),
    ).toEqual([
      ['a', true, 'Första'],
      ['b', false, 'Andra'],
      ['c', false, 'Tredje ändrad'],
    ])
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2)
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lets the owner choose per module when both saves changed the same one, saying what is overwritten', async () => {
    const user = userEvent.setup()
    const theirs = site(7)
    theirs.siteModules = theirs.siteModules.map((m) => (m.id === 'a' ? { ...m, title: { sv: 'Deras' } } : m))
    const { puts } = await openBeforeTheirSave(theirs)
    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Dölj' }))
    await user.click(screen.getByRole('button', { name: 'Spara' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sidan har ändrats på annat håll' })
    expect(screen.getByText('Osparade ändringar')).toBeTruthy()
    const group = within(dialog).getByRole('group', { name: 'Text ”Deras”' })
    expect(group.textContent).toContain('Den andra sparningen ändrade den.')
    expect(group.textContent).toContain('Den andra sparningens ändringar i Text ”Deras” skrivs över.')
    const saveChoices = within(dialog).getByRole('button', {
      name: 'Spara med mina val',
    }) as HTMLButtonElement
    expect(saveChoices.disabled).toBe(true)
    await user.click(within(group).getByRole('radio', { name: /Behåll min version/ }))
    await user.click(saveChoices)
    await waitFor(() => expect(screen.getByText('Alla ändringar är sparade')).toBeTruthy())
    const saved = puts.at(-1) as SiteV2
    expect(saved.revision).toBe(7)
    expect(saved.siteModules[0]).toMatchObject({ id: 'a', hide: true, title: { sv: 'Första' } })
  })

  it('shows other save failures with the server message and logs them', async () => {
    const user = userEvent.setup()
    const { calls } = await openEditor({
      'PUT /api/sites/V2/s1': () => ({
        status: 400,
        body: errorResponse('Ogiltig sida: siteModules', 'Bad site'),
      }),
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Dölj' }))
    await user.click(screen.getByRole('button', { name: 'Spara' }))
    const dialog = await screen.findByRole('dialog', { name: 'Fel' })
    expect(dialog.textContent).toContain('Ogiltig sida: siteModules')
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/logs/')).toHaveLength(1))
    expect(screen.getByText('Osparade ändringar')).toBeTruthy()
  })

  it('asks before leaving with unsaved changes, in the app and in the browser', async () => {
    const user = userEvent.setup()
    const { router } = await openEditor()
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true })
      window.dispatchEvent(event)
      return event.defaultPrevented
    }
    expect(unload()).toBe(false)
    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Dölj' }))
    expect(unload()).toBe(true)

    void router.navigate('/redigera/s1/visa-osa/')
    const dialog = await screen.findByRole('dialog', { name: 'Osparade ändringar' })
    expect(dialog.textContent).toContain(
      'Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }))
    expect(router.state.location.pathname).toBe('/redigera/s1')

    void router.navigate('/redigera/s1/visa-osa/')
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Osparade ändringar' })).getByRole('button', {
        name: 'Lämna sidan',
      }),
    )
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/s1/visa-osa/'))
  })

  it('asks before logging out or following the brand link with unsaved changes, and keeps the changes on Stanna kvar', async () => {
    const user = userEvent.setup()
    const { calls } = await openEditor({
      'POST /api/accounts/logout/': () => ({ status: 200, body: { ok: true } }),
    })
    await user.click(within(bar('Text', 0)).getByRole('button', { name: 'Dölj' }))
    await user.click(await screen.findByRole('button', { name: 'Logga ut' }))
    const dialog = await screen.findByRole('dialog', { name: 'Osparade ändringar' })
    expect(dialog.textContent).toContain('Du har gjort ändringar du inte har sparat')
    await user.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }))
    expect(calls.some((c) => c.path === '/api/accounts/logout/')).toBe(false)
    expect(screen.getByText('Osparade ändringar')).toBeTruthy()
    expect(screen.getByText('Den här modulen är dold och visas inte för gästerna.')).toBeTruthy()

    const brand = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.endsWith('/')) as HTMLElement
    fireEvent.click(brand)
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Osparade ändringar' })).getByRole('button', {
        name: 'Stanna kvar',
      }),
    )

    await user.click(screen.getByRole('button', { name: 'Logga ut' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Osparade ändringar' })).getByRole('button', {
        name: 'Logga ut ändå',
      }),
    )
    await waitFor(() => expect(calls.some((c) => c.path === '/api/accounts/logout/')).toBe(true))
  })

  it('has one main landmark and lists the texts a further site language lacks, without marking errors', async () => {
    const user = userEvent.setup()
    const twoLanguages = { ...site(), availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] }
    twoLanguages.siteModules = twoLanguages.siteModules.map((m) =>
      m.id === 'a' ? { ...m, title: { sv: 'Första', en: 'First' } } : m,
    )
    await openEditor({ 'GET /api/sites/s1': () => ({ status: 200, body: twoLanguages }) })
    expect(screen.getAllByRole('main')).toHaveLength(1)
    const list = screen.getByRole('list', { name: 'Texter som saknas i ett språk' })
    const note = within(list).getByRole('button', { name: '2 texter saknar engelska' })
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
    await user.click(note)
    expect((screen.getByRole('radio', { name: 'Engelska' }) as HTMLInputElement).checked).toBe(true)
    // It takes the owner to the first text English lacks (the second module's title), focused.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-text-target')).toBe('b/title'))
  })

  it('edits a title in place in the editing language', async () => {
    const { calls } = await openEditor({
      'PUT /api/sites/V2/s1': (body) => ({ status: 200, body: body as object }),
    })
    const titles = screen.getAllByRole('textbox', { name: 'Titel' })
    const first = titles[0] as HTMLElement
    first.textContent = 'Välkomna'
    fireEvent.input(first)
    expect(screen.getByText('Osparade ändringar')).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = calls.find((c) => c.method === 'PUT')?.body as { site: SiteV2 }
    expect(put.site.siteModules[0]).toMatchObject({ title: { sv: 'Välkomna' } })
  })

  it('says what a module still lacks and opens its settings from there', async () => {
    const user = userEvent.setup()
    const withVideo = {
      ...site(),
      siteModules: [
        { id: 'v', siteModuleType: 'Video', hide: false, hideInMenu: false, title: { sv: 'Film' } },
      ],
    }
    await openEditor({ 'GET /api/sites/s1': () => ({ status: 200, body: withVideo }) })
    expect(screen.getByText('Lägg till adressen till ett YouTube-klipp så visas det här.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Öppna inställningar' }))
    expect(await screen.findByRole('dialog', { name: /YouTube/ }, { timeout: 10_000 })).toBeTruthy()
  })
})
