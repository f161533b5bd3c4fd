import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormElement } from '#domain/forms/elements.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import fieldStyles from '#web/ui/Field.module.css'
import forms from './forms.module.css'

interface Props {
  element: FormElement
  events: readonly { id: string; title: Text }[]
  language: string
  onChange: (eventId: string | undefined) => void
}

/**
 * "Fråga per händelse" (issue 32): a question asked for every event a guest comes to, or only
 * for one of them (the meal for the dinner), shown under it where a guest sees several events.
 */
export function EventChoice({ element, events, language, onChange }: Props) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {t('formEditor.event.label')}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={element.eventId ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('formEditor.event.all')}</option>
        {events.map((e, i) => (
          <option key={e.id} value={e.id}>
            {lookupText(e.title, language).trim() || t('formEditor.event.untitled', { n: i + 1 })}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className={forms.hint}>
        {t('formEditor.event.hint')}
      </p>
    </div>
  )
}
