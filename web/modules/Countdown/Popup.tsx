import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  COUNTDOWN_MAX,
  COUNTDOWN_MIN,
  countdownDateProblem,
  countdownInputValue,
} from '#domain/modules/countdown-rules.ts'
import { defaultEventDate, toDateTimeLocal } from '#domain/modules/create-context.ts'
import { useEditorStore } from '#web/editor/store.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Field } from '#web/ui/Field.tsx'
import type { ModulePopupProps } from '../editor-parts.ts'
import styles from './Popup.module.css'

/**
 * The countdown's date (spec 001 section 2). An empty date starts six months ahead at 15:00
 * (section 9); the date reaches the page on Spara in the popup, and Avbryt leaves it as it was.
 */
export default function CountdownPopup({ module, open, onOpenChange }: ModulePopupProps<'Countdown'>) {
  const { t } = useTranslation()
  const store = useEditorStore()
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
    store.changeModule(module.id, (m) =>
      m.siteModuleType === 'Countdown' && m.countdownDate !== value ? { ...m, countdownDate: value } : m,
    )
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
