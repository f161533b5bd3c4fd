import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react'

export type FieldMessages = Readonly<Record<string, string>>

type Validatable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function isValidatable(el: Element): el is Validatable {
  return (
    el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement
  )
}

/**
 * Native constraint validation with our own display: the form sets noValidate so the browser's
 * bubbles stay away, and each invalid field's own validationMessage goes to its feedback element.
 * Messages update as the person types once a submit has been tried.
 */
export function useNativeValidation() {
  const [messages, setMessages] = useState<FieldMessages>({})

  /** Validates every field of the form; true when the form may be sent. */
  const validate = useCallback((form: HTMLFormElement): boolean => {
    const next: Record<string, string> = {}
    let first: Validatable | undefined
    for (const el of Array.from(form.elements)) {
      if (!isValidatable(el) || !el.name || el.checkValidity()) continue
      next[el.name] = el.validationMessage
      first ??= el
    }
    setMessages(next)
    first?.focus()
    return first === undefined
  }, [])

  /** Re-checks a field that already shows a message, so the message goes as soon as it is fixed. */
  const onChange = useCallback((event: ChangeEvent<HTMLFormElement> | FormEvent<HTMLFormElement>) => {
    const el = event.target
    if (!(el instanceof Element) || !isValidatable(el) || !el.name) return
    const name = el.name
    setMessages((current) => {
      if (!(name in current)) return current
      const { [name]: _old, ...rest } = current
      return el.validity.valid ? rest : { ...rest, [name]: el.validationMessage }
    })
  }, [])

  return { messages, validate, onChange }
}
