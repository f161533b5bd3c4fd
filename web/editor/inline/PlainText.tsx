import { createElement, useLayoutEffect, useRef } from 'react'
import { cx } from '#web/ui/cx.ts'
import styles from './Inline.module.css'

interface Props {
  as: 'h1' | 'h2' | 'h3' | 'p' | 'span'
  className?: string
  part?: string
  value: string
  /** Accessible name: what the field is ("Titel"). */
  label: string
  /** Shown while empty: the text in another language, or the field's name. */
  placeholder: string
  onChange: (value: string) => void
  /** Names the field for the missing-texts note (see text-target.ts). */
  target?: string
  /** The id of what describes the field: its outdated-translation mark. */
  describedBy?: string
}

/**
 * A one-line text edited in place, in the element and classes the view uses, so it looks as the
 * guests will see it. The DOM holds the text while the owner types; React only writes it when the
 * value changes from outside (another editing language, a save answer), so the caret never jumps.
 */
export function PlainText({
  as,
  className,
  part,
  value,
  label,
  placeholder,
  onChange,
  target,
  describedBy,
}: Props) {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (el && el.textContent !== value) el.textContent = value
  }, [value])

  return createElement(as, {
    ref,
    className: cx(className, styles.plain),
    'data-part': part,
    'data-placeholder': placeholder,
    'data-text-target': target,
    'aria-describedby': describedBy,
    contentEditable: 'plaintext-only',
    suppressContentEditableWarning: true,
    role: 'textbox',
    'aria-label': label,
    'aria-placeholder': placeholder,
    spellCheck: true,
    onInput: (event: React.FormEvent<HTMLElement>) => {
      const el = event.currentTarget
      // A browser may leave a lone <br> in an emptied element; it must read as empty for :empty.
      if (el.textContent === '' && el.childNodes.length) el.replaceChildren()
      onChange((el.textContent ?? '').replace(/\s*\n\s*/g, ' '))
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      // One line: Enter finishes the field instead of breaking it.
      if (event.key === 'Enter') {
        event.preventDefault()
        event.currentTarget.blur()
      }
    },
    // A click on a text inside a button or link (a button label) edits it and does nothing else.
    onClick: (event: React.MouseEvent) => {
      event.preventDefault()
      event.stopPropagation()
    },
  })
}
