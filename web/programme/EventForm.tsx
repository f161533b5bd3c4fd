import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteEvent } from '#domain/events/event.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { useSaveEvent } from './api/events-save.ts'
import { type EventFields, fieldsOf, inputOf } from './event-fields.ts'
import styles from './Programme.module.css'

function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** Adds an event or changes one in place; Escape or Avbryt leaves it as it was. */
export function EventForm({
  siteId,
  event,
  languages,
  onDone,
}: {
  siteId: string
  event?: SiteEvent
  languages: readonly string[]
  onDone: () => void
}) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const id = useId()
  const save = useSaveEvent(siteId)
  const [fields, setFields] = useState<EventFields>(() => fieldsOf(event, languages))
  const set = (change: Partial<EventFields>) => setFields((f) => ({ ...f, ...change }))
  const title = event ? (Object.values(event.title).find(Boolean) ?? '') : ''

  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate({ id: event?.id, input: inputOf(fields) }, { onSuccess: () => onDone() })
  }
  const field = (
    name: keyof EventFields,
    label: string,
    props: {
      type?: string
      required?: boolean
      hint?: string
      placeholder?: string
      maxLength?: number
    } = {},
  ) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type={props.type ?? 'text'}
        required={props.required}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        aria-describedby={props.hint ? `${id}-${name}-hint` : undefined}
        value={fields[name] as string}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      {props.hint && (
        <p id={`${id}-${name}-hint`} className={styles.hint}>
          {props.hint}
        </p>
      )}
    </div>
  )

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone()
      }}
      aria-label={event ? t('programmePage.editing', { title }) : t('programmePage.adding')}
    >
      <div className={styles.titles}>
        {languages.map((language, index) => (
          <div key={language} className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-title-${language}`}>
              {t('programmePage.titleIn', { language: languageName(language, uiLanguage) })}
            </label>
            <input
              id={`${id}-title-${language}`}
              className={styles.input}
              value={fields.title[language] ?? ''}
              required={index === 0}
              maxLength={200}
              // biome-ignore lint/a11y/noAutofocus: the form opens on the owner's own action
              autoFocus={index === 0}
              onChange={(e) => set({ title: { ...fields.title, [language]: e.target.value } })}
            />
          </div>
        ))}
      </div>
      <div className={styles.grid}>
        {field('date', t('programmePage.date'), { type: 'date', required: true })}
        {field('startTime', t('programmePage.startTime'), { type: 'time', required: true })}
        {field('endTime', t('programmePage.endTime'), { type: 'time', hint: t('programmePage.endHint') })}
        {field('endDate', t('programmePage.endDate'), { type: 'date' })}
      </div>
      <div className={styles.grid}>
        {field('placeName', t('programmePage.placeName'), {
          placeholder: t('programmePage.placePlaceholder'),
          maxLength: 300,
        })}
        {field('mapLocation', t('programmePage.mapLocation'), {
          hint: t('programmePage.mapHint'),
          maxLength: 300,
        })}
      </div>
      {field('dressCode', t('programmePage.dressCode'), { maxLength: 200 })}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-note`}>
          {t('programmePage.note')}
        </label>
        <textarea
          id={`${id}-note`}
          className={styles.input}
          rows={3}
          maxLength={2000}
          value={fields.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={fields.openToAll}
            aria-describedby={`${id}-open-hint`}
            onChange={(e) => set({ openToAll: e.target.checked })}
          />
          {t('programmePage.openToAll')}
        </label>
        <p id={`${id}-open-hint`} className={styles.hint}>
          {t('programmePage.openToAllHint')}
        </p>
      </div>
      {save.isError && (
        <p className={styles.error} role="alert">
          {t('programmePage.saveFailed')} {serverMessage(save.error, uiLanguage)}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('programmePage.saving') : t('programmePage.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('programmePage.cancel')}
        </Button>
      </div>
    </form>
  )
}
