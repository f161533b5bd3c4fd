// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { makeCountdown, makeImageAndText } from '#web/modules/test-modules.ts'
import { SitePage } from '#web/site/SitePage.tsx'
import { makeHeader, makeSiteInput, makeText } from '#web/site/test-inputs.ts'
import { publicTexts } from '#web/site/texts.ts'
import { EditMenuDialog } from './EditMenuDialog.tsx'
import { menuAnchors } from './menu-status.ts'

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
})

const page: SiteModule[] = [
  makeHeader({ id: 'h', title: { sv: 'Anna & Erik', en: 'Anna & Erik' } }),
  makeText({ id: 't', menuTitle: { sv: 'Hitta hit' }, title: { sv: 'Vägbeskrivning', en: 'Directions' } }),
  makeImageAndText({ id: 'i', hideInMenu: true }),
  makeCountdown({ id: 'c', title: undefined }),
  makeText({ id: 'x', title: { sv: 'Hemligt' }, hide: true }),
]

interface Options {
  modules?: SiteModule[]
  languages?: string[]
  language?: string
  ui?: InterfaceLanguage
}

/** The dialog with its modules kept in state, as the editor's store keeps them; onChange is a spy too. */
function renderDialog({
  modules = page,
  languages = ['sv', 'en'],
  language = 'sv',
  ui = 'sv',
}: Options = {}) {
  const onChange = vi.fn<(next: SiteModule[]) => void>()
  const onOpenChange = vi.fn<(open: boolean) => void>()
  function Harness() {
    const [list, setList] = useState(modules)
    return (
      <EditMenuDialog
        open
        onOpenChange={onOpenChange}
        modules={list}
        languages={languages}
        language={language}
        onChange={(next) => {
          onChange(next)
          setList(next)
        }}
      />
    )
  }
  render(
    <I18nextProvider i18n={createI18n(ui)}>
      <Harness />
    </I18nextProvider>,
  )
  return { onChange, onOpenChange, user: userEvent.setup() }
}

const rows = () => within(screen.getByRole('list', { name: 'Sidans moduler' })).getAllByRole('listitem')
/** A module's row by the start of its heading: the type label, then the name it has in the menu. */
const row = (heading: string) => screen.getByRole('region', { name: new RegExp(`^(${heading})`) })
const lastCall = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.at(-1)?.[0] as SiteModule[]

describe('EditMenuDialog', () => {
  test('a dialog titled Ändra meny with one row per module, in page order, each with type label and status', () => {
    renderDialog()
    expect(screen.getByRole('dialog', { name: 'Ändra meny' })).toBeTruthy()
    const summary = rows().map((li) => [
      within(li).getByRole('heading').textContent,
      li.querySelector('[data-status]:not(li)')?.textContent,
    ])
    expect(summary).toEqual([
      ['SidhuvudAnna & Erik', 'Modulens titel'],
      ['TextHitta hit', 'Egen menytitel'],
      ['Bild och textVår historia', 'Dold i menyn'],
      ['NedräkningEj namngivet', 'Ingen titel'],
      ['TextHemligt', 'Dold för gästerna'],
    ])
  })

  test('one menu-title field per site language, the editing language first, placeholders from the titles', () => {
    renderDialog({ languages: ['sv', 'en'], language: 'en' })
    const text = row('TextHitta hit')
    const fields = within(text).getAllByRole('textbox')
    expect(fields.map((f) => f.getAttribute('lang'))).toEqual(['en', 'sv'])
    const en = within(text).getByLabelText('Menytitel (Engelska)') as HTMLInputElement
    const sv = within(text).getByLabelText('Menytitel (Svenska)') as HTMLInputElement
    expect(sv.value).toBe('Hitta hit')
    // No English menu title: the English menu falls back to the Swedish one, and the placeholder says so.
    expect(en.value).toBe('')
    expect(en.placeholder).toBe('Hitta hit')
    const countdown = within(row('Nedräkning')).getByLabelText('Menytitel (Engelska)') as HTMLInputElement
    expect(countdown.placeholder).toBe(publicTexts.en.menuUntitled)
    expect(
      (within(row('Sidhuvud')).getByLabelText('Menytitel (Svenska)') as HTMLInputElement).placeholder,
    ).toBe('Anna & Erik')
  })

  test('renaming calls onChange with the menu title set for that language; the other modules are untouched', async () => {
    const { onChange, user } = renderDialog()
    const field = within(row('Sidhuvud')).getByLabelText('Menytitel (Engelska)')
    await user.type(field, 'Us')
    const next = lastCall(onChange)
    expect(next[0]?.menuTitle).toEqual({ en: 'Us' })
    expect(next.slice(1)).toEqual(page.slice(1))
    // Unchanged modules keep their identity, so the editor re-renders only the one that changed.
    expect(next[1]).toBe(page[1])
  })

  test('clearing a menu title removes it, and the row falls back to the title', async () => {
    const { onChange, user } = renderDialog()
    const text = row('TextHitta hit')
    await user.clear(within(text).getByLabelText('Menytitel (Svenska)'))
    const module = lastCall(onChange)[1]
    expect(module && 'menuTitle' in module).toBe(false)
    expect(within(text).getByText('Modulens titel')).toBeTruthy()
    expect(within(text).getByText('#vagbeskrivning')).toBeTruthy()
  })

  test('the checkbox toggles hidden-in-menu', async () => {
    const { onChange, user } = renderDialog()
    const imageAndText = row('Bild och text')
    const show = within(imageAndText).getByRole('checkbox', { name: 'Visa i menyn' }) as HTMLInputElement
    expect(show.checked).toBe(false)
    await user.click(show)
    expect(lastCall(onChange)[2]?.hideInMenu).toBe(false)
    expect(show.checked).toBe(true)
    expect(within(imageAndText).getByText('Modulens titel')).toBeTruthy()

    await user.click(within(row('Sidhuvud')).getByRole('checkbox', { name: 'Visa i menyn' }))
    expect(lastCall(onChange)[0]?.hideInMenu).toBe(true)
    expect(within(row('Sidhuvud')).getByText('Dold i menyn')).toBeTruthy()
  })

  test('a module hidden from guests has its checkbox disabled, with a note tied to it', () => {
    renderDialog()
    const show = within(row('TextHemligt')).getByRole('checkbox', {
      name: 'Visa i menyn',
    }) as HTMLInputElement
    expect(show.disabled).toBe(true)
    expect(show.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(show.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Modulen är dold för gästerna och visas därför inte i menyn.',
    )
    expect(within(row('TextHemligt')).getByText('Länk när modulen visas:')).toBeTruthy()
  })

  test('the anchor preview updates as the menu title changes', async () => {
    const { user } = renderDialog()
    const header = row('Sidhuvud')
    expect(within(header).getByText('#anna-och-erik')).toBeTruthy()
    const field = within(header).getByLabelText('Menytitel (Svenska)')
    await user.type(field, 'Vår dag & fest')
    expect(within(header).getByText('#var-dag-och-fest')).toBeTruthy()
    // The anchor is read with the editing language's field.
    const anchor = document.getElementById(field.getAttribute('aria-describedby') ?? '')
    expect(anchor?.textContent).toBe('Länk till modulen: #var-dag-och-fest')
  })

  test('a title another module has gets -2', async () => {
    const { user } = renderDialog()
    await user.type(within(row('Nedräkning')).getByLabelText('Menytitel (Svenska)'), 'Hitta hit')
    expect(within(row('Nedräkning')).getByText('#hitta-hit-2')).toBeTruthy()
    expect(within(row('TextHitta hit')).getByText('#hitta-hit')).toBeTruthy()
  })

  test('the previews are the anchors the public page gives its modules', () => {
    const modules: SiteModule[] = [
      ...page,
      makeText({ id: 'r', title: { sv: 'Root' } }),
      makeText({ id: 'p', title: { sv: 'Page input' } }),
      makeText({ id: 'h2', title: { sv: 'Hemligt' } }),
      makeText({ id: 'e', title: { sv: '♥' } }),
    ]
    const input = makeSiteInput({ language: 'sv' }, { siteModules: modules })
    const { container } = render(<SitePage input={input} texts={publicTexts.sv} />)
    const onPage = [...container.querySelectorAll('main > section')].map((section) => section.id)
    const anchors = menuAnchors(modules, 'sv')
    expect(modules.filter((m) => !m.hide).map((m) => anchors.get(m.id))).toEqual(onPage)
    expect(onPage).toContain('root-2')
    expect(onPage).toContain('page-input-2')
  })

  test('in English and Danish: title, statuses, labels and the Done button', () => {
    renderDialog({ ui: 'en', languages: ['sv'] })
    expect(screen.getByRole('dialog', { name: 'Edit menu' })).toBeTruthy()
    expect(within(row('Header')).getByText('Module title')).toBeTruthy()
    expect(within(row('Header')).getByLabelText('Menu title (Swedish)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy()
    cleanup()
    renderDialog({ ui: 'da', languages: ['sv', 'da'] })
    expect(screen.getByRole('dialog', { name: 'Redigér menu' })).toBeTruthy()
    expect(within(row('Sidehoved|Header')).getAllByRole('textbox')).toHaveLength(2)
    expect(within(row('Sidehoved|Header')).getByLabelText('Menutitel (Dansk)')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Færdig' })).toBeTruthy()
  })

  test('Klar closes the dialog', async () => {
    const { onOpenChange, user } = renderDialog()
    await user.click(screen.getByRole('button', { name: 'Klar' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  test('Tab reaches every control in row order', async () => {
    const { user } = renderDialog({ modules: page.slice(0, 2), languages: ['sv'] })
    const header = row('Sidhuvud')
    const text = row('TextHitta hit')
    const expected = [
      within(header).getByRole('checkbox'),
      within(header).getByRole('textbox'),
      within(text).getByRole('checkbox'),
      within(text).getByRole('textbox'),
      screen.getByRole('button', { name: 'Klar' }),
    ]
    const reached: Element[] = []
    // Radix puts the focus on the first control when the dialog opens.
    reached.push(document.activeElement as Element)
    for (let i = 1; i < expected.length; i += 1) {
      await user.tab()
      reached.push(document.activeElement as Element)
    }
    expect(reached).toEqual(expected)
  })

  test('says so when the page has no modules', () => {
    renderDialog({ modules: [] })
    expect(screen.getByText('Sidan har inga moduler än.')).toBeTruthy()
  })
})
