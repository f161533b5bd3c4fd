// @vitest-environment jsdom

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Editor } from '@tiptap/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createI18n } from '#web/i18n/test-i18n.ts'
import shared from '#web/modules/shared.module.css'
import { HISTORY_DEPTH } from './extensions.ts'
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.tsx'

afterEach(cleanup)

// jsdom lays nothing out; ProseMirror asks for coordinates when it scrolls to the caret or maps a
// click to a position. No layout means "nowhere", which ProseMirror handles.
beforeAll(() => {
  document.elementFromPoint = () => null
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
})

const i18n = createI18n('sv')
const wrap = (node: ReactNode) => <I18nextProvider i18n={i18n}>{node}</I18nextProvider>

function setup(props: Partial<RichTextEditorProps> = {}) {
  const onChange = vi.fn<(html: string) => void>()
  const all = {
    html: '<p>Hej alla</p>',
    label: 'Text',
    placeholder: 'Skriv en text här…',
    onChange,
    ...props,
  }
  const view = render(wrap(<RichTextEditor {...all} />))
  const textbox = screen.getByRole('textbox', { name: 'Text' })
  // TipTap hangs the editor on its element.
  const editor = (textbox as HTMLElement & { editor: Editor }).editor
  const rerender = (next: Partial<RichTextEditorProps>) =>
    view.rerender(wrap(<RichTextEditor {...all} {...next} />))
  return { onChange, textbox, editor, rerender }
}

/** The editor clicked into and the given part of its text selected, as an owner starts an action. */
async function clickAndSelect(
  selection: number | { from: number; to: number },
  props?: Partial<RichTextEditorProps>,
) {
  const user = userEvent.setup()
  const parts = setup(props)
  await user.click(parts.textbox)
  act(() => {
    parts.editor.commands.setTextSelection(selection)
  })
  return { user, ...parts }
}

/** Runs ProseMirror's paste path as a real paste of plain text would. */
function paste(editor: Editor, text: string) {
  act(() => {
    editor.view.pasteText(text, new Event('paste') as ClipboardEvent)
  })
}

function lastChange(onChange: ReturnType<typeof setup>['onChange']) {
  return onChange.mock.calls.at(-1)?.[0]
}

describe('RichTextEditor', () => {
  it('edits the stored text in the public page’s rich-text element', () => {
    const { textbox } = setup({ html: '<p>Hej <strong>alla</strong></p><h3>Tider</h3>' })
    expect(textbox.classList.contains(shared.rich as string)).toBe(true)
    expect(textbox.getAttribute('data-part')).toBe('rich-text')
    expect(textbox.getAttribute('contenteditable')).toBe('true')
    expect(textbox.getAttribute('aria-multiline')).toBe('true')
    expect(textbox.innerHTML).toContain('<strong>alla</strong>')
    expect(textbox.querySelector('h3')?.textContent).toBe('Tider')
  })

  it('keeps only the markup the server allows', () => {
    const { editor } = setup({
      html: '<p>a <code>b</code></p><pre><code>c</code></pre><hr><h1>d</h1><h4>e</h4><p><u>f</u> <s>g</s> <em>h</em></p>',
    })
    const html = editor.getHTML()
    expect(html).not.toMatch(/<(code|pre|hr|h1|h4)\b/)
    expect(html).toContain('<u>f</u>')
    expect(html).toContain('<s>g</s>')
    expect(html).toContain('<em>h</em>')
  })

  it('caps the undo history at 100 steps', () => {
    const { editor } = setup()
    const undoRedo = editor.extensionManager.extensions.find((extension) => extension.name === 'undoRedo')
    expect(HISTORY_DEPTH).toBe(100)
    expect(undoRedo?.options.depth).toBe(100)
  })

  it('sends the new HTML as the owner edits, and "" once nothing is left', () => {
    const { editor, onChange } = setup()
    act(() => {
      editor.chain().setTextSelection(4).insertContent('!').run()
    })
    expect(lastChange(onChange)).toBe('<p>Hej! alla</p>')
    act(() => {
      editor.commands.clearContent(true)
    })
    expect(lastChange(onChange)).toBe('')
    act(() => {
      editor.commands.insertContent('<ul><li><p></p></li></ul>')
    })
    expect(lastChange(onChange)).toBe('')
  })

  it('takes the focus when asked, and follows a new label', async () => {
    const { textbox, rerender } = setup({ autoFocus: true })
    await waitFor(() => expect(document.activeElement).toBe(textbox))
    rerender({ label: 'Texte' })
    expect(textbox.getAttribute('aria-label')).toBe('Texte')
  })

  it('shows the placeholder in an empty text', () => {
    const { textbox } = setup({ html: '' })
    expect(textbox.querySelector('[data-placeholder]')?.getAttribute('data-placeholder')).toBe(
      'Skriv en text här…',
    )
    expect(textbox.getAttribute('aria-placeholder')).toBe('Skriv en text här…')
  })

  describe('paste', () => {
    it('inserts a pasted URL as a linked text at the caret', () => {
      const { editor, onChange } = setup({ html: '<p>Hotell: här</p>' })
      act(() => {
        editor.commands.setTextSelection(9)
      })
      paste(editor, 'https://a.se/b')
      expect(lastChange(onChange)).toMatch(
        /^<p>Hotell: <a [^>]*href="https:\/\/a\.se\/b"[^>]*>https:\/\/a\.se\/b<\/a>här<\/p>$/,
      )
    })

    it('links a URL without a scheme to https', () => {
      const { editor, onChange } = setup({ html: '' })
      paste(editor, 'www.x.se')
      expect(lastChange(onChange)).toMatch(/<a [^>]*href="https:\/\/www\.x\.se"[^>]*>www\.x\.se<\/a>/)
    })

    it('links the selected text to a pasted URL', () => {
      const { editor, onChange } = setup({ html: '<p>Hej alla</p>' })
      act(() => {
        editor.commands.setTextSelection({ from: 1, to: 4 })
      })
      paste(editor, 'https://a.se/b')
      expect(lastChange(onChange)).toMatch(/^<p><a [^>]*href="https:\/\/a\.se\/b"[^>]*>Hej<\/a> alla<\/p>$/)
    })

    it('leaves a short or non-URL text as text', () => {
      const { editor, onChange } = setup({ html: '<p></p>' })
      paste(editor, 'a.se')
      expect(lastChange(onChange)).toBe('<p>a.se</p>')
      paste(editor, ' abcde')
      expect(lastChange(onChange)).toBe('<p>a.se abcde</p>')
    })
  })

  describe('toolbar', () => {
    it('shows while the text has focus, with labelled toggle buttons', async () => {
      const user = userEvent.setup()
      const { textbox } = setup()
      expect(screen.queryByRole('toolbar')).toBeNull()
      await user.click(textbox)
      const toolbar = screen.getByRole('toolbar', { name: 'Textformat' })
      const names = within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
      expect(names).toEqual([
        'Fetstil',
        'Kursiv',
        'Rubrik',
        'Punktlista',
        'Numrerad lista',
        'Länk',
        'Ångra',
        'Gör om',
      ])
      expect(within(toolbar).getByRole('button', { name: 'Fetstil' }).getAttribute('aria-pressed')).toBe(
        'false',
      )
      expect(within(toolbar).getByRole('button', { name: 'Ångra' }).getAttribute('aria-disabled')).toBe(
        'true',
      )
    })

    it('makes the selection bold and a heading, and says so in aria-pressed', async () => {
      const { user, onChange } = await clickAndSelect({ from: 1, to: 4 })
      await user.click(screen.getByRole('button', { name: 'Fetstil' }))
      expect(lastChange(onChange)).toBe('<p><strong>Hej</strong> alla</p>')
      expect(screen.getByRole('button', { name: 'Fetstil' }).getAttribute('aria-pressed')).toBe('true')
      await user.click(screen.getByRole('button', { name: 'Rubrik' }))
      expect(lastChange(onChange)).toBe('<h3><strong>Hej</strong> alla</h3>')
      expect(screen.getByRole('button', { name: 'Rubrik' }).getAttribute('aria-pressed')).toBe('true')
      expect(screen.getByRole('button', { name: 'Ångra' }).getAttribute('aria-disabled')).toBeNull()
    })

    it('moves between its buttons with the arrow keys, one tab stop', async () => {
      const user = userEvent.setup()
      const { textbox } = setup()
      await user.click(textbox)
      const buttons = within(screen.getByRole('toolbar')).getAllByRole('button')
      expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1)
      act(() => buttons[0]?.focus())
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(buttons[1])
      await user.keyboard('{End}')
      expect(document.activeElement).toBe(buttons.at(-1))
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement).toBe(buttons[0])
    })
  })

  describe('link dialog', () => {
    it('links the selected text to the address the owner enters', async () => {
      const { user, textbox, onChange } = await clickAndSelect({ from: 5, to: 9 })
      await user.click(screen.getByRole('button', { name: 'Länk' }))
      const dialog = screen.getByRole('dialog', { name: 'Länk' })
      const input = within(dialog).getByLabelText('Adress')
      expect((input as HTMLInputElement).value).toBe('https://')
      expect(within(dialog).queryByRole('button', { name: 'Ta bort länk' })).toBeNull()
      await user.type(input, 'www.exempel.se')
      await user.click(within(dialog).getByRole('button', { name: 'Spara' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(lastChange(onChange)).toMatch(
        /^<p>Hej <a [^>]*href="https:\/\/www\.exempel\.se"[^>]*>alla<\/a><\/p>$/,
      )
      // The dialog has no trigger; the text gets the focus back, and with it the toolbar.
      await waitFor(() => expect(document.activeElement).toBe(textbox))
      expect(screen.getByRole('toolbar')).toBeTruthy()
    })

    it('shows a message in the field for an address that is not one', async () => {
      const { user, onChange } = await clickAndSelect({ from: 5, to: 9 })
      await user.click(screen.getByRole('button', { name: 'Länk' }))
      const input = screen.getByLabelText('Adress')
      await user.clear(input)
      await user.type(input, 'javascript:alert(1){Enter}')
      expect(input.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByRole('alert').textContent).toBe(
        'Det här är ingen giltig adress. Skriv till exempel https://www.exempel.se.',
      )
      expect(onChange).not.toHaveBeenCalled()
      await user.click(screen.getByRole('button', { name: 'Avbryt' }))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(onChange).not.toHaveBeenCalled()
    })

    it('opens on Mod-k with the current link, changes it and removes it', async () => {
      const { user, textbox, editor, onChange } = await clickAndSelect(6, {
        html: '<p>Se <a href="https://a.se">sidan</a> nu</p>',
      })
      fireEvent.keyDown(textbox, { key: 'k', code: 'KeyK', ctrlKey: true })
      const input = screen.getByLabelText('Adress') as HTMLInputElement
      expect(input.value).toBe('https://a.se')
      await user.clear(input)
      await user.type(input, 'https://b.se{Enter}')
      expect(lastChange(onChange)).toMatch(/^<p>Se <a [^>]*href="https:\/\/b\.se"[^>]*>sidan<\/a> nu<\/p>$/)

      act(() => {
        editor.commands.setTextSelection(6)
      })
      fireEvent.keyDown(textbox, { key: 'k', code: 'KeyK', ctrlKey: true })
      await user.click(screen.getByRole('button', { name: 'Ta bort länk' }))
      expect(lastChange(onChange)).toBe('<p>Se sidan nu</p>')
    })

    it('inserts the address as a linked text when nothing is selected', async () => {
      const { user, textbox, onChange } = await clickAndSelect(7, { html: '<p>Mejla i dag</p>' })
      fireEvent.keyDown(textbox, { key: 'k', code: 'KeyK', ctrlKey: true })
      const input = screen.getByLabelText('Adress')
      await user.clear(input)
      await user.type(input, 'anna@exempel.se{Enter}')
      expect(lastChange(onChange)).toMatch(
        /^<p>Mejla <a [^>]*href="mailto:anna@exempel\.se"[^>]*>anna@exempel\.se<\/a>i dag<\/p>$/,
      )
    })
  })

  describe('html from outside', () => {
    it('replaces the text without calling onChange and without an undo step', () => {
      const { editor, onChange, rerender, textbox } = setup({ html: '<p>Hej alla</p>' })
      rerender({ html: '<p>Hello everyone</p>' })
      expect(textbox.textContent).toBe('Hello everyone')
      expect(onChange).not.toHaveBeenCalled()
      expect(editor.can().undo()).toBe(false)
    })

    it('forgets the undo steps of the text it replaced', () => {
      const { editor, onChange, rerender, textbox } = setup({ html: '<p>Hej</p>' })
      act(() => {
        editor.chain().setTextSelection(4).insertContent(' då').run()
      })
      expect(onChange).toHaveBeenCalledTimes(1)
      rerender({ html: '<p>Hi</p>' })
      expect(editor.can().undo()).toBe(false)
      expect(textbox.textContent).toBe('Hi')
      expect(onChange).toHaveBeenCalledTimes(1)
    })

    it('keeps the document (and the caret) when the HTML it sent comes back, or the same text differently written', () => {
      const { editor, onChange, rerender } = setup({ html: '<p>Hej</p>' })
      act(() => {
        editor.chain().setTextSelection(4).insertContent('!').run()
      })
      const sent = lastChange(onChange) as string
      const doc = editor.state.doc
      rerender({ html: sent })
      expect(editor.state.doc).toBe(doc)
      rerender({ html: '<p>Hej!</p>\n' })
      expect(editor.state.doc).toBe(doc)
      expect(editor.can().undo()).toBe(true)
      expect(onChange).toHaveBeenCalledTimes(1)
    })
  })
})
