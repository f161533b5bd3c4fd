import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isValidRecipient, MAX_RECIPIENTS, withFormRecipients } from '#domain/forms/editing.ts'
import { Button } from '#web/ui/Button.tsx'
import fieldStyles from '#web/ui/Field.module.css'
import { Icon } from '../icons.tsx'
import { useEditorStore } from '../store.ts'
import forms from './forms.module.css'
import { IconButton } from './IconButton.tsx'
import styles from './RecipientsEditor.module.css'

export interface RecipientsEditorProps {
  /** The module whose answers are mailed: the formId of site.formRecipients. */
  formId: string
}

/** Where focus goes once rows are added or removed: a row's input, or the add button (-1). */
interface PendingFocus {
  rows: string[]
  index: number
}

/**
 * Who gets each new answer by e-mail (spec 001 sections 3 and 5): up to 6 addresses. The rows are
 * a draft, so an empty row can wait for its address; the site keeps the trimmed, non-empty list.
 * An address the server would refuse is marked once the owner has left the field.
 */
export function RecipientsEditor({ formId }: RecipientsEditorProps) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const id = useId()
  const [rows, setRows] = useState<string[]>(() => {
    const list = store.get().site.formRecipients.find((r) => r.formId === formId)?.recipients ?? []
    return list.length > 0 ? list : ['']
  })
  // The row being typed in is not judged until the owner leaves it.
  const [typing, setTyping] = useState<number | null>(null)
  const pending = useRef<PendingFocus | null>(null)
  const group = useRef<HTMLFieldSetElement>(null)

  useEffect(() => {
    const focus = pending.current
    pending.current = null
    if (focus?.rows !== rows) return
    const inputs = group.current?.querySelectorAll<HTMLInputElement>('input[type="email"]') ?? []
    const target =
      focus.index >= 0
        ? inputs[focus.index]
        : group.current?.querySelector<HTMLElement>('[data-action="add"]')
    target?.focus()
  }, [rows])

  const change = (next: string[], focusIndex?: number) => {
    pending.current = focusIndex === undefined ? null : { rows: next, index: focusIndex }
    setRows(next)
    store.change((site) => {
      const formRecipients = withFormRecipients(site.formRecipients, formId, next)
      return formRecipients === site.formRecipients ? site : { ...site, formRecipients }
    })
  }

  const full = rows.length >= MAX_RECIPIENTS

  return (
    <fieldset ref={group} className={forms.group}>
      <legend className={forms.legend}>{t('formEditor.recipients.legend')}</legend>
      <p id={`${id}-hint`} className={forms.hint}>
        {t('formEditor.recipients.hint')}
      </p>
      {rows.length > 0 && (
        <ol className={styles.rows}>
          {rows.map((address, index) => {
            const n = index + 1
            const inputId = `${id}-${index}`
            const invalid = index !== typing && address.trim() !== '' && !isValidRecipient(address.trim())
            return (
              // Rows have no identity of their own; an index key keeps each input where it is.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index} className={styles.row}>
                <label className="visually-hidden" htmlFor={inputId}>
                  {t('formEditor.recipients.address', { n })}
                </label>
                <input
                  id={inputId}
                  className={fieldStyles.input}
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  value={address}
                  aria-invalid={invalid || undefined}
                  aria-describedby={invalid ? `${inputId}-message` : `${id}-hint`}
                  onChange={(event) => {
                    setTyping(index)
                    change(rows.with(index, event.target.value))
                  }}
                  onBlur={() => setTyping(null)}
                />
                <IconButton
                  action="remove"
                  icon="trash"
                  danger
                  label={t('formEditor.recipients.remove', { n })}
                  onClick={() => {
                    const next = rows.filter((_, i) => i !== index)
                    setTyping(null)
                    change(next, next.length > 0 ? Math.min(index, next.length - 1) : -1)
                  }}
                />
                {invalid && (
                  <p id={`${inputId}-message`} className={`${forms.message} ${styles.message}`}>
                    {t('formEditor.recipients.invalid')}
                  </p>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {full ? (
        <p className={forms.hint}>{t('formEditor.recipients.full')}</p>
      ) : (
        <Button
          variant="secondary"
          data-action="add"
          className={styles.add}
          onClick={() => change([...rows, ''], rows.length)}
        >
          <Icon name="plus" />
          {t('formEditor.recipients.add')}
        </Button>
      )}
    </fieldset>
  )
}
