import { createElement, useLayoutEffect, useRef } from 'react'

interface Props {
  as: 'h1' | 'h2' | 'p'
  className: string
  value: string
  /** Set while editing: the text is edited in place, Enter breaks the line. */
  onChange?: ((value: string) => void) | undefined
  /** Accessible name of the field while editing ("Namn"). */
  label: string
  placeholder: string
}

/** The text the element holds, with its line breaks (jsdom has no innerText). */
function readText(el: HTMLElement): string {
  const text = typeof el.innerText === 'string' ? el.innerText : (el.textContent ?? '')
  return text.replace(/\r\n?/g, '\n').replace(/\n$/, '')
}

/**
 * A text of the card, with its line breaks. Editing happens in the element itself, so it looks as
 * it will print; the DOM keeps the text while the owner types and React writes it only when the
 * value changes from outside (a layout switch, a save answer), so the caret never jumps.
 */
export function CardText({ as, className, value, onChange, label, placeholder }: Props) {
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (el && onChange && readText(el) !== value) el.textContent = value
  }, [value, onChange])

  if (!onChange) return createElement(as, { className }, value)
  return createElement(as, {
    ref,
    className,
    'data-editable': '',
    'data-placeholder': placeholder,
    contentEditable: 'plaintext-only',
    suppressContentEditableWarning: true,
    role: 'textbox',
    'aria-multiline': true,
    'aria-label': label,
    spellCheck: true,
    onInput: (event: React.FormEvent<HTMLElement>) => {
      const el = event.currentTarget
      if (el.textContent === '' && el.childNodes.length) el.replaceChildren()
      onChange(readText(el))
    },
  })
}
