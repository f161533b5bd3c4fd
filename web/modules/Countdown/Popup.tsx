import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CountdownModule } from '#domain/modules/countdown.ts'
import {
  COUNTDOWN_MAX,
  COUNTDOWN_MIN,
  countdownDateProblem,
  countdownInputValue,
} from '#domain/modules/countdown-rules.ts'
import { defaultEventDate, toDateTimeLocal } from '#domain/modules/create-context.ts'
import { useEditor, useEditorStore } from '#web/editor/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Field } from '#web/ui/Field.tsx'
import type { ModulePopupProps } from '../editor-parts.ts'
import styles from './Popup.module.css'
import { type CountdownUnit, unitLabel } from './unit-labels.ts'

type OwnText = 'textDays' | 'textHours' | 'textMinutes' | 'textSeconds'

const WORDS: { key: OwnText; unit: CountdownUnit }[] = [
  { key: 'textDays', unit: 'day' },
  { key: 'textHours', unit: 'hour' },
  { key: 'textMinutes', unit: 'minute' },
  { key: 'textSeconds', unit: 'second' },
]

/** The module with the owner's own words in one language: an emptied word goes, and with it an empty field. */
function withWords(
  module: CountdownModule,
  language: string,
  words: Record<OwnText, string>,
): CountdownModule {
  const next: CountdownModule = { ...module }
  for (const { key } of WORDS) {
    const { [language]: _old, ...others } = module[key] ?? {}
    const word = words[key].trim()
    const text = word ? { ...others, [language]: word } : others
    if (Object.keys(text).length) next[key] = text
    else delete next[key]
  }
  return next
}

/**
 * The countdown's date (spec 001 section 2). An empty date starts six months ahead at 15:00
 * (section 9); the date reaches the page on Spara in the popup, and Avbryt leaves it as it was.
 * Below it the owner's own words for the units in the language being edited (a legacy site's
 * countdown brings its own), empty for the language's usual words.
 */
export default function CountdownPopup({ module, open, onOpenChange }: ModulePopupProps<'Countdown'>) {
  const { t } = useTranslation()
  const store = useEditorStore()
  const language = useEditor((s) => s.language)
  const [words, setWords] = useState(
    () =>
      Object.fromEntries(WORDS.map(({ key }) => [key, module[key]?.[language] ?? ''])) as Record<
        OwnText,
        string
      >,
  )
  const [value, setValue] = useState(
    () => countdownInputValue(module.countdownDate) || toDateTimeLocal(defaultEventDate(new Date())),
  )
  // Shown while typing only once the value is out of range; a missing value is said on Spara.
  const [tried, setTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const problem = countdownDateProblem(value)
  const shown = problem === 'range' || (tried && problem !== null) ? problem : null

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (problem) {
      setTried(true)
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus()
      return
    }
    // An unchanged date leaves the site as it is, so the editor does not turn dirty for nothing.
    store.changeModule(module.id, (m) => {
      if (m.siteModuleType !== 'Countdown') return m
      const next = withWords({ ...m, countdownDate: value }, language, words)
      return JSON.stringify(next) === JSON.stringify(m) ? m : next
    })
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('moduleEditor.countdown.title')}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={save}>
        <div className={styles.date}>
          <Field
            label={t('moduleEditor.countdown.date')}
            name="countdownDate"
            type="datetime-local"
            min={COUNTDOWN_MIN}
            max={COUNTDOWN_MAX}
            required
            value={value}
            hint={t('moduleEditor.countdown.hint')}
            message={shown ? t(`moduleEditor.countdown.${shown}`) : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <fieldset className={styles.words}>
          <legend>{t('moduleEditor.countdown.words')}</legend>
          <p className={styles.hint}>{t('moduleEditor.countdown.wordsHint')}</p>
          {WORDS.map(({ key, unit }) => (
            <Field
              key={key}
              label={t(`moduleEditor.countdown.${key}`)}
              name={key}
              value={words[key]}
              maxLength={100}
              placeholder={unitLabel(language, unit, 2) ?? ''}
              onChange={(event) => setWords((current) => ({ ...current, [key]: event.target.value }))}
            />
          ))}
        </fieldset>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('moduleEditor.countdown.cancel')}
          </Button>
          <Button type="submit">{t('moduleEditor.countdown.save')}</Button>
        </div>
      </form>
    </Dialog>
  )
}
