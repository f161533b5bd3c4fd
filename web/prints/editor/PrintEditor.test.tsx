// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_COLOR_SCHEME } from '#domain/design/hsla-css.ts'
import type { Print, PrintContentItem } from '#domain/prints/print.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi, testMe } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const SITE_HOST = 'anna-och-erik.brollopssida.se'

function site(overrides: Partial<SiteV2> = {}): Partial<SiteV2> {
  return {
    _id: 's1',
    host: SITE_HOST,
    theme: 'theme9',
    siteVersion: 2,
    fonts: { heading: 'Great Vibes', text: 'Lato' },
    colorScheme: DEFAULT_COLOR_SCHEME,
    siteGraphic: null,
    eventLogo: null,
    wizardData: { name1: 'Anna', name2: 'Erik', dateStart: '2027-06-12T15:00', location: 'Ulriksdal' },
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [],
    ...overrides,
  }
}

function print(qrUrl = `https://${SITE_HOST}/`): Print {
  const content: PrintContentItem[] = [
    { id: 't1', page: 1, position: 'welcomeText', contentType: 'text', properties: { text: 'Välkomna' } },
    { id: 't2', page: 1, position: 'names', contentType: 'text', properties: { text: 'Anna & Erik' } },
    {
      id: 't3',
      page: 1,
      position: 'dateAndLocationLong',
      contentType: 'text',
      properties: { text: '12 juni' },
    },
    { id: 't4', page: 1, position: 'websiteInfo', contentType: 'text', properties: { text: 'Läs mer' } },
    { id: 't5', page: 2, position: 'textAtQR', contentType: 'text', properties: { text: 'Skanna' } },
    { id: 'q1', page: 2, position: 'qr', contentType: 'qr', properties: { url: qrUrl, hidden: false } },
  ]
  return {
    _id: 'p1',
    site: 's1',
    layout: 'GENESIS',
    content,
    siteGraphic: null,
    colorScheme: {
      background: DEFAULT_COLOR_SCHEME.background,
      onBackground: DEFAULT_COLOR_SCHEME.onBackground,
    },
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    trim: 'none',
    eventLogo: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }
}

const saveState = () => document.getElementById('print-save-state')?.textContent

/** Types in a card text as the browser's contenteditable would. */
function typeInto(name: string, text: string) {
  const box = screen.getByRole('textbox', { name })
  box.textContent = text
  fireEvent.input(box)
}

async function openSaved(saved: Print = print(), more: Parameters<typeof stubApi>[0] = {}) {
  const calls = stubApi({
    'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
    'GET /api/sites/s1': () => ({ status: 200, body: site() }),
    'GET /api/prints/p1': () => ({ status: 200, body: saved }),
    ...more,
  })
  const view = renderApp('/redigera/s1/inbjudningar/p1')
  await screen.findByRole('toolbar', { name: 'Åtgärder för inbjudningskortet' }, { timeout: 10_000 })
  return { ...view, calls }
}

describe('the print editor', () => {
  it('opens a saved card clean, is dirty after a text change with a line break, and clean again after Spara', async () => {
    const { calls } = await openSaved(print(), {
      'PUT /api/prints/p1': (body) => ({ status: 200, body: { ...print(), ...(body as object) } }),
    })
    expect(saveState()).toBe('Allt är sparat')
    expect(screen.getByRole('region', { name: 'Framsida av inbjudningskortet' })).toBeTruthy()
    typeInto('Namn', 'Anna\n&\nErik')
    expect(saveState()).toBe('Osparade ändringar')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(saveState()).toBe('Allt är sparat'))
    const put = calls.find((c) => c.method === 'PUT')
    const names = (put?.body as Print | undefined)?.content.find((c) => c.position === 'names')
    expect(names).toMatchObject({ properties: { text: 'Anna\n&\nErik' } })
    // Typing the saved text back is clean; anything else is dirty again.
    typeInto('Namn', 'Anna & Erik')
    expect(saveState()).toBe('Osparade ändringar')
    typeInto('Namn', 'Anna\n&\nErik')
    expect(saveState()).toBe('Allt är sparat')
  })

  it("shows the spec's message when the save fails, and stays dirty", async () => {
    await openSaved(print(), {
      'PUT /api/prints/p1': () => ({
        status: 500,
        body: errorResponse('Något gick fel.', 'Something failed'),
      }),
    })
    typeInto('Välkomsttext', 'Hej')
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    expect(await screen.findByText('Misslyckades att uppdatera tryck')).toBeTruthy()
    expect(screen.getByText('Något gick fel.')).toBeTruthy()
    expect(saveState()).toBe('Osparade ändringar')
  })

  it('asks before ordering with unsaved changes, then warns naming both addresses when the QR leads elsewhere', async () => {
    const { router } = await openSaved(print('https://annat.se/'))
    typeInto('Välkomsttext', 'Hej')
    await userEvent.click(screen.getByRole('button', { name: 'Beställ' }))
    const dirty = await screen.findByRole('dialog', { name: 'Osparade ändringar' })
    await userEvent.click(within(dirty).getByRole('button', { name: 'Fortsätt utan att spara' }))
    const warning = await screen.findByRole('dialog', { name: 'Kontrollera QR-koden' })
    expect(warning.textContent).toContain(
      `QR-koden på kortet leder till https://annat.se/, men bröllopssidans adress är ${SITE_HOST}.`,
    )
    // Cancel goes to the QR code's page, in edit mode.
    await userEvent.click(within(warning).getByRole('button', { name: 'Avbryt och visa QR-koden' }))
    expect(screen.queryByRole('dialog', { name: 'Kontrollera QR-koden' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Baksida' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'Ändra adress' })).toBeTruthy()
    // Continue goes on to Kassa, without the leave question.
    await userEvent.click(screen.getByRole('button', { name: 'Beställ' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt utan att spara' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt ändå' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/s1/inbjudningar/p1/bestall'))
  })

  it('warns about a missing QR address and orders a clean card with the right address at once', async () => {
    const { router } = await openSaved(print(''))
    await userEvent.click(screen.getByRole('button', { name: 'Beställ' }))
    const warning = await screen.findByRole('dialog', { name: 'Kontrollera QR-koden' })
    expect(warning.textContent).toContain(
      `QR-koden på kortet har ingen adress. Bröllopssidans adress är ${SITE_HOST}.`,
    )
    await userEvent.click(within(warning).getByRole('button', { name: 'Avbryt och visa QR-koden' }))
    // Giving the QR code the site's address clears the warning.
    await userEvent.click(screen.getByRole('button', { name: 'Ändra adress' }))
    const dialog = await screen.findByRole('dialog', { name: 'QR-kodens adress' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klar' }))
    expect(within(dialog).getByText('Ange en adress.')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: `Använd sidans adress (${SITE_HOST})` }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Klar' }))
    expect(saveState()).toBe('Osparade ändringar')
    await userEvent.click(screen.getByRole('button', { name: 'Beställ' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Fortsätt utan att spara' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/s1/inbjudningar/p1/bestall'))
  })

  it('hides the QR code and offers to add it back in edit mode only', async () => {
    await openSaved()
    await userEvent.click(screen.getByRole('button', { name: 'Baksida' }))
    await userEvent.click(screen.getByRole('button', { name: 'Dölj QR-kod' }))
    expect(screen.queryByRole('img', { name: 'QR-kod till bröllopssidan' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Lägg till QR-kod' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Granska' }))
    expect(screen.queryByRole('button', { name: 'Lägg till QR-kod' })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Redigera' }))
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till QR-kod' }))
    expect(screen.getByRole('img', { name: 'QR-kod till bröllopssidan' }).getAttribute('src')).toBe(
      `/api/qr/${encodeURIComponent(`https://${SITE_HOST}/`)}?darkColor=222a26&lightColor=faf8f5`,
    )
    expect(saveState()).toBe('Allt är sparat')
  })

  it('has the Design tabs, matches the fonts with the site and switches the layout keeping the names', async () => {
    await openSaved()
    await userEvent.click(screen.getByRole('button', { name: 'Design' }))
    const drawer = await screen.findByRole('dialog', { name: 'Design' })
    expect(
      within(drawer)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Layout', 'Grafik', 'Typsnitt', 'Färger', 'Logga'])
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Typsnitt' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Matcha med bröllopssida' }))
    expect(within(drawer).queryByRole('button', { name: 'Matcha med bröllopssida' })).toBeNull()
    expect(within(drawer).getByText('Som på bröllopssidan.')).toBeTruthy()
    expect((within(drawer).getByRole('radio', { name: 'Great Vibes' }) as HTMLInputElement).checked).toBe(
      true,
    )
    // The colours already match the site: no button there.
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Färger' }))
    expect(within(drawer).queryByRole('button', { name: 'Matcha med bröllopssida' })).toBeNull()
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Layout' }))
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Foto' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Design' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Framsida av inbjudningskortet' }).dataset.layout).toBe(
      'PHOTO_CLEAN',
    )
    expect(screen.getByRole('textbox', { name: 'Namn' }).textContent).toBe('Anna & Erik')
    expect(screen.getByRole('textbox', { name: 'Rubrik' }).textContent).toBe('Vi gifter oss!')
    expect(saveState()).toBe('Osparade ändringar')
  })

  it('chooses a graphic and a logo among the pictured choices, and matches the graphic with the site again', async () => {
    await openSaved()
    await userEvent.click(screen.getByRole('button', { name: 'Design' }))
    const drawer = await screen.findByRole('dialog', { name: 'Design' })
    const checked = (name: string) =>
      (within(drawer).getByRole('radio', { name }) as HTMLInputElement).checked
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Grafik' }))
    expect(checked('Ingen grafik')).toBe(true)
    expect(within(drawer).queryByRole('button', { name: 'Matcha med bröllopssida' })).toBeNull()
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Eukalyptus' }))
    expect(checked('Eukalyptus')).toBe(true)
    expect(checked('Ingen grafik')).toBe(false)
    await userEvent.click(within(drawer).getByRole('button', { name: 'Matcha med bröllopssida' }))
    expect(checked('Ingen grafik')).toBe(true)
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Logga' }))
    expect(checked('Ingen logga')).toBe(true)
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Handritat hjärta' }))
    expect(checked('Handritat hjärta')).toBe(true)
    expect(checked('Ingen logga')).toBe(false)
    expect(within(drawer).getByRole('button', { name: 'Matcha med bröllopssida' })).toBeTruthy()
    expect(saveState()).toBe('Osparade ändringar')
  })

  it('has no logo tab on a site that is not version 2', async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 200, body: { ...site(), siteVersion: 1 } }),
      'GET /api/prints/p1': () => ({ status: 200, body: print() }),
    })
    renderApp('/redigera/s1/inbjudningar/p1')
    await userEvent.click(await screen.findByRole('button', { name: 'Design' }, { timeout: 10_000 }))
    const drawer = await screen.findByRole('dialog', { name: 'Design' })
    expect(within(drawer).queryByRole('tab', { name: 'Logga' })).toBeNull()
  })

  it('starts a new card from a theme9 site on the gradient layout and opens it saved after Spara', async () => {
    const calls = stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 200, body: site() }),
      'POST /api/prints/': () => ({ status: 201, body: { id: 'p9' } }),
      'GET /api/prints/p9': () => ({ status: 200, body: { ...print(), _id: 'p9' } }),
    })
    const { router } = renderApp('/redigera/s1/inbjudningar/nytt')
    await screen.findByRole('toolbar', { name: 'Åtgärder för inbjudningskortet' }, { timeout: 10_000 })
    expect(screen.getByRole('heading', { name: 'Nytt inbjudningskort' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Framsida av inbjudningskortet' }).dataset.layout).toBe(
      'TEXT_ON_PHOTO_GRADIENT',
    )
    expect(saveState()).toBe('Inte sparat än')
    expect((screen.getByRole('button', { name: 'Beställ' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/redigera/s1/inbjudningar/p9'))
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/prints/')
    expect(post?.body).toMatchObject({ site: 's1', layout: 'TEXT_ON_PHOTO_GRADIENT', fonts: site().fonts })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Inbjudningskort' })).toBeTruthy()
  })

  it("shows the spec's message when the print cannot be loaded", async () => {
    stubApi({
      'GET /api/accounts/me/': () => ({ status: 200, body: testMe }),
      'GET /api/sites/s1': () => ({ status: 200, body: site() }),
      'GET /api/prints/p1': () => ({ status: 500, body: errorResponse('Serverfel.', 'Server error') }),
    })
    renderApp('/redigera/s1/inbjudningar/p1')
    expect(await screen.findByText('Misslyckades att hämta tryck', {}, { timeout: 10_000 })).toBeTruthy()
  })
  it('shows the print render error with the contact mail when the card cannot be drawn, and logs it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = print()
    // A stored photo without its file list: the card cannot draw it.
    broken.content.push({
      id: 'i1',
      page: 1,
      position: 'primaryImage',
      contentType: 'image',
      properties: null,
    } as unknown as PrintContentItem)
    const { calls } = await openSaved(broken, {
      'POST /api/logs/': () => ({ status: 201, body: { ok: true } }),
    })
    expect(
      await screen.findByText(
        'Ett oväntat fel uppstod i den här tryckprodukten. Felet har loggats. Spara dina senaste ändringar och ladda om sidan. Om inte det hjälper, kontakta oss på hej@brollopssida.se.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(calls.some((c) => c.path === '/api/logs/')).toBe(true))
    // The rest of the editor stays: the owner can still save.
    expect(screen.getByRole('button', { name: 'Spara' })).toBeTruthy()
  })
  it('asks before leaving a dirty card for another page, and stays when told to', async () => {
    const { router } = await openSaved()
    typeInto('Namn', 'Anna och Erik')
    await userEvent.click(screen.getByRole('link', { name: 'Till inbjudningarna' }))
    const leave = await screen.findByRole('dialog', { name: 'Osparade ändringar' })
    expect(leave.textContent).toContain(
      'Du har gjort ändringar du inte har sparat, är du säker på att du vill lämna?',
    )
    await userEvent.click(within(leave).getByRole('button', { name: 'Stanna kvar' }))
    expect(router.state.location.pathname).toBe('/redigera/s1/inbjudningar/p1')
    expect(screen.getByRole('textbox', { name: 'Namn' }).textContent).toBe('Anna och Erik')
  })

  it("previews one household's card: its name on the back and a QR code of its personal link", async () => {
    await openSaved(print(), {
      'GET /api/sites/s1/households': () => ({
        status: 200,
        body: {
          households: [{ _id: 'h1', name: 'Familjen Berg', code: 'bergkod', members: [], answers: [] }],
          requireCode: false,
        },
      }),
    })
    const toggle = await screen.findByRole('checkbox', { name: 'Förhandsgranska ett kort per hushåll' })
    await userEvent.click(toggle)
    const back = screen.getByRole('region', { name: 'Kortets baksida för Familjen Berg' })
    expect(within(back).getByText('Familjen Berg')).toBeTruthy()
    const qr = within(back).getByRole('img', { name: /QR/ }) as HTMLImageElement
    const link = `https://${SITE_HOST}/?inbjudan=bergkod`
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain(`/api/qr/${link}?`)
    expect(screen.getByText(/Så ser baksidan ut för Familjen Berg/)).toBeTruthy()
    // The card being edited is back when the preview is turned off.
    await userEvent.click(toggle)
    expect(screen.getByRole('region', { name: 'Framsida av inbjudningskortet' })).toBeTruthy()
  })
})
