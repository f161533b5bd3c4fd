// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { COLOR_PRESETS } from '#domain/design/color-presets.ts'
import {
  findDesignTemplate,
  templateColorScheme,
  templatesForBrand,
} from '#domain/design/design-templates.ts'
import { HEADING_FONTS, TEXT_FONTS } from '#domain/design/fonts.ts'
import { DesignDrawer } from '../DesignDrawer.tsx'
import { designSite, renderDesign } from './test-render.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const drawer = (options: Parameters<typeof renderDesign>[1] = {}) =>
  renderDesign(<DesignDrawer open onOpenChange={() => {}} />, options)

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent)

describe('the design drawer', () => {
  it('has the six tabs on a wedding site, and no event logo tab on party and event sites', () => {
    drawer({ brand: 'wedding' })
    expect(screen.getByRole('dialog', { name: 'Design' })).toBeTruthy()
    expect(screen.getByRole('tablist', { name: 'Designval' })).toBeTruthy()
    expect(tabNames()).toEqual(['Mallar', 'Layout', 'Typsnitt', 'Färger', 'Grafik', 'Eventlogga'])
    cleanup()
    for (const brand of ['party', 'event'] as const) {
      drawer({ brand })
      expect(tabNames()).toEqual(['Mallar', 'Layout', 'Typsnitt', 'Färger', 'Grafik'])
      cleanup()
    }
  })

  it('offers each brand its own templates', () => {
    const names = () => screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)
    drawer({ brand: 'party' })
    expect(names().some((n) => n?.includes('Romantisk'))).toBe(false)
    expect(names().some((n) => n?.includes('Konferens'))).toBe(false)
    expect(screen.getAllByRole('listitem')).toHaveLength(templatesForBrand('party').length)
    cleanup()
    drawer({ brand: 'event' })
    expect(names().some((n) => n?.includes('Konferens'))).toBe(true)
    expect(names().some((n) => n?.includes('Trädgård'))).toBe(false)
    cleanup()
    drawer({ brand: 'wedding' })
    expect(screen.getAllByRole('listitem')).toHaveLength(templatesForBrand('wedding').length)
    expect(names().some((n) => n?.includes('Trädgård'))).toBe(true)
  })

  it('applies a template in one change: every design field and its name', async () => {
    const user = userEvent.setup()
    const { store } = drawer({
      site: designSite({
        theme: 'theme9',
        siteGraphic: 'corners3',
        eventLogo: { name: 'LeafsBox', name1: 'Eva' },
      }),
    })
    const change = vi.spyOn(store, 'change')
    const minimal = screen.getByRole('button', { name: /^Pompiere.*Minimal/ })
    expect(minimal.getAttribute('aria-pressed')).toBe('false')
    await user.click(minimal)
    expect(change).toHaveBeenCalledTimes(1)
    const template = findDesignTemplate('minimal')
    if (!template) throw new Error('no minimal template')
    const { site, dirty } = store.get()
    expect(dirty).toBe(true)
    expect(site.theme).toBe(template.theme)
    expect(site.fonts).toEqual(template.fonts)
    expect(site.colorScheme).toEqual(templateColorScheme(template))
    expect(site.siteGraphic).toBe(template.siteGraphic)
    expect(site.eventLogo).toBeNull()
    expect(site.mostRecentSelectedDesignTemplate).toBe('minimal')
    expect(screen.getByRole('button', { name: /Minimal/ }).getAttribute('aria-pressed')).toBe('true')
  })

  it('keeps the typed names when a template brings an event logo', async () => {
    const user = userEvent.setup()
    const { store } = drawer({
      site: designSite({ eventLogo: { name: 'LeafsBox', name1: 'Eva', name2: 'Olle' } }),
    })
    await user.click(screen.getByRole('button', { name: /Monogram$/ }))
    expect(store.get().site.eventLogo).toEqual({
      name: 'ModernMonogramBadge',
      name1: 'Eva',
      name2: 'Olle',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    })
    expect(store.get().site.mostRecentSelectedDesignTemplate).toBe('monogram')
  })

  it('offers the romantic layout (theme12) on weddings only', async () => {
    const user = userEvent.setup()
    const { store } = drawer({ brand: 'wedding' })
    await user.click(screen.getByRole('tab', { name: 'Layout' }))
    expect(screen.getAllByRole('radio')).toHaveLength(8)
    await user.click(screen.getByRole('radio', { name: 'Romantisk' }))
    expect(store.get().site.theme).toBe('theme12')
    expect((screen.getByRole('radio', { name: 'Romantisk' }) as HTMLInputElement).checked).toBe(true)
    cleanup()
    drawer({ brand: 'party' })
    await user.click(screen.getByRole('tab', { name: 'Layout' }))
    expect(screen.getAllByRole('radio')).toHaveLength(7)
    expect(screen.queryByRole('radio', { name: 'Romantisk' })).toBeNull()
  })

  it('shows every font in its own face, loading the faces only while the fonts tab is open', async () => {
    const user = userEvent.setup()
    const { store } = drawer()
    const links = () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[data-design-font]')).map((l) =>
        l.getAttribute('href'),
      )
    await user.click(screen.getByRole('tab', { name: 'Typsnitt' }))
    const headings = within(screen.getByRole('group', { name: 'Rubriker' })).getAllByRole('radio')
    const texts = within(screen.getByRole('group', { name: 'Brödtext' })).getAllByRole('radio')
    expect(headings).toHaveLength(23)
    expect(texts).toHaveLength(12)
    // Arial and Georgia are built in; every other listed family has its stylesheet linked.
    const expected = new Set([...HEADING_FONTS, ...TEXT_FONTS].filter((f) => f.package).map((f) => f.family))
    expect(links()).toHaveLength(expected.size)
    expect(links()).toContain('/fonts/pompiere.css')
    expect(links()).toContain('/fonts/source-sans-3.css')
    const pompiere = screen.getByText('Pompiere', { selector: 'span' })
    expect(pompiere.style.fontFamily).toContain('Pompiere')

    await user.click(screen.getByRole('radio', { name: 'Pompiere' }))
    await user.click(screen.getByRole('radio', { name: 'Georgia' }))
    expect(store.get().site.fonts).toEqual({ heading: 'Pompiere', text: 'Georgia' })

    await user.click(screen.getByRole('tab', { name: 'Färger' }))
    expect(links()).toEqual([])
  })

  it('sets a colour preset and warns about weak contrast', async () => {
    const user = userEvent.setup()
    const { store } = drawer()
    await user.click(screen.getByRole('tab', { name: 'Färger' }))
    expect(screen.getAllByRole('button', { pressed: false }).length).toBeGreaterThanOrEqual(27)
    await user.click(screen.getByRole('button', { name: 'Guld' }))
    expect(store.get().site.colorScheme).toEqual(COLOR_PRESETS.GOLD)
    expect(screen.getByRole('button', { name: 'Guld' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByText('Svag kontrast')).toBeNull()

    // Text as pale as the page: typed codes count at once.
    const text = screen.getByRole('textbox', { name: 'Text på bakgrunden' })
    await user.clear(text)
    await user.type(text, '#fbf9f3')
    expect(store.get().site.colorScheme.onBackground).toMatchObject({ l: expect.any(Number), a: 1 })
    expect(screen.getByText('Svag kontrast')).toBeTruthy()
    expect(screen.getByText('Texten syns dåligt mot bakgrunden.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Guld' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('says so when a typed colour code is not a colour', async () => {
    const user = userEvent.setup()
    const { store } = drawer()
    await user.click(screen.getByRole('tab', { name: 'Färger' }))
    const before = store.get().site.colorScheme
    const primary = screen.getByRole('textbox', { name: 'Huvudfärg' })
    await user.clear(primary)
    await user.type(primary, '#12zz')
    await user.tab()
    expect(primary.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/Skriv färgen som # och sex tecken/)).toBeTruthy()
    expect(store.get().site.colorScheme).toBe(before)
  })

  it('chooses a site graphic or none, shown at once', async () => {
    const user = userEvent.setup()
    const { store } = drawer({ site: designSite({ siteGraphic: 'corners1' }) })
    await user.click(screen.getByRole('tab', { name: 'Grafik' }))
    expect(screen.getAllByRole('radio')).toHaveLength(23)
    expect((screen.getByRole('radio', { name: 'Hörn 1' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'Eukalyptus' }))
    expect(store.get().site.siteGraphic).toBe('eucalyptus')
    await user.click(screen.getByRole('radio', { name: 'Ingen grafik' }))
    expect(store.get().site.siteGraphic).toBeNull()
  })

  it('chooses an event logo with the wizard names, and edits it in the logo editor', async () => {
    const user = userEvent.setup()
    const { store } = drawer({
      site: designSite({ wizardData: { name1: 'Cia', name2: 'Dan' } }),
    })
    await user.click(screen.getByRole('tab', { name: 'Eventlogga' }))
    expect(screen.getAllByRole('radio')).toHaveLength(8)
    expect((screen.getByRole('radio', { name: 'Ingen eventlogga' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('radio', { name: 'Monogram i cirkel' }))
    expect(store.get().site.eventLogo).toEqual({
      name: 'ModernMonogramBadge',
      name1: 'Cia',
      name2: 'Dan',
      fontSizeInitials: 9,
      distanceInitialsX: 12,
      distanceInitialsY: 6,
    })

    await user.click(screen.getByRole('button', { name: 'Redigera eventloggan' }))
    const dialog = screen.getByRole('dialog', { name: 'Eventlogga' })
    const name1 = within(dialog).getByRole('textbox', { name: 'Första namnet' })
    await user.clear(name1)
    await user.type(name1, 'Cecilia')
    expect(store.get().site.eventLogo?.name1).toBe('Cecilia')
    await user.click(within(dialog).getByRole('button', { name: 'Klar' }))
    expect(screen.queryByRole('dialog', { name: 'Eventlogga' })).toBeNull()

    await user.click(screen.getByRole('radio', { name: 'Ingen eventlogga' }))
    expect(store.get().site.eventLogo).toBeNull()
  })
})
