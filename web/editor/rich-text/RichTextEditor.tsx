import type { Node as ProseMirrorNode } from '@tiptap/pm/model'
import { EditorState } from '@tiptap/pm/state'
import {
  createDocument,
  type Editor,
  EditorContent,
  getMarkRange,
  type UseEditorOptions,
  useEditor,
} from '@tiptap/react'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { isRichTextEmpty, sharedStyles as shared } from '#web/modules/index.ts'
import { PART } from '#web/site/index.ts'
import { cx } from '#web/ui/cx.ts'
import { richTextExtensions } from './extensions.ts'
import { LinkDialog } from './LinkDialog.tsx'
import styles from './RichTextEditor.module.css'
import { Toolbar } from './Toolbar.tsx'

export interface RichTextEditorProps {
  /** Stored HTML of this text in the language being edited ('' when none). */
  html: string
  /** Called with the new HTML as the owner edits; '' when nothing is left after stripping tags. */
  onChange: (html: string) => void
  /** Accessible name of the editable area, e.g. "Text". */
  label: string
  /** Shown in an empty editor, e.g. "Skriv en text här…". */
  placeholder?: string
  /**
   * Focuses the editor once it is there (it starts on a click or Tab): the caret goes to
   * `focusPoint`, or to the end without one.
   */
  autoFocus?: boolean
  /** Where the owner clicked the text before the editor started: the caret goes there. */
  focusPoint?: { left: number; top: number } | undefined
  /** Characters typed before the editor was there: typed in at the caret when it starts. */
  typedAhead?: string
  /** The view's own class for this text (e.g. a list item's), so it keeps its look while edited. */
  className?: string
}

/** The range a link dialog works on, and the href of the link there, if any. */
interface LinkTarget {
  from: number
  to: number
  href: string
}

/** "Rich text is empty when it has no content after stripping tags" (spec 001 section 5). */
function storedHtml(editor: Editor): string {
  const html = editor.getHTML()
  return isRichTextEmpty(html) ? '' : html
}

/**
 * A new state has a new, empty history: text from outside (another editing language) is no step
 * the owner can undo, and the steps before it no longer fit the document.
 */
function replaceDocument(editor: Editor, doc: ProseMirrorNode) {
  editor.view.updateState(EditorState.create({ doc, plugins: editor.state.plugins }))
  // updateState bypasses dispatch; one empty transaction lets the toolbar read the new state.
  editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false))
}

function linkTargetAtSelection(editor: Editor): LinkTarget {
  const { state } = editor
  const { from, to, empty, $from } = state.selection
  const href = (editor.getAttributes('link').href as string | undefined) ?? ''
  const link = state.schema.marks.link
  const range = empty && href && link ? getMarkRange($from, link) : undefined
  return { from: range?.from ?? from, to: range?.to ?? to, href }
}

/**
 * A rich text edited in place: the ProseMirror element carries the public page's `rich` class
 * and data-part, so the theme styles it exactly as guests see it. Typing causes no React render
 * here: onChange is called from TipTap's update event, the toolbar (there only while the text has
 * the focus) picks its few values from the editor state, and the HTML that comes back as a prop
 * is recognised as the editor's own by a string comparison.
 */
export function RichTextEditor({
  html,
  onChange,
  label,
  placeholder = '',
  autoFocus = false,
  className,
  focusPoint,
  typedAhead = '',
}: RichTextEditorProps) {
  const latest = useRef({ onChange, label, placeholder, html, className })
  const [focusWithin, setFocusWithin] = useState(false)
  const [linkTarget, setLinkTarget] = useState<LinkTarget | null>(null)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const openLinkDialog = useRef<() => void>(() => {})

  // The editor's options are made once: useEditor compares them on every render, and new ones
  // (a new extensions array, a new editorProps) would reconfigure the editor each time.
  const [options] = useState<UseEditorOptions>(() => ({
    extensions: richTextExtensions({
      openLinkDialog: () => openLinkDialog.current(),
      focusToolbar: () => toolbarRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(),
      placeholder: () => latest.current.placeholder,
      placeholderClass: styles.placeholder ?? '',
    }),
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The theme and RichTextEditor.module.css style the text; TipTap's own sheet would turn off
    // the ligatures that script fonts rely on.
    injectCSS: false,
    // Focused below, synchronously and at the click's point: TipTap's own autofocus runs after the
    // editor is created and would move the caret to the end.
    autofocus: false,
    editorProps: {
      attributes: () => ({
        class: cx(shared.rich, latest.current.className, styles.content),
        'data-part': PART.richText,
        'aria-label': latest.current.label,
        'aria-multiline': 'true',
        ...(latest.current.placeholder ? { 'aria-placeholder': latest.current.placeholder } : {}),
      }),
    },
    onUpdate: ({ editor }) => {
      const next = storedHtml(editor)
      latest.current.html = next
      latest.current.onChange(next)
    },
  }))
  const editor = useEditor(options)
  // The editor whose document matches latest.html; a new instance starts from the first HTML.
  const synced = useRef(editor)

  useLayoutEffect(() => {
    latest.current.onChange = onChange
  }, [onChange])

  // The name and placeholder live in view attributes and decorations, which are read on a
  // transaction; an empty one shows the new ones.
  useLayoutEffect(() => {
    if (latest.current.label === label && latest.current.placeholder === placeholder) return
    latest.current.label = label
    latest.current.placeholder = placeholder
    editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false))
  }, [editor, label, placeholder])

  // Text from outside (another editing language, a restored version) replaces the document; the
  // HTML this editor sent itself comes back through the same prop and is skipped cheaply.
  useLayoutEffect(() => {
    if (html === latest.current.html && editor === synced.current) return
    latest.current.html = html
    synced.current = editor
    const doc = createDocument(html, editor.schema)
    if (!doc.eq(editor.state.doc)) replaceDocument(editor, doc)
  }, [editor, html])

  // The editor draws the text exactly where the still text was, so the click's point maps to
  // the same character; without a point the caret goes to the end. The focus moves at once (not
  // on the next frame, as TipTap's focus command does), so no key typed meanwhile goes astray.
  const [start] = useState(() => ({ autoFocus, point: focusPoint, typed: typedAhead }))
  useLayoutEffect(() => {
    if (!start.autoFocus || editor.isDestroyed) return
    const found = start.point ? editor.view.posAtCoords(start.point) : null
    const chain = editor.chain().focus(found ? found.pos : 'end')
    if (start.typed) chain.insertContent(start.typed)
    chain.run()
    editor.view.focus()
  }, [editor, start])

  openLinkDialog.current = () => setLinkTarget(linkTargetAtSelection(editor))
  const onLink = useCallback(() => openLinkDialog.current(), [])

  function closeLinkDialog() {
    setLinkTarget(null)
    // The dialog has no trigger to give the focus back to; the text takes it, selection and all.
    setTimeout(() => {
      if (!editor.isDestroyed) editor.view.focus()
    })
  }

  function saveLink(href: string) {
    if (!linkTarget) return
    const { from, to } = linkTarget
    const chain = editor.chain().setTextSelection({ from, to })
    if (from === to) {
      const text = href.replace(/^(?:mailto|tel):/i, '')
      chain
        .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href } }] })
        .unsetMark('link')
    } else {
      chain.setLink({ href })
    }
    chain.run()
    closeLinkDialog()
  }

  function removeLink() {
    if (!linkTarget) return
    editor.chain().setTextSelection({ from: linkTarget.from, to: linkTarget.to }).unsetLink().run()
    closeLinkDialog()
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only watches the focus move within; the textbox and toolbar inside have the roles
    <div
      className={styles.root}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false)
      }}
    >
      {(focusWithin || linkTarget) && (
        <div className={styles.toolbarAnchor}>
          <Toolbar editor={editor} onLink={onLink} toolbarRef={toolbarRef} />
        </div>
      )}
      <EditorContent editor={editor} />
      {linkTarget && (
        <LinkDialog
          href={linkTarget.href}
          onSave={saveLink}
          onRemove={removeLink}
          onClose={closeLinkDialog}
        />
      )}
    </div>
  )
}
