// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { EditorStore, EditorStoreProvider } from '#web/editor/store.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { makeLocation } from '../test-modules.ts'
import LocationPopup, { COLOR_DEBOUNCE_MS, LOCATION_DEBOUNCE_MS } from './Popup.tsx'

vi.mock('#web/app/log.ts', () => ({ logError: vi.fn(async () => undefined) }))

const SAVED_MAP = {
  path: '/media/u/s1',
  fileName: 'aaaaaaaaaaaaaaaaaaaaaaaa-640.jpg',
  temporary: false,
  sizes: [
    { fileName: 'aaaaaaaaaaaaaaaaaaaaaaaa-640.jpg', size: 640 },
    { fileName: 'aaaaaaaaaaaaaaaaaaaaaaaa-420.jpg', size: 420 },
  ],
  width: 640,
  height: 640,
  isDemoImage: true,
}

function siteWith(module: ModuleOf<'Location'>, overrides: Partial<SiteV2> = {}): SiteV2 {
  return {
    _id: 's1',
    quickStart: false,
    revision: 1,
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [module],
    ...overrides,
  } as unknown as SiteV2
}

function renderPopup(module: ModuleOf<'Location'> = makeLocation(), overrides: Partial<SiteV2> = {}) {
  const store = new EditorStore(siteWith(module, overrides))
  const onOpenChange = vi.fn()
  const view = render(
    <I18nextProvider i18n={createI18n('sv')}>
      <EditorStoreProvider value={store}>
        <LocationPopup module={module} open onOpenChange={onOpenChange} />
      </EditorStoreProvider>
    </I18nextProvider>,
  )
  const storedMap = () => {
    const m = store.get().site.siteModules[0]
    return m?.siteModuleType === 'Location' ? m.map : undefined
  }
  return { ...view, store, onOpenChange, storedMap }
}

const preview = () => screen.queryByRole('img', { name: /Förhandsvisning av kartan/ })
const locationField = () => screen.getByRole('textbox', { name: 'Plats eller adress' })

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { map: SAVED_MAP }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

describe('LocationPopup', () => {
  test('opens with the module’s settings and previews them at once', () => {
    renderPopup()
    expect(screen.getByRole('dialog', { name: 'Karta' })).toBeTruthy()
    expect(locationField()).toHaveProperty('value', 'Storkyrkan, Stockholm')
    expect(screen.getByRole('combobox', { name: 'Utseende' })).toHaveProperty('value', 'NORMAL')
    expect(screen.getByRole('slider', { name: /Zoom/ })).toHaveProperty('value', '12')
    expect(screen.getByRole('textbox', { name: 'Markörens färg' })).toHaveProperty('value', '#ea4335')
    expect(preview()?.getAttribute('src')).toBe(
      '/api/sites/s1/maps/preview/Storkyrkan%2C%20Stockholm/12/NORMAL/ea4335/',
    )
    const themes = screen.getAllByRole('option').map((o) => o.textContent)
    expect(themes).toEqual(['Standard', 'Silver', 'Retro', 'Mörk', 'Natt'])
  })

  test('a new module starts at zoom 12, the standard theme and marker #ea4335, with no preview', () => {
    renderPopup(makeLocation({ map: null }))
    expect(screen.getByRole('slider', { name: /Zoom/ })).toHaveProperty('value', '12')
    expect(screen.getByRole('slider', { name: /Zoom/ }).getAttribute('min')).toBe('6')
    expect(screen.getByRole('slider', { name: /Zoom/ }).getAttribute('max')).toBe('18')
    expect(screen.getByRole('combobox', { name: 'Utseende' })).toHaveProperty('value', 'NORMAL')
    expect(screen.getByRole('textbox', { name: 'Markörens färg' })).toHaveProperty('value', '#ea4335')
    expect(preview()).toBeNull()
    expect(screen.getByText('Skriv en plats så visas kartan här.')).toBeTruthy()
  })

  test('typing changes the preview once, 800 ms after the last key', () => {
    vi.useFakeTimers()
    renderPopup()
    const img = preview() as HTMLImageElement
    const seen: string[] = []
    const observer = new MutationObserver(() => seen.push(img.getAttribute('src') ?? ''))
    observer.observe(img, { attributes: true, attributeFilter: ['src'] })

    for (const typed of ['N', 'Ny', 'Nyh', 'Nyhavn', 'Nyhavn 1', 'Nyhavn 17']) {
      fireEvent.change(locationField(), { target: { value: typed } })
      act(() => vi.advanceTimersByTime(500))
    }
    act(() => vi.advanceTimersByTime(LOCATION_DEBOUNCE_MS - 500 - 1))
    expect(img.getAttribute('src')).toContain('/Storkyrkan%2C%20Stockholm/')
    act(() => vi.advanceTimersByTime(1))
    expect(img.getAttribute('src')).toBe('/api/sites/s1/maps/preview/Nyhavn%2017/12/NORMAL/ea4335/')
    act(() => vi.advanceTimersByTime(5000))
    // Records not yet handed to the callback are still queued on the observer.
    const changes = seen.length + observer.takeRecords().length
    observer.disconnect()
    expect(changes).toBe(1)
  })

  test('theme and zoom refresh the preview at once; a typed colour after a short pause', () => {
    vi.useFakeTimers()
    renderPopup()
    fireEvent.change(screen.getByRole('combobox', { name: 'Utseende' }), { target: { value: 'NIGHT' } })
    expect(preview()?.getAttribute('src')).toContain('/12/NIGHT/ea4335/')
    fireEvent.change(screen.getByRole('slider', { name: /Zoom/ }), { target: { value: '15' } })
    expect(preview()?.getAttribute('src')).toContain('/15/NIGHT/ea4335/')
    fireEvent.change(screen.getByRole('textbox', { name: 'Markörens färg' }), {
      target: { value: '#3366CC' },
    })
    expect(preview()?.getAttribute('src')).toContain('/ea4335/')
    act(() => vi.advanceTimersByTime(COLOR_DEBOUNCE_MS))
    expect(preview()?.getAttribute('src')).toContain('/15/NIGHT/3366cc/')
  })

  test('shows a spinner while the preview loads and a message when it fails', () => {
    renderPopup()
    const loading = () => screen.queryByText('Hämtar kartan …')
    expect(loading()).toBeTruthy()
    fireEvent.load(preview() as HTMLImageElement)
    expect(loading()).toBeNull()

    fireEvent.change(screen.getByRole('combobox', { name: 'Utseende' }), { target: { value: 'RETRO' } })
    expect(loading()).toBeTruthy()
    fireEvent.error(preview() as HTMLImageElement)
    expect(loading()).toBeNull()
    const alert = screen.getByText(/Kartan kunde inte visas/)
    expect(alert.getAttribute('role')).toBe('alert')
    // A change after the failure tries again.
    fireEvent.change(screen.getByRole('combobox', { name: 'Utseende' }), { target: { value: 'SILVER' } })
    expect(loading()).toBeTruthy()
    expect(screen.queryByText(/Kartan kunde inte visas/)).toBeNull()
  })

  test('a quick-start site asks for its maps as quick-start', () => {
    renderPopup(makeLocation(), { _id: 'START-WIZARD', quickStart: true })
    expect(preview()?.getAttribute('src')).toMatch(/^\/api\/sites\/quick-start\/maps\/preview\//)
  })

  test('Spara karta saves the map and writes it into the module, then closes', async () => {
    const user = userEvent.setup()
    const { onOpenChange, storedMap, store } = renderPopup()
    await user.clear(locationField())
    await user.type(locationField(), '  Nyhavn 17, København ')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Utseende' }), 'Mörk')
    await user.click(screen.getByRole('button', { name: 'Spara karta' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(fetchMock).toHaveBeenCalledOnce()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/sites/s1/maps/Nyhavn%2017%2C%20K%C3%B8benhavn/12/DARK/ea4335/')
    expect(init?.method).toBe('POST')
    expect(storedMap()).toEqual({
      contentDataType: 'Map',
      location: 'Nyhavn 17, København',
      mapTheme: 'DARK',
      markerColor: '#ea4335',
      zoom: 12,
      map: SAVED_MAP,
    })
    expect(store.get().dirty).toBe(true)
  })

  test('a failed save shows the server’s message and keeps the popup open and the module as it was', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(502, {
        isErrorResponse: true,
        errorDescription: { sv: 'Kartan kunde inte hämtas från karttjänsten just nu.', en: 'x', da: 'y' },
        message: 'x',
      }),
    )
    const user = userEvent.setup()
    const { onOpenChange, storedMap, store } = renderPopup()
    const before = storedMap()
    await user.click(screen.getByRole('button', { name: 'Spara karta' }))

    const alert = await screen.findByText('Kartan kunde inte sparas.')
    expect(alert).toBeTruthy()
    expect(screen.getByText('Kartan kunde inte hämtas från karttjänsten just nu.')).toBeTruthy()
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog', { name: 'Karta' })).toBeTruthy()
    expect(storedMap()).toBe(before)
    expect(store.get().dirty).toBe(false)
    expect(screen.getByRole('button', { name: 'Spara karta' })).toHaveProperty('disabled', false)
  })

  test('saving without a location asks for one and sends nothing', async () => {
    const user = userEvent.setup()
    renderPopup(makeLocation({ map: null }))
    await user.click(screen.getByRole('button', { name: 'Spara karta' }))
    expect(screen.getByText('Skriv en plats eller adress för kartan.')).toBeTruthy()
    expect(document.activeElement).toBe(locationField())
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('Avbryt closes without saving', async () => {
    const user = userEvent.setup()
    const { onOpenChange, store } = renderPopup()
    await user.click(screen.getByRole('button', { name: 'Avbryt' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(store.get().dirty).toBe(false)
  })

  test('the colour picker loads when opened and its colour reaches the preview', async () => {
    const user = userEvent.setup()
    renderPopup()
    const swatch = screen.getByRole('button', { name: 'Välj markörens färg med färgväljaren' })
    expect(swatch.getAttribute('aria-expanded')).toBe('false')
    await user.click(swatch)
    expect(swatch.getAttribute('aria-expanded')).toBe('true')
    const saturation = await screen.findByRole('slider', { name: 'Color' })
    // react-colorful reads the key code.
    fireEvent.keyDown(saturation, { key: 'ArrowLeft', keyCode: 37, which: 37 })
    const picked = (screen.getByRole('textbox', { name: 'Markörens färg' }) as HTMLInputElement).value
    expect(picked).toMatch(/^#[0-9a-f]{6}$/)
    expect(picked).not.toBe('#ea4335')
    await waitFor(() => expect(preview()?.getAttribute('src')).toContain(`/${picked.slice(1)}/`))
  })
})
