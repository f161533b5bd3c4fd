import { type ComponentType, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { isRichTextEmpty, sharedStyles as shared } from '#web/modules/index.ts'
import { PART } from '#web/site/index.ts'
import { cx } from '#web/ui/cx.ts'
import type { RichTextEditorProps } from '../rich-text/RichTextEditor.tsx'
import styles from './Inline.module.css'

type EditorComponent = ComponentType<RichTextEditorProps>

// The editor's code is one chunk for every text: fetched once, while the page is idle, so the
// owner's first click finds it there.
let loaded: EditorComponent | null = null
let loading: Promise<EditorComponent> | null = null
function loadEditor(): Promise<EditorComponent> {
  loading ??= import('../rich-text/RichTextEditor.tsx').then((module) => {
    loaded = module.RichTextEditor
    return loaded
  })
  return loading
}

function preloadWhenIdle(): () => void {
  if (loaded) return () => {}
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => void loadEditor(), { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(() => void loadEditor(), 200)
  return () => clearTimeout(id)
}

/** A key that types a character (not a shortcut); what the owner typed before the editor was there. */
const typesText = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey

interface Props {
  className?: string
  value: string
  label: string
  placeholder: string
  onChange: (html: string) => void
  /** Names the field for the missing-texts note (see text-target.ts). */
  target?: string
  /** The id of what describes the field: its outdated-translation mark. */
  describedBy?: string
}

/**
 * A rich text in place. It shows as the stored HTML until the owner focuses or clicks it; only
 * then does a TipTap editor start. A page of 60 modules thus opens without 60 editors, and
 * typing in one text costs nothing in the others. The still text stays the same element (with the
 * focus) until the editor replaces it, the caret goes where the owner clicked, and keys typed in
 * between are kept and typed into the editor.
 */
export function RichSlot({ className, value, label, placeholder, onChange, target, describedBy }: Props) {
  const [active, setActive] = useState(false)
  const [Editor, setEditor] = useState<EditorComponent | null>(() => loaded)
  const point = useRef<{ left: number; top: number } | undefined>(undefined)
  const typedAhead = useRef('')
  const empty = isRichTextEmpty(value)

  useEffect(preloadWhenIdle, [])
  useEffect(() => {
    if (!active || Editor) return
    let current = true
    void loadEditor().then((component) => current && setEditor(() => component))
    return () => {
      current = false
    }
  }, [active, Editor])

  if (active && Editor)
    return (
      <Editor
        html={value}
        onChange={onChange}
        label={label}
        placeholder={placeholder}
        className={className}
        focusPoint={point.current}
        typedAhead={typedAhead.current}
        autoFocus
      />
    )
  return (
    // biome-ignore lint/a11y/useSemanticElements: the stored HTML is shown as the guests see it until the rich editor takes over
    <div
      className={cx(shared.rich, className, styles.rich, empty && styles.richEmpty)}
      data-part={PART.richText}
      data-placeholder={placeholder}
      data-text-target={target}
      aria-describedby={describedBy}
      role="textbox"
      tabIndex={0}
      aria-multiline="true"
      aria-label={label}
      aria-placeholder={placeholder}
      onPointerDown={(event) => {
        point.current = { left: event.clientX, top: event.clientY }
        void loadEditor()
      }}
      // A link in the text is text to edit here, not a way off the editor.
      onClick={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (!active || !typesText(event)) return
        event.preventDefault()
        typedAhead.current += event.key
      }}
      onFocus={() => setActive(true)}
      // The HTML comes from the editor's own document (TipTap's schema) or the server's sanitised copy.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text of the owner's own site
      dangerouslySetInnerHTML={{ __html: empty ? '' : value }}
    />
  )
}
